import AnimKit
import Foundation

/// Writes one JSON line per frame: the time, the input handled, every live animator, and every scene view's presentation values.
///
/// Only the scene is traced — the previewer's overlays never appear — so a trace
/// shows exactly what the animations did, frame by frame.
@MainActor
final class TraceWriter {
    private let handle: FileHandle

    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
            throw SDLError("TraceWriter", message: "cannot write the trace at \(url.path)")
        }
        self.handle = handle
    }

    func write(frame: Int, time: TimeInterval, engine: AnimationEngine, scene: View?, events: [String]) {
        let animators = engine.liveAnimators.map { animator in
            TraceLine.Animator(
                tag: animator.tag, state: animator.state.description, running: animator.isRunning,
                reversed: animator.isReversed, fraction: animator.fractionComplete)
        }
        let views = (scene?.subtree ?? []).enumerated().map { index, view in
            let values = view.presentation
            let parts = AffineComponents(values.transform)
            return TraceLine.ViewState(
                name: view.name ?? "view \(index)", x: Double(values.center.x), y: Double(values.center.y),
                width: Double(values.bounds.width), height: Double(values.bounds.height), alpha: Double(values.alpha),
                scale: parts.scaleX, rotation: parts.rotation, color: values.backgroundColor.description)
        }
        let line = TraceLine(frame: frame, time: time, events: events, animators: animators, views: views)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(line) else { return }
        handle.write(data + Data("\n".utf8))
    }
}

/// One frame of a trace.
struct TraceLine: Codable {
    struct Animator: Codable {
        let tag: Int
        let state: String
        let running: Bool
        let reversed: Bool
        let fraction: Double
    }

    struct ViewState: Codable {
        let name: String
        let x: Double, y: Double, width: Double, height: Double
        let alpha: Double, scale: Double, rotation: Double
        let color: String
    }

    let frame: Int
    let time: TimeInterval
    /// The input handled at the start of this frame, e.g. `"drag 312 532"`, `"key space"`.
    let events: [String]
    let animators: [Animator]
    let views: [ViewState]
}
