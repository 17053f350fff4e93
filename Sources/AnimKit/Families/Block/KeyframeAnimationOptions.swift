/// Options for keyframe animations, with UIKit's bit values (`UIView.KeyframeAnimationOptions`).
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation (accepted; AnimKit has no layout pass).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
    /// Let the animated views take touches while they move.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
    /// Start from the value on screen; AnimKit always does.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
    /// Repeat indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
    /// Run backwards after each forward run.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
    /// In a nested block, ignore the enclosing animation's duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
    /// In a nested block, inherit nothing from the enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

    /// Straight lines between values, at the keyframes' times (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// Jumps to each value at its keyframe's start.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight lines at an even pace; key times ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A Catmull-Rom spline at an even pace; key times ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode named by bits 10–12.
    public var calculationMode: KeyframeCalculationMode {
        KeyframeCalculationMode(rawValue: Int((rawValue >> 10) & 0x7)) ?? .linear
    }

    /// The options that mean the same for any animation block.
    var animationOptions: AnimationOptions {
        AnimationOptions(rawValue: rawValue & ~(0x7 << 10)).union(.curveLinear)
    }
}

extension View {
    /// UIKit's spelling, `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = AnimKit.KeyframeAnimationOptions
}
