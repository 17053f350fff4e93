import Foundation

/// A view that shows text (also spelled `UILabel`): one line per newline, or — with ``numberOfLines`` other than 1 —
/// wrapped at word breaks to its width, as UIKit wraps it.
@preconcurrency @MainActor
open class Label: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> Label { appearanceProxy { Label() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Label {
        appearanceProxy(in: containerTypes) { Label() }
    }

    /// The text shown; a change makes Auto Layout read the label's intrinsic size again.
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            // Plain text set by hand drops the styles of an attributed one (as UIKit's does).
            if styledText?.string != text { styledText = nil }
            invalidateIntrinsicContentSize()
        }
    }
    /// The attributed text shown, when one was set (``attributedText``).
    var styledText: NSAttributedString?
    /// The font; its size is also reachable as ``fontSize``. A change makes Auto Layout read the intrinsic size again.
    /// Setting `nil` sets the default, the 17-point system font, as in UIKit.
    open var font: Font! = Label.defaultFont {
        didSet {
            if font == nil { font = Label.defaultFont }
            guard font != oldValue else { return }
            invalidateIntrinsicContentSize()
            applyingToStyledText(.font, font as Any)
        }
    }
    /// The font a label starts with.
    static let defaultFont = Font.systemFont(ofSize: 17)
    /// The colour of the glyphs; setting `nil` sets the default, `.label` (black, white in the dark appearance).
    open var textColor: Color! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue { applyingToStyledText(.foregroundColor, textColor as Any) }
        }
    }
    /// How a line too long for the label is cut (or, wrapping, broken): by default "…" in place of its end.
    open var lineBreakMode = LineBreakMode.byTruncatingTail
    /// Whether a line too wide for a one-line label is drawn in a smaller font, down to ``minimumScaleFactor``.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` shrinks to; 0 (the default) keeps the
    /// font's size, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0
    /// The colour of the text's shadow, drawn ``shadowOffset`` from it; `nil` (the default): no shadow.
    open var shadowColor: Color?
    /// Where the shadow lies from the text: a point up by default, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The text's colour while ``isHighlighted``; `nil`: ``textColor``.
    open var highlightedTextColor: Color?
    /// Whether the text is drawn in ``highlightedTextColor``.
    open var isHighlighted = false
    /// Whether letters may be set closer before a line is cut; kept (text is set at its own spacing).
    open var allowsDefaultTighteningForTruncation = false
    /// Where a line shrunk to fit sits against the line it was; kept (shrunk text is centred down the label).
    open var baselineAdjustment = BaselineAdjustment.alignBaselines
    /// How lines break beyond the line break mode; kept (words break at their spaces).
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    /// Whether the font follows the content size category; kept, and moot here: the category never changes.
    open var adjustsFontForContentSizeCategory = false
    /// Where the text sits horizontally within the bounds; set after ``attributedText``, it aligns all of it.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { alignStyledText() } }
    }
    /// How many lines the text may take: 1 (the default) draws one line per newline, unwrapped; 0 wraps it at word
    /// breaks to the label's width, with no limit; any other number wraps it to at most that many lines, the last
    /// cut short with "…". A wrapping label's intrinsic height is that of its lines at its width once laid out (or at
    /// ``preferredMaxLayoutWidth``), so Auto Layout gives it the height its text needs.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width a wrapping label's intrinsic size wraps at; 0 (the default): its own width, once laid out.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width a wrapping label's intrinsic size wraps at in place of its own while Auto Layout solves (0: unbounded
    /// lines, the first of UIKit's two passes; then the width the solve gave it); `nil` outside a solve.
    var measuringWidth: CGFloat?
    /// Whether the label wraps at the width it is given (UIKit's automatic `preferredMaxLayoutWidth`): Auto Layout
    /// measures it in two passes, on unbounded lines and then at the width that gave it.
    var wrapsAtItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
    /// The lines last wrapped (three: a solve measures at as many widths), and for what: the drawing asks for them every frame.
    var wrapped: [WrappedLines] = []
    /// Where the last drawing pass was told to draw the text (``drawText(in:)``); `nil` when it was not.
    var drawnTextRect: CGRect?

    /// Measures text for ``View/sizeToFit()`` and the intrinsic size; the drawing backend replaces the estimate with the real font.
    public static var textMeasurer: any TextMeasurer = EstimatingTextMeasurer() {
        didSet {
            measurerGeneration += 1
            let installed = textMeasurer
            measurerForAnyThread.withLock { $0 = installed }
        }
    }
    /// ``textMeasurer`` for code off the main actor: a font's metrics (`UIFont.lineHeight`) are read from any thread.
    nonisolated static let measurerForAnyThread = Locked<any TextMeasurer>(EstimatingTextMeasurer())
    /// Counts the measurers installed, so lines wrapped by an earlier one are wrapped again.
    static var measurerGeneration = 0

    /// The font size in points.
    open var fontSize: CGFloat {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }

    /// The text with its styles: runs of their own face and colour, set on one baseline and wrapped across runs, aligned
    /// by the first paragraph style. Text with no font or colour of its own takes the label's. Setting it sets ``text``
    /// to its string and ``font``, ``textColor`` and ``textAlignment`` to its first character's, as UIKit's label does;
    /// setting ``font`` or ``textColor`` after it applies them to the whole string; reading it without one gives
    /// ``text`` in the label's own font and colour.
    open var attributedText: NSAttributedString? {
        get {
            styledText
                ?? text.map {
                    NSAttributedString(string: $0, attributes: [.font: font ?? Label.defaultFont, .foregroundColor: textColor ?? .black])
                }
        }
        set {
            guard let newValue else {
                (styledText, text) = (nil, nil)
                return
            }
            // What it leaves unstyled takes the label's font and colour; the label then takes its first character's.
            let styled = withOwnStyle(newValue), first = TextAttributes(of: styled)
            styledText = nil
            if styled.length > 0 { (font, textColor) = (first.font, first.color) }
            if let alignment = first.alignment { textAlignment = alignment }
            text = styled.string
            styledText = styled
            invalidateIntrinsicContentSize()
        }
    }

    /// The runs laid out at `width` (wrapping when the label does; at most `limit` lines when given, else
    /// ``numberOfLines``), for a styled text of more than one face or colour, or wrapped text justified (set word by word).
    func runLayout(atWidth width: CGFloat, limit: Int? = nil) -> AttributedTextLayout? {
        let numberOfLines = limit ?? self.numberOfLines
        let wraps = numberOfLines != 1 && width > 0, justifies = wraps && textAlignment == .justified
        let runs: NSAttributedString
        if let styledText, justifies || AttributedTextLayout.isMixed(styledText) {
            runs = styledText
        } else if justifies, let text, !text.isEmpty {
            runs = NSAttributedString(string: text, attributes: [.font: font ?? Label.defaultFont, .foregroundColor: textColor ?? .black])
        } else {
            return nil
        }
        return AttributedTextLayout(
            runs, width: wraps ? width : nil, lineLimit: numberOfLines > 0 ? numberOfLines : nil, box: width > 0 ? width : nil,
            alignment: textAlignment)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), label = Label.labelCheckpointFields.keep(self)
        return CheckpointRestoration(covering: Label.self) {
            view.run()
            label()
        }
    }

    /// What a checkpoint keeps of a label beyond the view: every stored property of its own (a test checks).
    package static let labelCheckpointFields: [CheckpointField<Label>] = [
        CheckpointField("text", { $0.text }, { $0.text = $1 }), CheckpointField("font", { $0.font }, { $0.font = $1 }),
        CheckpointField("textColor", { $0.textColor }, { $0.textColor = $1 }),
        CheckpointField("textAlignment", { $0.textAlignment }, { $0.textAlignment = $1 }),
        CheckpointField("numberOfLines", { $0.numberOfLines }, { $0.numberOfLines = $1 }),
        CheckpointField("preferredMaxLayoutWidth", { $0.preferredMaxLayoutWidth }, { $0.preferredMaxLayoutWidth = $1 }),
        CheckpointField("styledText", { $0.styledText }, { $0.styledText = $1 }),
        CheckpointField("lineBreakMode", { $0.lineBreakMode }, { $0.lineBreakMode = $1 }),
        CheckpointField("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 }),
        CheckpointField("shadowOffset", { $0.shadowOffset }, { $0.shadowOffset = $1 }),
        CheckpointField("highlightedTextColor", { $0.highlightedTextColor }, { $0.highlightedTextColor = $1 }),
        CheckpointField("isHighlighted", { $0.isHighlighted }, { $0.isHighlighted = $1 }),
        CheckpointField(
            "allowsDefaultTighteningForTruncation", { $0.allowsDefaultTighteningForTruncation },
            { $0.allowsDefaultTighteningForTruncation = $1 }),
        CheckpointField("baselineAdjustment", { $0.baselineAdjustment }, { $0.baselineAdjustment = $1 }),
        CheckpointField("lineBreakStrategy", { $0.lineBreakStrategy }, { $0.lineBreakStrategy = $1 }),
        CheckpointField("adjustsFontSizeToFitWidth", { $0.adjustsFontSizeToFitWidth }, { $0.adjustsFontSizeToFitWidth = $1 }),
        CheckpointField("minimumScaleFactor", { $0.minimumScaleFactor }, { $0.minimumScaleFactor = $1 }),
        CheckpointField(
            "adjustsFontForContentSizeCategory", { $0.adjustsFontForContentSizeCategory }, { $0.adjustsFontForContentSizeCategory = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let labelNotCheckpointed = [
        "measuringWidth": "set only while a solve measures the label, and cleared by it",
        "wrapped": "a cache of the last three wrappings, keyed by everything they depend on",
        "drawnTextRect": "a drawing pass's own, set and read within one frame",
    ]

    /// The text's size, rounded up to whole points, as UIKit's label reports it: wrapped at
    /// ``preferredMaxLayoutWidth`` or at the label's width when it wraps.
    open override var intrinsicContentSize: CGSize {
        let size = sizeThatFits(
            CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : measuringWidth ?? bounds.width, height: 0))
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The size that fits the text: on its own lines, or — for a wrapping label and a `size` with a width — wrapped to it.
    /// A label with no text (`nil` or empty) needs no room at all, as UIKit's: in a stack view it collapses to nothing
    /// and only the spacing around it is left.
    /// It is ``textRect(forBounds:limitedToNumberOfLines:)``'s size in a rectangle of `size`, as UIKit measures it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textRect(forBounds: CGRect(origin: .zero, size: size), limitedToNumberOfLines: numberOfLines).size
    }

    /// Where the text goes in `bounds`: from its top-left corner, the size of the text wrapped at its width (a width of
    /// 0 or less: on its own lines) in at most `numberOfLines` lines (0: all of them). ``sizeThatFits(_:)``, and with it
    /// the intrinsic size, measure through it, so a subclass that pads its text insets `bounds`, calls `super` and
    /// outsets the result (and draws in the inset rectangle, ``drawText(in:)``), as padded UIKit labels do.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width = Swift.max(bounds.width, 0)
        let size = runLayout(atWidth: width, limit: numberOfLines)?.size ?? linesSize(atWidth: width, limit: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect`, which a drawing pass gives as the label's bounds: a subclass overrides it to draw the
    /// text elsewhere — `super.drawText(in: rect.inset(by: insets))` pads it, as UIKit's labels are padded — or not at
    /// all (it does not call `super`). The text is laid out, wrapped and centred down `rect` as in the bounds.
    open func drawText(in rect: CGRect) { drawnTextRect = rect }
}

extension Label: WrapsAtItsWidth {}

/// UIKit's name for a label.
public typealias UILabel = Label
