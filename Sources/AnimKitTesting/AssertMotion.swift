import AnimKit
import AnimKitSDL
import Foundation
import Testing

/// Records `scene`'s motion and compares it with the recording at `reference` (a `.jsonl` file, as ``SceneMotion`` and
/// `animview render --format motion` write it); a difference is an issue of the test calling this, one line per animator
/// and per view and property, in words and numbers:
///
/// ```swift
/// @Test @MainActor func toastDrops() throws {
///     try assertMotion(of: toast, matches: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "toast.jsonl"))
/// }
/// // Issue: the motion of toast differs from toast.jsonl:
/// // toast.center.y: damping ratio 0.7 → 0.5; response 0.383 s → 0.296 s; overshoot 4.138 → 14.605; …
/// ```
///
/// With no file at `reference` the motion is recorded there and the test fails once, saying so (run it again); a file
/// that is not a recording fails the test with the line and field that are wrong. Values and times within `tolerance`
/// of the reference's pass.
@MainActor
public func assertMotion(
    of scene: AnimView.PreviewScene, matches reference: URL, tolerance: MotionTolerance = .exact, framesPerSecond: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    guard let failure = try motionFailure(of: scene, matches: reference, tolerance: tolerance, framesPerSecond: framesPerSecond)
    else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// What ``assertMotion(of:matches:tolerance:framesPerSecond:sourceLocation:)`` records as the test's issue, or `nil` when
/// the motion matches: with no file at `reference` the motion is recorded there first.
@MainActor
package func motionFailure(
    of scene: AnimView.PreviewScene, matches reference: URL, tolerance: MotionTolerance = .exact, framesPerSecond: Double = 60
) throws -> String? {
    let motion = try SceneMotion.record(scene, framesPerSecond: framesPerSecond)
    let name = reference.lastPathComponent
    guard FileManager.default.fileExists(atPath: reference.path) else {
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(motion.jsonLines.utf8).write(to: reference, options: .atomic)
        return "no reference motion at \(reference.path): recorded \(scene.name)'s there; run the test again"
    }
    let expected: SceneMotion
    do {
        expected = try SceneMotion(jsonLines: String(decoding: try Data(contentsOf: reference), as: UTF8.self))
    } catch {
        return "\(name): \(error)"
    }
    let lines = motion.difference(from: expected, tolerance: tolerance)
    return lines.isEmpty ? nil : "the motion of \(scene.name) differs from \(name):\n" + lines.joined(separator: "\n")
}
