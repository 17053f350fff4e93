import AnimKit
import Foundation

/// Prints an animation as lines of text, sampled on the manual clock: what `demo` shows until the window host exists.
@MainActor
struct TerminalTimeline {
    let engine: AnimationEngine
    let clock: ManualClock

    /// One line: time, the animator's state and fraction, and the view's presentation values.
    func line(animator: PropertyAnimator, view: View) -> String {
        let values = view.presentation
        let fraction = animator.fractionComplete
        let filled = Int((fraction * 20).rounded())
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
        let state = animator.state == .active ? (animator.isRunning ? "running" : "paused") : animator.state.description
        let scale = AffineComponents(values.transform).scaleX
        return String(
            format: "t=%5.2fs  tag %d %@  %-8@ %@ %.2f  center (%6.1f, %6.1f)  scale %.2f  %@",
            clock.now, animator.tag, view.name ?? "view", state, bar, fraction,
            Double(values.center.x), Double(values.center.y), scale, values.backgroundColor.description)
    }

    /// Ticks frame by frame for `seconds`, printing a line every `every` frames.
    func play(seconds: Double, every: Int, animator: PropertyAnimator, view: View, output: (String) -> Void) {
        let frames = Int((seconds * clock.framesPerSecond).rounded())
        output(line(animator: animator, view: view))
        for frame in 1...frames {
            clock.advance(frames: 1)
            engine.tick()
            if frame % every == 0 { output(line(animator: animator, view: view)) }
        }
    }
}
