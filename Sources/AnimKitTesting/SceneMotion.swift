import AnimKit
import AnimKitSDL
import Foundation

/// A scene's motion frame by frame — every view's presentation values and every live animator, the lines
/// `animview sample` prints — and what moves otherwise in another recording, in words and numbers.
///
/// ```swift
/// let motion = try SceneMotion.record(toast)
/// let reference = try SceneMotion(jsonLines: String(contentsOf: goldenURL, encoding: .utf8))
/// #expect(motion.difference(from: reference) == [])
/// // ["toast.center.y: overshoot 4.1 → 9.3; ends at 120 (same); largest difference 12.3 at 0.200 s"]
/// ```
///
/// Recordings at different frame rates of one scene are the same motion: values are compared at the times both
/// sampled (see `animview diff`, which prints the same lines).
public struct SceneMotion: Sendable, Equatable {
    package let samples: [FrameSample]

    package init(samples: [FrameSample]) {
        self.samples = samples
    }

    /// `scene` played on a virtual clock from 0 s for `duration` seconds — by default until every animator has ended —
    /// at `framesPerSecond`.
    @MainActor
    public static func record(
        _ scene: AnimView.PreviewScene, duration: TimeInterval? = nil, framesPerSecond: Double = 60
    ) throws -> SceneMotion {
        let playback = try scene.playback(framesPerSecond: framesPerSecond)
        defer { playback.end() }
        let length = try duration ?? playback.measure(cap: SceneTimeline.followCap).lengthToFollow
        guard length.isFinite, length >= 0, length * framesPerSecond <= 1_000_000 else {
            throw TestClockError(description: "a recording of \(length) s at \(framesPerSecond) frames a second is too long to keep")
        }
        // Up to the first frame at or after the end, so that the last motion is sampled.
        let frames = Int((length * framesPerSecond - 1e-9).rounded(.up))
        var samples: [FrameSample] = []
        for frame in 0...Swift.max(frames, 0) {
            if frame > 0 { playback.step() }
            samples.append(FrameSample(frame: frame, time: playback.time, engine: playback.engine, root: playback.built.canvas))
        }
        return SceneMotion(samples: samples)
    }

    /// A recording read back from its lines (`animview sample`'s, or ``jsonLines``); a line that is not a frame is an
    /// error naming it.
    public init(jsonLines: String) throws {
        do {
            samples = try FrameSample.decode(lines: jsonLines)
        } catch .notAFrame(let line) {
            throw TestClockError(description: "line \(line) of the recording is not a frame as `animview sample` writes one")
        } catch {
            throw TestClockError(description: "the recording holds no frames")
        }
    }

    /// The recording as lines of JSON, one a frame, as `animview sample` prints them.
    public var jsonLines: String {
        samples.map { $0.jsonLine + "\n" }.joined()
    }

    /// What moves otherwise here than in `reference`, a line per difference (a view only in one of them, or a property
    /// that moves otherwise); empty when the motion is the same.
    public func difference(from reference: SceneMotion) -> [String] {
        MotionDiff(reference.samples, samples).lines
    }
}
