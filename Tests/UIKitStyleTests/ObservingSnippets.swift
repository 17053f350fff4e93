import AnimKit
import AnimKitTestSupport
import Testing

// Key-value observing of an animator, as UIKit code writes it: a token kept in a property, a handler
// with the animator and the change.

@MainActor
@Suite("observe(\\.state) and friends on UIViewPropertyAnimator")
struct ObservingSnippets {
    @Test("state, isRunning and isReversed changes reach the handler with their new and old values, in order")
    func stateChanges() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        var states: [UIViewAnimatingState] = []
        var running: [Bool] = []
        var reversedOld: [Bool?] = []
        let stateToken = animator.observe(\.state, options: [.new]) { _, change in
            if let state = change.newValue { states.append(state) }
        }
        let runningToken = animator.observe(\.isRunning, options: [.new, .initial]) { _, change in
            if let value = change.newValue { running.append(value) }
        }
        let reversedToken = animator.observe(\.isReversed, options: [.old, .new]) { _, change in reversedOld.append(change.oldValue) }

        animator.startAnimation()
        fixture.run(seconds: 0.25)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)

        #expect(states == [.active, .stopped, .inactive])
        #expect(running == [false, true, false])
        // Reversed while paused, and back when the finished animator returned to inactive (as UIKit resets it).
        #expect(reversedOld == [false, true])
        _ = (stateToken, runningToken, reversedToken)
    }

    @Test("fractionComplete is reported as the clock moves it; an invalidated or released token stops the calls")
    func fractionAndTokens() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var fractions: [Double] = []
        var released = 0
        let token = animator.observe(\.fractionComplete, options: [.new]) { _, change in fractions.append(change.newValue ?? -1) }
        var dropped: NSKeyValueObservation? = animator.observe(\.fractionComplete) { _, _ in released += 1 }
        animator.startAnimation()
        fixture.run(frames: 3)
        #expect(fractions.count == 3)
        #expect(abs((fractions.last ?? 0) - 3.0 / 60) < 1e-9)
        #expect(released == 3)

        dropped = nil
        token.invalidate()
        fixture.run(frames: 3)
        #expect(fractions.count == 3 && released == 3)
        #expect(dropped == nil)
    }

    @Test("a scene torn down (its session ended) tells its animators' observers nothing, as a freed animator tells no one")
    func tornDownQuietly() {
        let fixture = EngineFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.alpha = 0.5 }
        var running: [Bool] = []
        let token = animator.observe(\.isRunning, options: [.new]) { _, change in running.append(change.newValue ?? false) }
        animator.startAnimation()
        fixture.run(seconds: 0.5)
        #expect(running == [true])
        fixture.end()
        #expect(running == [true] && animator.state == .inactive)
        _ = token
    }
}
