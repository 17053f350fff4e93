import AnimKit
import Foundation

/// Prints a scene as lines of text, sampled on the manual clock: what `demo` shows until the window host exists.
@MainActor
struct TerminalTimeline {
    let engine: AnimationEngine
    let clock: ManualClock

    /// One line: time, the newest live animator's tag, state and fraction, and the focus view's presentation values.
    func line(focus view: View) -> String {
        let values = view.presentation
        let animator = engine.liveAnimators.last
        let fraction = animator?.fractionComplete ?? 0
        let filled = Int((fraction * 20).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        let state = animator.map { $0.state == .active ? ($0.isRunning ? "running" : "paused") : $0.state.description } ?? "idle"
        let tag = animator.map { "tag \($0.tag)" } ?? "      "
        let scale = AffineComponents(values.transform).scaleX
        return String(
            format: "t=%5.2fs  %@ %-8@ %@ %.2f  %@ center (%6.1f, %6.1f)  scale %.2f  %@",
            clock.now, tag, state, bar, fraction, view.accessibilityIdentifier ?? "view",
            Double(values.center.x), Double(values.center.y), scale, values.backgroundColor.description)
    }

    /// Ticks frame by frame for `seconds`, printing a line every `every` frames.
    func play(seconds: Double, every: Int, focus: View, output: (String) throws -> Void) rethrows {
        let frames = clock.frameCount(in: seconds)
        try output(line(focus: focus))
        for frame in 1...max(frames, 1) {
            clock.advance(frames: 1)
            engine.tick()
            if frame % every == 0 { try output(line(focus: focus)) }
        }
    }
}
