import Foundation

extension ListContentConfiguration {
    /// How a text looks (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Equatable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// A change made to ``color`` before the text is drawn.
        public var colorTransformer: ConfigurationColorTransformer?
        /// Where the text sits across its width.
        public var alignment = TextAlignment.natural
        /// How a line too long for its width is cut or wrapped.
        public var lineBreakMode = LineBreakMode.byTruncatingTail
        /// How many lines it may wrap to (0: no limit).
        public var numberOfLines = 0
        /// Whether a line too wide shrinks its font, down to ``minimumScaleFactor``, before it is cut.
        public var adjustsFontSizeToFitWidth = false
        /// How far a line may shrink (0: not at all).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be drawn closer before a line is cut (kept; the text is drawn at its own spacing).
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category (kept; it is the size given).
        public var adjustsFontForContentSizeCategory = true
        /// Whether a cut text shows whole when the pointer rests on it (kept; no pointer hovers here).
        public var showsExpansionTextWhenTruncated = false
        /// The case the text is shown in.
        public var transform = TextTransform.none

        /// Properties of `font` and `color`, the rest as UIKit's defaults.
        init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in: ``color`` as ``colorTransformer`` changes it.
        public func resolvedColor() -> Color { colorTransformer?.transform(color) ?? color }
    }

    /// The case a text is shown in (UIKit's `UIListContentConfiguration.TextProperties.TextTransform`).
    public enum TextTransform: Int, Sendable {
        /// As written.
        case none
        /// Each word's first letter upper case.
        case capitalized
        /// All lower case.
        case lowercase
        /// All upper case.
        case uppercase

        /// `text` in this case.
        func apply(to text: String) -> String {
            switch self {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image looks (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Equatable, Sendable {
        /// The colour a template image (an SF Symbol) is drawn in; `nil`: the cell's tint.
        public var tintColor: Color?
        /// A change made to the tint before the image is drawn.
        public var tintColorTransformer: ConfigurationColorTransformer?
        /// The largest size the image is drawn at, its proportions kept (zero along an axis: no limit there).
        public var maximumSize = CGSize.zero
        /// The room kept for the image whatever its size, the image centred in it (zero along an axis: the image's
        /// own size there), so that texts of rows with images of different widths line up.
        public var reservedLayoutSize = CGSize.zero
        /// The radius of the image's rounded corners.
        public var cornerRadius: CGFloat = 0
        /// The symbol configuration an SF Symbol image is drawn with.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// Whether the image keeps its colours when colours are inverted (kept; nothing inverts here).
        public var accessibilityIgnoresInvertColors = false

        /// Properties with no tint, limit, reserved room or corners.
        public init() {}

        /// A ``reservedLayoutSize`` dimension that asks for the system's standard room for a symbol image.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint an image is drawn in inside a view whose tint is `tint`: ``tintColor`` or `tint`, as
        /// ``tintColorTransformer`` changes it.
        public func resolvedTintColor(for tint: Color) -> Color {
            let color = tintColor ?? tint
            return tintColorTransformer?.transform(color) ?? color
        }
    }
}
