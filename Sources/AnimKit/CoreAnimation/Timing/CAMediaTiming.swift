import Foundation

/// What an object's time does when its active time is over (or has not begun).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value stays after the end (while the animation stays on the layer: `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start (a `beginTime` in the future).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Core Animation's timing model, which layers and animations share: a local time derived from the parent's as
/// `(parent − beginTime) × speed + timeOffset`, then repeated and reversed within the active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// One cycle's length (an animation's 0 stands for 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's; 0 stops it.
    var speed: Float { get set }
    /// Added to local time: where in its time the object is when the parent is at `beginTime`.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (fractions allowed; `.infinity` for ever).
    var repeatCount: Float { get set }
    /// How long repeating lasts, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The time Core Animation reads: here the animation engine's clock, so scenes are exact and repeatable.
///
/// A C function on iOS, callable from any thread, and so here: on the main actor it is the clock's time now; from code
/// that is not, the time of the engine's last tick (the frame being shown). `isolation` is the caller's, filled in by
/// the compiler: call it as `CACurrentMediaTime()`.
public func CACurrentMediaTime(isolation: isolated (any Actor)? = #isolation) -> CFTimeInterval {
    guard isolation === MainActor.shared else { return MediaTimeMirror.lastTick }
    return MainActor.assumeIsolated { AnimationEngine.shared.clock.now }
}

/// A span of Core Animation time, in seconds.
public typealias CFTimeInterval = Double
