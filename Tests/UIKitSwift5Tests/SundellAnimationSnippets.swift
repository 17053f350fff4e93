import AnimKit
import Testing

// John Sundell's "Building a declarative animation framework in Swift" (2018), as written for UIKit with only
// the import changed, compiled in the Swift 5 language mode as such code is. Its `Animation` closures are
// plain `(UIView) -> Void` values that set view properties outside any actor: fine against UIKit, whose
// main-actor isolation is preconcurrency, and so it must be against AnimKit.

struct Animation {
    var duration: TimeInterval
    var closure: (UIView) -> Void
}

extension Animation {
    static func fadeIn(duration: TimeInterval = 0.3) -> Animation {
        return Animation(duration: duration, closure: { $0.alpha = 1 })
    }

    static func resize(to size: CGSize, duration: TimeInterval = 0.3) -> Animation {
        return Animation(duration: duration, closure: { $0.bounds.size = size })
    }
}

extension UIView {
    func animate(_ animations: [Animation]) {
        guard !animations.isEmpty else { return }
        var animations = animations
        let animation = animations.removeFirst()
        UIView.animate(
            withDuration: animation.duration,
            animations: {
                animation.closure(self)
            },
            completion: { _ in
                self.animate(animations)
            })
    }
}

@MainActor
@Suite("Sundell's declarative animations, Swift 5 mode")
struct SundellAnimationSnippets {
    @Test("a sequence of Animation values runs one after another: fade in, then resize")
    func animationsRunInSequence() async {
        let session = AnimationSession(clock: ManualClock())
        session.begin()
        defer { session.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.alpha = 0
        view.animate([.fadeIn(), .resize(to: CGSize(width: 200, height: 200))])
        for _ in 0..<20 {
            session.clock.advance(frames: 1)
            session.engine.tick()
        }
        #expect(view.presentation.alpha == 1)
        // The fade ended at 0.3 s and its completion started the resize, which is under way.
        #expect(view.presentation.bounds.width > 50 && view.presentation.bounds.width < 200)
        for _ in 0..<20 {
            session.clock.advance(frames: 1)
            session.engine.tick()
        }
        #expect(view.presentation.bounds.size == CGSize(width: 200, height: 200))
    }
}

/// Touch handling as Swift 5 UIKit code writes it: a recognizer subclass that sets its state, a view with touch methods.
final class Swift5InstantPan: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began { return }
        super.touchesBegan(touches, with: event)
        state = .began
    }
}

final class Swift5TouchView: UIView {
    var moved = CGPoint.zero
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let now = touch.location(in: self), before = touch.previousLocation(in: self)
        moved = CGPoint(x: moved.x + now.x - before.x, y: moved.y + now.y - before.y)
    }
}
