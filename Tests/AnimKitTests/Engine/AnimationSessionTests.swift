import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Animation sessions")
struct AnimationSessionTests {
    @Test("a session serves UIKit-style calls while current and puts back the engine from before when it ends")
    func currentAndRestored() {
        let before = AnimationEngine.shared
        let session = AnimationSession(clock: ManualClock())
        #expect(!session.isCurrent)
        session.begin()
        #expect(AnimationEngine.shared === session.engine)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        #expect(session.engine.liveAnimators.count == 1)
        session.end()
        #expect(AnimationEngine.shared === before)
        #expect(session.engine.liveAnimators.isEmpty)
    }

    @Test("ending a session ends its animations where they are, with no completions, and frees the scene")
    func endFreesTheScene() {
        weak var weakView: UIView?
        var completions = 0
        let session = AnimationSession(clock: ManualClock())
        session.run { session in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            weakView = view
            UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { _ in completions += 1 })
            session.clock.advance(frames: 30)
            session.engine.tick()
            #expect(view.presentation.center.x > 5 && view.presentation.center.x < 100)
        }
        #expect(weakView == nil)
        #expect(completions == 0)
    }

    @Test("sessions nest: the inner one ending makes the outer one current again")
    func nesting() {
        let outer = AnimationSession(clock: ManualClock())
        outer.run { outer in
            let inner = AnimationSession(clock: ManualClock())
            inner.run { inner in #expect(inner.isCurrent && !outer.isCurrent) }
            #expect(outer.isCurrent)
        }
    }
}
