import Foundation

/// A clock that moves only when told to, for headless frames and tests.
///
/// Whole-frame steps are counted as an integer and multiplied out, never summed:
/// sixty additions of 1/60 give 1.0000000000000013, while frame 120 at 60 fps is
/// exactly 2.0, so a 2 s animation ends on frame 120, not 121.
@preconcurrency @MainActor
public final class ManualClock: AnimationClock {
    /// Frames per second for ``advance(frames:)``.
    public let framesPerSecond: Double
    /// Whole frames advanced so far.
    public private(set) var frame = 0
    /// The time set by the last ``advance(by:)`` or ``advance(to:)``, and the frame it was set at.
    private var anchorTime: TimeInterval = 0
    private var anchorFrame = 0

    /// Creates a clock at time 0.
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
    }

    public var now: TimeInterval { anchorTime + Double(frame - anchorFrame) / framesPerSecond }

    /// The time now, as work that sets the clock back to it (a scene checkpoint: the one way this clock runs back).
    package func capturedState() -> @MainActor () -> Void {
        let saved = (frame, anchorTime, anchorFrame)
        return { [self] in (frame, anchorTime, anchorFrame) = saved }
    }

    /// The frame of this clock's grid (time k ÷ ``framesPerSecond``) at or just before `time`; a time within a
    /// millionth of a frame short of one counts as that frame, so a time computed by another route lands on it.
    ///
    /// The one frame grid: scene playback, the test clock, the terminal timeline and
    /// exports all step on it, so a frame at a time is the same frame everywhere.
    public func gridFrame(at time: TimeInterval) -> Int {
        Int((time * framesPerSecond + 1e-6).rounded(.down))
    }

    /// The time of grid frame `frame`, computed the one way every step computes it (multiplied out, never summed).
    public func time(ofFrame frame: Int) -> TimeInterval {
        Double(frame) / framesPerSecond
    }

    /// How many frames of the grid `seconds` spans, to the nearest whole frame.
    public func frameCount(in seconds: TimeInterval) -> Int {
        Int((seconds * framesPerSecond).rounded())
    }

    /// Moves forward by whole frames.
    public func advance(frames: Int = 1) {
        frame += Swift.max(frames, 0)
    }

    /// Moves forward by `seconds`; negative or non-finite amounts are ignored (time never runs back).
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        anchorTime = now + seconds
        anchorFrame = frame
    }

    /// Moves forward to `time`; a time in the past is ignored.
    public func advance(to time: TimeInterval) {
        guard time > now, time.isFinite else { return }
        anchorTime = time
        anchorFrame = frame
    }
}
