import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Records what a begin/commit delegate hears.
@MainActor
final class StopRecorder: AnimationTransactionDelegate {
    var stops: [(id: String?, finished: Bool)] = []
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        stops.append((animationID, finished))
    }
}

@MainActor
@Suite("Begin/commit transactions and animateViews")
struct TransactionTests {
    @Test("changes between begin and commit animate with the bracket's settings; the delegate hears the stop")
    func bracket() {
        let fixture = EngineFixture()
        let view = UIView()
        let delegate = StopRecorder()

        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(delegate)
        view.alpha = 0
        UIView.commitAnimations()

        #expect(view.alpha == 0 && view.presentation.alpha == 1)
        fixture.run(frames: 90)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 60)
        #expect(delegate.stops.count == 1)
        #expect(delegate.stops.first?.id == "fade" && delegate.stops.first?.finished == true)
    }

    @Test("the default duration is UIKit's 0.2 s with ease-in-out")
    func defaults() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()

        fixture.run(frames: 6)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
        fixture.run(frames: 6)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("brackets nest; nothing starts until the outermost commit, and each keeps its own settings")
    func nesting() {
        let fixture = EngineFixture()
        let outer = UIView(), inner = UIView()

        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        outer.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        inner.alpha = 0
        UIView.commitAnimations()
        #expect(fixture.engine.liveAnimators.isEmpty)
        UIView.commitAnimations()

        #expect(fixture.engine.liveAnimators.count == 2)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(outer.presentation.alpha, 0.5))
        #expect(isApproximatelyEqual(inner.presentation.alpha, 0.75))
    }

    @Test("repeat count and autoreverse apply to the bracket")
    func repeats() {
        let fixture = EngineFixture()
        let view = UIView()

        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()

        fixture.run(frames: 90)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5, tolerance: 1e-9))
        fixture.run(frames: 149)
        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(frames: 1)
        #expect(view.presentation.alpha == 0)
    }

    @Test("a commit with no open bracket, and settings outside one, are ignored")
    func unbalanced() {
        let fixture = EngineFixture()

        UIView.setAnimationDuration(3)
        UIView.commitAnimations()

        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("animateViews: defaults for everything, a non-escaping block, a completion")
    func animateViewsWrapper() {
        let fixture = EngineFixture()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        var finished: Bool?

        animateViews {
            card.center.y -= 40
        } completion: {
            finished = $0
        }

        #expect(card.center.y == 65)
        fixture.run(frames: 9)
        #expect(isApproximatelyEqual(card.presentation.center.y, 85))
        fixture.run(frames: 9)
        #expect(finished == true)
    }

    @Test("animateViews with every argument")
    func animateViewsArguments() {
        let fixture = EngineFixture()
        let view = UIView()

        animateViews(duration: 1, delay: 1, curve: .linear, animations: { view.alpha = 0 })

        fixture.run(frames: 90)
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.5))
    }

    @Test("a repeating begin/commit animation runs leg by leg, as UIView.animate's repeats: 3 round trips of 0.5 s are 6 legs")
    func repeatsLegByLeg() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(3)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()

        // 1.2 s into 3 s of motion: leg 2 (the third, forward again) and 0.4 of the way through it.
        fixture.run(seconds: 1.2)
        let animator = try #require(fixture.engine.liveAnimators.first)
        #expect(animator.repeatLegs == 6)
        #expect(animator.legDuration == 0.5)
        #expect(animator.repetition.leg == 2)
        #expect(isApproximatelyEqual(animator.repetition.fraction, 0.4, tolerance: 1e-9))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.6, tolerance: 1e-9))
        // Scrubbed by leg, as the previewer's bar does: the time fraction, not a curve across the legs.
        animator.pauseAnimation()
        animator.scrub(to: 0.25, ofLeg: 3)
        #expect(isApproximatelyEqual(animator.fractionComplete, 3.25 / 6, tolerance: 1e-12))
        #expect(isApproximatelyEqual(view.presentation.alpha, 0.25, tolerance: 1e-9))
    }
}
