import Foundation

/// A change made to a configuration's colour just before it is drawn (also spelled `UIConfigurationColorTransformer`,
/// iOS 14): a background configuration's ``BackgroundConfiguration/backgroundColorTransformer`` and
/// ``BackgroundConfiguration/strokeColorTransformer``. Two transformers are equal when one is a copy of the other.
public struct ConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The change.
    public let transform: (Color) -> Color
    private let identity = Identity()

    /// A transformer that makes `transform`'s change.
    public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

    /// `input` changed.
    public func callAsFunction(_ input: Color) -> Color { transform(input) }

    /// The colour's grey of the same luminance (Rec. 709 weights), its alpha kept.
    public static let grayscale = ConfigurationColorTransformer { color in
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return Color(red: luminance, green: luminance, blue: luminance, alpha: color.alpha)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }

    private final class Identity: Sendable {}
}

/// UIKit's name for a configuration's colour transformer.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
