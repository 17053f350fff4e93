/// Options for animation blocks, with UIKit's bit values (`UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward run; only with `.repeat`.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// The default curve (its bits are zero).
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve named by bits 16–18 (ease-in-out when none is given).
    public var curve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 0x7)) ?? .easeInOut
    }
}

extension View {
    /// UIKit's spelling, `UIView.AnimationOptions`.
    public typealias AnimationOptions = AnimKit.AnimationOptions
    /// UIKit's spelling, `UIView.AnimationCurve`.
    public typealias AnimationCurve = AnimKit.AnimationCurve
}
