import AnimKit
import Foundation

/// The window host's clock: the time at which the frame being prepared will be shown.
///
/// Set by ``WindowHost`` once per frame, never read from the wall clock by the
/// engine itself, and never moving backwards.
@MainActor
public final class HostClock: AnimationClock {
    public private(set) var now: TimeInterval = 0

    /// Creates a clock at time 0.
    public init() {}

    /// Moves to `time`, if it is later than now.
    func advance(to time: TimeInterval) {
        if time > now { now = time }
    }
}
