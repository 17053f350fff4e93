import Foundation

/// A part of a view with a pointer style of its own (also spelled `UIPointerRegion`): a rectangle in the view's
/// coordinates, and an identifier telling regions apart when their rectangles are alike.
@preconcurrency @MainActor
open class PointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    open private(set) var rect: CGRect
    /// What tells this region from another of the same rectangle.
    open private(set) var identifier: AnyHashable?
    /// The axes along which the region follows the pointer once it is in it (kept; regions here stay where they are).
    open var latchingAxes: UIAxis = []

    /// A region of `rect` (in the view's coordinates) named `identifier`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        (self.rect, self.identifier) = (rect, identifier)
        super.init()
    }

    /// Whether `other` is the same region: the same identifier when both have one, else the same rectangle.
    func isSame(as other: PointerRegion) -> Bool {
        if let identifier, let theirs = other.identifier { return identifier == theirs }
        return identifier == nil && other.identifier == nil && rect == other.rect
    }

    /// A copy that is the same as no other region (after ``PointerInteraction/invalidate()``).
    var withoutIdentity: PointerRegion { PointerRegion(rect: rect, identifier: AnyHashable(ObjectIdentifier(self))) }
}

/// UIKit's name for a pointer region.
public typealias UIPointerRegion = PointerRegion

/// Where the pointer is, as an interaction asks its delegate for a region (also spelled `UIPointerRegionRequest`).
@preconcurrency @MainActor
open class PointerRegionRequest: NSObject {
    /// The pointer, in the interaction's view's coordinates.
    open private(set) var location: CGPoint
    /// The modifier keys held.
    open private(set) var modifiers: KeyModifierFlags

    init(location: CGPoint, modifiers: KeyModifierFlags) {
        (self.location, self.modifiers) = (location, modifiers)
        super.init()
    }
}

/// UIKit's name for a region request.
public typealias UIPointerRegionRequest = PointerRegionRequest

/// Modifier keys held (also spelled `UIKeyModifierFlags`), with the SDK's values.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// The flags of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock, shift, control, option, command and a key of the numeric pad.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// UIKit's name for modifier keys.
public typealias UIKeyModifierFlags = KeyModifierFlags

/// The animations of a pointer entering or leaving a region, which the delegate may add to (also spelled
/// `UIPointerInteractionAnimating`): what it adds runs alongside the effect, its completions after.
@preconcurrency @MainActor
public protocol PointerInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the effect's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the animations end (`true`: they ran to their end).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// UIKit's name for a pointer interaction's animations.
public typealias UIPointerInteractionAnimating = PointerInteractionAnimating

/// The animator handed to the delegate: it keeps what the delegate adds, then runs it in one animation of the
/// effect's timing.
@MainActor
final class PointerAnimator: PointerInteractionAnimating {
    private var animations: [() -> Void] = [], completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs the added animations over the effect's duration and curve, then the completions.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (animations, completions)
        View.animate(
            withDuration: PointerEffectMotion.duration, delay: 0,
            options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction],
            animations: { for animation in animations { animation() } },
            completion: { finished in for completion in completions { completion(finished) } })
    }
}
