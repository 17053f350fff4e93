import AnimKit
import AnimKitSDL
import Foundation

/// A scene's motion — the animators that ran, with their timing, and every view's presentation values frame by frame,
/// the lines `animview sample` prints — and what moves otherwise in another recording, in words and numbers.
///
/// ```swift
/// let motion = try SceneMotion.record(toast)
/// let reference = try SceneMotion(jsonLines: String(contentsOf: goldenURL, encoding: .utf8))
/// #expect(motion.difference(from: reference) == [])
/// // ["animator toast · UIViewPropertyAnimator: damping ratio 0.8 → 0.6",
/// //  "toast.center.y: damping ratio 0.8 → 0.6; overshoot 4.1 → 9.3; ends at 120 (same); largest difference 12.3 at 0.200 s"]
/// ```
///
/// Recordings at different frame rates of one scene are the same motion: values are compared at the times both
/// sampled (see `animview diff`, which prints the same lines).
public struct SceneMotion: Sendable, Equatable {
    package let recording: MotionRecording

    package var samples: [FrameSample] { recording.frames }

    package init(recording: MotionRecording) {
        self.recording = recording
    }

    /// `scene` played on a virtual clock from 0 s for `duration` seconds — by default until every animator has ended —
    /// at `framesPerSecond`, with the animators that ran: their timing, their curve or spring, and what they moved.
    @MainActor
    public static func record(
        _ scene: AnimView.PreviewScene, duration: TimeInterval? = nil, framesPerSecond: Double = 60
    ) throws -> SceneMotion {
        let playback = try scene.playback(framesPerSecond: framesPerSecond)
        defer { playback.end() }
        do {
            return SceneMotion(recording: try MotionRecording.record(playback, duration: duration))
        } catch let error as MotionRecording.RecordError {
            throw TestClockError(description: error.description)
        }
    }

    /// A recording read back from its lines (``jsonLines``, or `animview sample`'s frames alone); what is not a
    /// recording — a line that is not a frame, a header's missing field, a newer version — is an error naming it.
    public init(jsonLines: String) throws {
        do {
            recording = try MotionRecording.decode(lines: jsonLines)
        } catch {
            throw TestClockError(description: "the recording is not one: \(error.description)")
        }
    }

    /// The recording as lines of JSON: a first line with the format's version and the animators, then one a frame, as
    /// `animview sample` prints them.
    public var jsonLines: String {
        recording.jsonLines
    }

    /// What moves otherwise here than in `reference`, a line per difference — an animator added, removed or retimed, a
    /// view only in one of them, a property that moves otherwise, led by what changed in the timing that moved it —;
    /// empty when the motion is the same.
    ///
    /// Values and times within `tolerance` of the reference's are the same (``MotionTolerance/exact`` by default).
    public func difference(from reference: SceneMotion, tolerance: MotionTolerance = .exact) -> [String] {
        MotionDiff(reference.recording.columns, recording.columns, tolerance: tolerance.diff).lines
    }
}
