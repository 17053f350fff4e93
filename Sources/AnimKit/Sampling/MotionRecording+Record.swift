import Foundation

extension MotionRecording {
    /// The most frames one recording keeps (a line of JSON each).
    package static let frameLimit = 1_000_000

    /// Records `playback`'s scene from where it is: its timeline (the animators that ran, what they moved) and its frames
    /// on its own frame grid for `duration` seconds — by default until every animator has ended — up to the first frame
    /// at or after the end, so that the last motion is sampled. `checkingStop` runs between frames (a stop signal).
    @MainActor
    package static func record(
        _ playback: ScenePlayback, duration: TimeInterval? = nil, checkingStop: () throws -> Void = {}
    ) throws -> MotionRecording {
        let framesPerSecond = playback.framesPerSecond
        if let duration, !(duration.isFinite && duration >= 0) { throw RecordError(description: "a recording of \(duration) s") }
        let timeline = try playback.measure(cap: duration ?? SceneTimeline.followCap)
        let length = duration ?? timeline.lengthToFollow
        guard length * framesPerSecond <= Double(frameLimit) else {
            throw RecordError(description: "a recording of \(length) s at \(framesPerSecond) frames a second is too long to keep")
        }
        let count = Int((length * framesPerSecond - 1e-9).rounded(.up))
        var frames: [FrameSample] = []
        for frame in 0...Swift.max(count, 0) {
            if frame > 0 { playback.step() }
            try checkingStop()
            frames.append(FrameSample(frame: frame, time: playback.time, engine: playback.engine, root: playback.built.canvas))
        }
        return MotionRecording(animators: timeline.spans, frames: frames)
    }

    /// A recording that cannot be made, in a sentence.
    package struct RecordError: Error, CustomStringConvertible {
        package let description: String
    }
}
