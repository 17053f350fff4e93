/// Options for animation blocks, with UIKit's bit values (`UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation (accepted; AnimKit has no layout pass).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the animated views take touches while they move.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen; AnimKit always does (animations are additive).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after each forward run; only with `.repeat`.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, ignore the enclosing animation's duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, ignore the enclosing animation's curve.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw content while animating (accepted; no effect in AnimKit).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide rather than remove views in transitions (accepted; no effect in AnimKit).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, inherit nothing from the enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// The default curve (its bits are zero).
    public static let curveEaseInOut = AnimationOptions([])
    /// The ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// The ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// The linear curve.
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
