import AnimKit
import Foundation

/// The window host's clock: the time at which the frame being prepared will be shown, scaled by the playback speed.
///
/// Set by ``WindowHost`` once per frame, never read from the wall clock by the
/// engine itself, and never moving backwards. Changing ``timeScale`` takes effect
/// from the current time, so slow motion never makes anything jump.
@MainActor
public final class HostClock: AnimationClock {
    public private(set) var now: TimeInterval = 0
    /// Animation seconds per wall second (1 = real time, 0.1 = slow motion).
    public private(set) var timeScale: Double = 1
    private var anchorNow: TimeInterval = 0
    private var anchorWall: TimeInterval = 0
    private var lastWall: TimeInterval = 0

    /// Creates a clock at time 0, running in real time.
    public init() {}

    /// Runs at `scale` from now on (clamped to 0.01…10).
    public func setTimeScale(_ scale: Double) {
        guard scale.isFinite else { return }
        anchorNow = now
        anchorWall = lastWall
        timeScale = Swift.min(Swift.max(scale, 0.01), 10)
    }

    /// Moves to the animation time for the frame shown at wall time `wall` (seconds since the window opened).
    func advance(toWall wall: TimeInterval) {
        lastWall = Swift.max(wall, lastWall)
        let time = anchorNow + (lastWall - anchorWall) * timeScale
        if time > now { now = time }
    }
}
