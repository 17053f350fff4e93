import Foundation

/// Where a text layer's lines sit across its width.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's own side: the left, for the left-to-right text drawn here (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Spread to both edges (drawn against the left here).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string from its top edge, as Core Animation's: in ``font`` at ``fontSize`` (36 points by
/// default), in ``foregroundColor`` (white by default), lined up by ``alignmentMode``, on one line per newline or
/// wrapped to the bounds' width when ``isWrapped``. `fontSize` and `foregroundColor` animate.
@preconcurrency @MainActor
open class CATextLayer: Layer {
    /// The text: a `String` (anything else draws its description).
    open var string: Any?
    /// The face: a `UIFont` (its size is not used: ``fontSize`` is) or a font name; the system font when `nil`.
    open var font: Any?
    /// The size of the text, in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { changed("fontSize", from: .number(oldValue)) } }
    /// The text's colour; opaque white by default.
    open var foregroundColor: CGColor? = .white { didSet { changed("foregroundColor", from: .color(oldValue)) } }
    /// Where the lines sit across the width.
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether the text wraps at the bounds' width; `false` by default (one line per newline).
    open var isWrapped = false
    /// Where a line too wide for the bounds is cut ("…" in its place); `.none` by default. Wrapped text that runs
    /// below the bounds ends with its last whole line there, cut at its end when the mode cuts at all.
    open var truncationMode: CATextLayerTruncationMode = .none

    /// A text layer with no string.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer`, with its text.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        copyText(from: other)
    }

    private func copyText(from other: CATextLayer) {
        (string, font, fontSize, foregroundColor, alignmentMode, isWrapped, truncationMode) = (
            other.string, other.font, other.fontSize, other.foregroundColor, other.alignmentMode, other.isWrapped, other.truncationMode
        )
    }

    /// The text as drawn.
    var text: String? {
        switch string {
        case nil: nil
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        case let other?: String(describing: other)
        }
    }

    /// The attributes of an attributed ``string``, which then set its face, colour and alignment (as Core Animation
    /// draws one: ``font``, ``fontSize`` and ``foregroundColor`` are not used; a string of several runs is set by
    /// ``runLayout``).
    private var attributes: TextAttributes? { (string as? NSAttributedString).map { TextAttributes(of: $0) } }

    /// The colour drawn: the attributed string's, or ``foregroundColor``.
    var drawnColor: Color? { attributes?.color ?? foregroundColor }

    /// How the lines lie: the attributed string's paragraph alignment, or ``alignmentMode``.
    var drawnAlignment: TextAlignment {
        if let given = attributes?.alignment { return given }
        return alignmentMode == .center ? .center : alignmentMode == .right ? .right : .left
    }

    /// The font drawn: the attributed string's, or the face of ``font`` at ``fontSize``.
    var drawnFont: Font {
        if let attributes { return attributes.font }
        return switch font {
        case let face as Font: Font(familyName: face.family, size: fontSize, bold: face.isBold)
        case let name as String: Font(familyName: name, size: fontSize)
        default: Font(familyName: nil, size: fontSize)
        }
    }

    /// An attributed ``string`` of more than one face or colour, set run by run: wrapped at the bounds' width when
    /// ``isWrapped`` (the lines that fit), aligned in it (``truncationMode`` is not applied to it).
    var runLayout: AttributedTextLayout? {
        guard let attributed = string as? NSAttributedString, AttributedTextLayout.isMixed(attributed) else { return nil }
        return AttributedTextLayout(
            attributed, width: isWrapped ? bounds.width : nil, height: isWrapped ? bounds.height : nil, box: bounds.width)
    }

    /// The lines drawn: wrapped at the bounds' width when ``isWrapped``, cut to it by ``truncationMode``.
    var lines: [String] {
        guard let text, !text.isEmpty else { return [] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let font = drawnFont, width = bounds.width
        guard isWrapped, width > 0 else {
            return width > 0 ? paragraphs.map { truncationMode.fitting($0, width: width, font: font) } : paragraphs
        }
        var wrapped = paragraphs.flatMap { Label.wrap($0, to: width, in: font) }
        let room = Int((bounds.height / Label.textMeasurer.lineHeight(of: font)).rounded(.down))
        if truncationMode != .none, room >= 1, wrapped.count > room {
            // The last line that fits stands for the rest: cut at its end, after the text it leads into.
            let last = wrapped[room - 1] + " " + wrapped[room...].joined(separator: " ")
            wrapped = Array(wrapped.prefix(room - 1)) + [CATextLayerTruncationMode.end.fitting(last, width: width, font: font)]
        }
        return wrapped.map { truncationMode.fitting($0, width: width, font: font) }
    }

    override package func value(forLayerKey key: String) -> LayerValue? {
        switch key {
        case "fontSize": .number(fontSize)
        case "foregroundColor": .color(foregroundColor)
        default: super.value(forLayerKey: key)
        }
    }

    override package func setValue(_ value: LayerValue, forLayerKey key: String) -> Bool {
        switch (key, value) {
        case ("fontSize", .number(let v)): fontSize = v
        case ("foregroundColor", .color(let v)): foregroundColor = v
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }

    override package func capturedOwnState() -> @MainActor () -> Void {
        let copy = CATextLayer(layer: self)
        return { [weak self] in
            guard let self else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            copyText(from: copy)
        }
    }
}
