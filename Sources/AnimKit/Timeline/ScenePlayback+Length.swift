import Foundation

extension ScenePlayback {
    /// How long the scene runs: the time at which no animator is live and nothing is scheduled, or `cap` if that never comes.
    ///
    /// Plays a copy of the scene from t = 0, event to event on the frame grid, and
    /// leaves this playback where it is. A scene that repeats forever, or that
    /// leaves an animator paused, reaches the cap.
    public func measureLength(cap: TimeInterval = 60) throws -> TimeInterval {
        let copy = try ScenePlayback(framesPerSecond: framesPerSecond, make: make)
        defer { copy.end() }
        let frameCap = Int((cap * framesPerSecond).rounded(.up))
        while copy.gridFrame(at: copy.time) < frameCap {
            let engine = copy.engine
            if engine.liveAnimators.isEmpty && engine.isIdle { return copy.time }
            guard let event = engine.nextEventTime() else { return cap }
            // The first frame of the grid at or after the event: the tick that sees it.
            let frame = Swift.min(Swift.max(Int((event * framesPerSecond).rounded(.up)), copy.gridFrame(at: copy.time) + 1), frameCap)
            try copy.seek(to: copy.time(ofFrame: frame))
        }
        return cap
    }
}
