import Foundation

/// Where the engine gets "now", in seconds.
///
/// Nothing in AnimKit reads the wall clock. The window host supplies the time at
/// which the next frame will be shown; headless runs and tests use
/// ``ManualClock``, which moves only when told to.
@preconcurrency @MainActor
public protocol AnimationClock: AnyObject {
    /// The current animation time, in seconds.
    var now: TimeInterval { get }
}
