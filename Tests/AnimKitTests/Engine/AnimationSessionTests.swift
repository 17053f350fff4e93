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

    /// Two scenes sought in turns, as a test compares a playback with a fresh one: each seek begins its session again.
    @Test("sessions begun in turns put back the engine from before the first when they end, however often each began again")
    func beganInTurns() {
        let before = AnimationEngine.shared
        let first = AnimationSession(clock: ManualClock()), second = AnimationSession(clock: ManualClock())
        first.begin()
        second.begin()
        first.begin()
        #expect(first.isCurrent)
        second.begin()
        second.end()
        #expect(first.isCurrent)
        first.end()
        #expect(AnimationEngine.shared === before)
    }

    @Test("a session begun again after the other ended without being current still ends on the engine from before")
    func otherEndedAside() {
        let before = AnimationEngine.shared
        let kept = AnimationSession(clock: ManualClock()), fresh = AnimationSession(clock: ManualClock())
        kept.begin()
        fresh.begin()
        kept.begin()
        fresh.end()
        #expect(kept.isCurrent)
        kept.end()
        #expect(AnimationEngine.shared === before)
    }
}
