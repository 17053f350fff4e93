import Foundation

extension AttributeScopes {
    /// The attributes `import UIKit` adds to `AttributedString` and `AttributeContainer` (UIKit's
    /// `AttributeScopes.UIKitAttributes`): `string.font = .boldSystemFont(ofSize: 17)`, `container.foregroundColor = .red`,
    /// and Foundation's own. A button configuration's title takes its font and colour (see
    /// ``UIConfigurationTextAttributesTransformer``).
    public struct UIKitAttributes: AttributeScope {
        /// The text's font.
        public let font: FontAttribute
        /// The text's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A colour behind the text (kept, not drawn).
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points (kept).
        public let kern: KernAttribute
        /// Extra space between characters, in points (kept).
        public let tracking: TrackingAttribute
        /// How far the text sits above its baseline, in points (kept).
        public let baselineOffset: BaselineOffsetAttribute
        /// A line under the text (kept).
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the text (kept).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Foundation's attributes (links, inline presentation intents and the rest).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// The UIKit attribute scope, for the APIs that take one.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
    /// The text's font (`NSAttributedString.Key.font`).
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "NSFont"
    }
    /// The text's colour (`NSAttributedString.Key.foregroundColor`).
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSColor"
    }
    /// A colour behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "NSBackgroundColor"
    }
    /// Extra space after each character.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSKern"
    }
    /// Extra space between characters.
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSTracking"
    }
    /// How far the text sits above its baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSBaselineOffset"
    }
    /// A line under the text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = "NSUnderline"
    }
    /// A line through the text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = "NSStrikethrough"
    }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor` …: the UIKit scope's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// Changes a configuration's text attributes before they are drawn (UIKit's
/// `UIConfigurationTextAttributesTransformer`): a button configuration's title and subtitle pass through one —
/// `outgoing.font = .boldSystemFont(ofSize: 18)` — after its own font and colour are set.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The closure, in a box whose identity tells copies of one transformer from another.
    private final class Box: Sendable {
        let transform: @Sendable (AttributeContainer) -> AttributeContainer
        init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    }
    private let box: Box

    /// A transformer that calls `transform` with the attributes as they are and draws what it returns.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { box = Box(transform) }

    /// The attributes `input` becomes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { box.transform(input) }
}

extension UIConfigurationTextAttributesTransformer: Hashable {
    /// Two transformers are equal only when they are the same copy of one (closures cannot be compared).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    private var identity: ObjectIdentifier { ObjectIdentifier(box) }
}
