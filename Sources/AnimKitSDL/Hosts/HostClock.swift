import AnimKit
import Foundation

/// The window host's clock: the time at which the frame being prepared will be shown.
///
/// Set by ``WindowHost`` once per frame, on the display's frame grid, never read
/// from the wall clock by the engine itself, and never moving backwards. Scene
/// time, with its speeds and seeks, is the previewer's `ScenePlayback`; this
/// clock only paces the window.
@MainActor
public final class HostClock: AnimationClock {
    public private(set) var now: TimeInterval = 0

    /// Creates a clock at time 0.
    public init() {}

    /// Moves to the time of the frame shown at wall time `wall` (seconds since the window opened).
    func advance(toWall wall: TimeInterval) {
        if wall > now { now = wall }
    }
}
