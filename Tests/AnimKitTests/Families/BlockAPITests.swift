import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Block API: UIView.animate and friends")
struct BlockAPITests {
    func square(tag: Int = 0) -> UIView {
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        view.tag = tag
        return view
    }

    @Test("the block changes the model now; the presentation eases in and out; completion gets finished = true")
    func basic() {
        let fixture = EngineFixture()
        let view = square(tag: 3)
        var finished: [Bool] = []

        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { finished.append($0) })

        #expect(view.center.x == 100 && view.presentation.center.x == 0)
        #expect(fixture.engine.liveAnimators.map(\.tag) == [3])
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(100 * AnimationCurve.easeInOut.bezier.progress(atFraction: 0.25))))
        fixture.run(frames: 45)
        #expect(finished == [true])
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("delay and curve come from the arguments and options")
    func delayAndCurve() {
        let fixture = EngineFixture()
        let view = square()

        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveEaseIn]) { view.alpha = 0 }

        fixture.run(frames: 30)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.alpha, CGFloat(1 - AnimationCurve.easeIn.bezier.progress(atFraction: 0.5))))
    }

    @Test("the spring variant uses UIKit's damping-ratio spring with velocity relative to the distance")
    func spring() {
        let fixture = EngineFixture()
        let view = square()
        let curve = SpringCurve(dampingRatio: 0.5, duration: 1, initialVelocity: 2)

        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
            animations: { view.center.x = 100 })

        fixture.run(frames: 12)
        #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(100 * curve.value(at: 0.2))))
    }

    @Test("duration 0 applies at once and calls the completion on the next tick, never synchronously")
    func zeroDuration() {
        let fixture = EngineFixture()
        let view = square()
        var finished: Bool?

        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { finished = $0 })

        #expect(view.presentation.alpha == 0.2)
        #expect(finished == nil)
        #expect(fixture.engine.liveAnimators.isEmpty)
        fixture.run(frames: 1)
        #expect(finished == true)
    }

    @Test("a block that changes nothing animatable completes on the next tick, not after its duration")
    func nothingToAnimate() {
        let fixture = EngineFixture()
        var finished: Bool?

        UIView.animate(withDuration: 5, animations: {}, completion: { finished = $0 })

        #expect(finished == nil)
        fixture.run(frames: 1)
        #expect(finished == true)
    }

    @Test("a nested block joins the enclosing one: same animator, its duration and curve, its completion at the end")
    func nestedInherits() {
        let fixture = EngineFixture()
        let a = square(), b = square()
        var innerDone = false

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                a.center.x = 100
                UIView.animate(withDuration: 5, animations: { b.center.x = 100 }, completion: { _ in innerDone = true })
            })

        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(b.presentation.center.x, 50))
        fixture.run(frames: 30)
        #expect(innerDone)
    }

    @Test("overrideInheritedDuration keeps the nested duration but the enclosing curve")
    func nestedOverride() {
        let fixture = EngineFixture()
        let a = square(), b = square()

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                a.center.x = 100
                UIView.animate(
                    withDuration: 2, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn], animations: { b.center.x = 100 })
            })

        #expect(fixture.engine.liveAnimators.count == 2)
        fixture.run(frames: 60)
        #expect(isApproximatelyEqual(b.presentation.center.x, 50))
    }

    @Test("repeat with autoreverse swings back and forth until stopped")
    func repeatAutoreverse() {
        let fixture = EngineFixture()
        let view = square()

        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) { view.center.x = 100 }

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.center.x, 50, tolerance: 1e-6))
        fixture.run(frames: 60)
        #expect(isApproximatelyEqual(view.presentation.center.x, 50, tolerance: 1e-6))
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.center.x, 0, tolerance: 1e-6))
        fixture.run(seconds: 60)
        #expect(fixture.engine.liveAnimators.count == 1)
    }

    @Test("autoreverse without repeat goes there and back once, then shows the model value")
    func autoreverseOnce() {
        let fixture = EngineFixture()
        let view = square()
        var finished = false

        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.center.x = 100 },
            completion: { _ in finished = true })

        fixture.run(frames: 90)
        #expect(isApproximatelyEqual(view.presentation.center.x, 50))
        fixture.run(frames: 29)
        #expect(!finished)
        fixture.run(frames: 1)
        #expect(finished)
        #expect(view.presentation.center.x == 100)
    }

    @Test("modifyAnimations repeats only its own changes; the block lasts as long as the longest repeat")
    func modifyAnimations() {
        let fixture = EngineFixture()
        let once = square(), twice = square()

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                once.center.x = 100
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { twice.center.x = 100 }
            })

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(once.presentation.center.x, 50))
        #expect(isApproximatelyEqual(twice.presentation.center.x, 50))
        fixture.run(frames: 60)
        #expect(once.presentation.center.x == 100)
        #expect(isApproximatelyEqual(twice.presentation.center.x, 50))
        fixture.run(frames: 149)
        #expect(fixture.engine.liveAnimators.count == 1)
        fixture.run(frames: 1)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("a fractional repeat count stops part-way and then shows the model value")
    func fractionalRepeat() {
        let fixture = EngineFixture()
        let view = square()

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: false) { view.center.x = 100 }
            })

        fixture.run(frames: 75)
        #expect(isApproximatelyEqual(view.presentation.center.x, 25, tolerance: 1e-6))
        fixture.run(frames: 15)
        #expect(view.presentation.center.x == 100)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("views moving without .allowUserInteraction ignore touches; with it they take them")
    func userInteraction() {
        let fixture = EngineFixture()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let blocked = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let allowed = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        root.addSubview(blocked)
        root.addSubview(allowed)

        UIView.animate(withDuration: 1) { blocked.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) { allowed.alpha = 0.5 }
        fixture.run(frames: 1)

        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 110, y: 10)) === allowed)
    }

    @Test("performWithoutAnimation applies its changes at once, even inside a block")
    func withoutAnimation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = square()

        UIView.animate(withDuration: 1) {
            view.center.x = 100
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }

        #expect(view.presentation.alpha == 0.5)
        #expect(view.presentation.center.x == 0)
    }
}
