import Foundation

/// How a label lines up its text (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
}

/// UIKit's name for text alignment.
public typealias NSTextAlignment = TextAlignment

/// A view that shows a line of text (also spelled `UILabel`).
@preconcurrency @MainActor
open class Label: View {
    /// The text shown; a change makes Auto Layout read the label's intrinsic size again.
    public var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The font; its size is also reachable as ``fontSize``. A change makes Auto Layout read the intrinsic size again.
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the glyphs.
    public var textColor: Color = .black
    /// Where the text sits horizontally within the bounds.
    public var textAlignment: TextAlignment = .left
    /// UIKit's line limit, kept for code that sets it: text breaks at its newlines (every line is drawn) and is never wrapped.
    public var numberOfLines = 1

    /// Measures text for ``View/sizeToFit()`` and the intrinsic size; the drawing backend replaces the estimate with the real font.
    public static var textMeasurer: any TextMeasurer = EstimatingTextMeasurer()

    /// The font size in points.
    public var fontSize: CGFloat {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), label = Label.labelCheckpointFields.keep(self)
        return CheckpointRestoration {
            view.run()
            label()
        }
    }

    /// What a checkpoint keeps of a label beyond the view: every stored property of its own (a test checks).
    package static let labelCheckpointFields: [CheckpointField<Label>] = [
        CheckpointField("text", \.text), CheckpointField("font", \.font), CheckpointField("textColor", \.textColor),
        CheckpointField("textAlignment", \.textAlignment), CheckpointField("numberOfLines", \.numberOfLines),
    ]

    /// The text's size, rounded up to whole points, as UIKit's label reports it.
    open override var intrinsicContentSize: CGSize {
        let size = sizeThatFits(.zero)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The size that fits the text exactly (text breaks only at its newlines, so `size` does not narrow it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        Label.textMeasurer.size(of: text ?? "", in: font)
    }
}

/// UIKit's name for a label.
public typealias UILabel = Label
