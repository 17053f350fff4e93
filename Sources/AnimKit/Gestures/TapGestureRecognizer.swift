import Foundation

/// A click: the pointer goes down and up again within 10 points (also spelled `UITapGestureRecognizer`).
///
/// Discrete: the handlers are called once, with ``GestureRecognizer/State/recognized``.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture; 1 (the default) or more, each within 0.35 s of the last.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes; 1 (the default). A mouse's click is one finger, so a two-finger tap needs the
    /// mirrored second touch (the window's two-finger mode, the test API's `mirroredAround:`).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero
    private var taps = 0
    private var lastUp: TimeInterval = -.infinity
    /// The most fingers down at once during this tap.
    private var fingers = 0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if pointer.time - lastUp > 0.35 { taps = 0 }
        start = pointer.location
        fingers = Swift.max(fingers, self.touches.count)
    }

    /// A finger that moves more than 10 points is no tap: the gesture fails there and then, as UIKit's does, so that
    /// what waits for it to fail (a view's delayed `touchesBegan`, another recognizer) need not wait for the release.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let location = pointer.location
        guard state == .possible, hypot(location.x - start.x, location.y - start.y) > PanGestureRecognizer.threshold else { return }
        (taps, fingers) = (0, 0)
        state = .failed
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        let tapFingers = fingers
        fingers = 0
        guard tapFingers == Swift.max(numberOfTouchesRequired, 1) else {
            taps = 0
            state = .failed
            return
        }
        taps += 1
        lastUp = pointer.time
        guard taps >= Swift.max(numberOfTapsRequired, 1) else { return waitForNextTap() }
        taps = 0
        state = .recognized
    }

    override var awaitsMoreInput: Bool { super.awaitsMoreInput || (state == .possible && taps > 0) }

    /// Between taps: if the next does not come within 0.35 s (on the scene's clock), the gesture fails — and a
    /// recognizer that required this one to fail (a single tap under a double tap) recognises then.
    private func waitForNextTap() {
        let up = lastUp
        AnimationEngine.shared.perform(at: up + 0.35) { [weak self] in
            guard let self, self.lastUp == up, self.taps > 0, self.state == .possible else { return }
            self.taps = 0
            self.state = .failed
            if self.touches.isEmpty { self.finishIfDone() }
        }
    }
}

/// UIKit's name for a tap recognizer.
public typealias UITapGestureRecognizer = TapGestureRecognizer
