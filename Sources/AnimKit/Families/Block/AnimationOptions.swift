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

    /// No transition effect (bits 20–22 are zero): the changes happen at once.
    public static let transitionNone = AnimationOptions([])
    /// The view turns over about its vertical axis, its left edge coming forward, in perspective (see ``View/transition(with:duration:options:animations:completion:file:line:column:)``).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// The view turns over about its vertical axis, its right edge coming forward.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// The old content curls up and away (approximated: it rolls up to its top edge, and the new content unrolls from there).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// The new content curls down over the old (approximated: the old content rolls down to its bottom edge, and the new unrolls from there).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The old content fades out and the new fades in.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// The view turns over about its horizontal axis, its top edge coming forward.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// The view turns over about its horizontal axis, its bottom edge coming forward.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's rate (UIKit's default). AnimKit draws every animation at the host's rate, so the three
    /// frame-rate options are kept for code that passes them and change nothing.
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    /// Asks for 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Asks for 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The transition named by bits 20–22 (0 when none).
    var transitionKind: Int { Int((rawValue >> 20) & 0x7) }

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
