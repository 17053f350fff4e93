import Foundation

extension Font {
    /// The Dynamic Type styles (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style.
        public let rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size and weight at the default ("Large") text size, from Apple's Human Interface Guidelines'
        /// table of Dynamic Type sizes for iOS.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font of `style` at the default text size (iOS's "Large"; there is no user setting to follow here).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let (size, weight) = style.metrics
        return systemFont(ofSize: size, weight: weight)
    }
}
