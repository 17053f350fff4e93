import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("The registry of live animators")
struct RegistryTests {
    @Test("live animators are listed in creation order and dropped as they complete")
    func creationOrder() {
        let fixture = EngineFixture()
        let a = View(), b = View(), c = View()
        a.tag = 1
        b.tag = 2
        c.tag = 3
        let first = PropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0 }
        let second = PropertyAnimator(duration: 2, curve: .linear) { b.alpha = 0 }
        let third = PropertyAnimator(duration: 3, curve: .linear) { c.alpha = 0 }

        third.startAnimation()
        first.startAnimation()
        second.startAnimation()

        #expect(fixture.engine.liveAnimators.map(\.tag) == [1, 2, 3])
        fixture.run(seconds: 1)
        #expect(fixture.engine.liveAnimators.map(\.tag) == [2, 3])
        fixture.run(seconds: 2)
        #expect(fixture.engine.liveAnimators.isEmpty)
        #expect(first.state == .inactive && second.state == .inactive && third.state == .inactive)
    }

    @Test("an animator is tagged by its first view, by the tag it was given, or else uniquely")
    func tags() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View()
        view.tag = 7
        let byView = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        byView.startAnimation()
        let given = PropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(), tag: 42)
        let untagged = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        let other = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        untagged.startAnimation()
        other.startAnimation()

        #expect(byView.tag == 7)
        #expect(given.tag == 42)
        #expect(untagged.tag < 0 && other.tag < 0 && untagged.tag != other.tag)
    }

    @Test("a stopped animator stays listed until it is finished")
    func stoppedStaysListed() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        animator.startAnimation()
        animator.stopAnimation(false)

        #expect(fixture.engine.liveAnimators.count == 1)
        animator.finishAnimation(at: .current)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("when all animations are over the registry is empty and the views and animators are freed")
    func releasesEverything() {
        let fixture = EngineFixture()
        weak var weakView: View?
        weak var weakAnimator: PropertyAnimator?
        do {
            let view = View()
            weakView = view
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
                view.center = CGPoint(x: 10, y: 10)
                view.backgroundColor = .blue
            }
            animator.addCompletion { _ in _ = view.alpha }
            weakAnimator = animator
            animator.startAnimation()
        }
        #expect(weakView != nil && weakAnimator != nil)

        fixture.run(seconds: 1)

        #expect(fixture.engine.liveAnimators.isEmpty)
        #expect(weakView == nil)
        #expect(weakAnimator == nil)
    }

    @Test("completions may start the next animator: a chain runs step by step")
    func chainedByCompletion() {
        let fixture = EngineFixture()
        let image = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var steps: [String] = []
        let press = PropertyAnimator(duration: 0.1, curve: .easeOut) { image.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        press.addCompletion { _ in
            steps.append("pressed")
            let release = PropertyAnimator(duration: 0.1, curve: .easeIn) { image.transform = .identity }
            release.addCompletion { _ in steps.append("released") }
            release.startAnimation()
        }
        press.startAnimation()

        fixture.run(frames: 6)
        #expect(steps == ["pressed"])
        #expect(isApproximatelyEqual(image.presentation.transform, CGAffineTransform(scaleX: 0.9, y: 0.9)))
        fixture.run(frames: 3)
        let halfway = AnimationCurve.easeIn.bezier.progress(atFraction: 0.5)
        #expect(isApproximatelyEqual(AffineComponents(image.presentation.transform).scaleX, 0.9 + 0.1 * halfway, tolerance: 1e-9))
        fixture.run(frames: 3)
        #expect(steps == ["pressed", "released"])
        #expect(image.presentation.transform == .identity)
    }

    @Test("cancelAll ends every animator where it is, without completions — repeating and non-interruptible ones too — and frees them")
    func cancelAll() {
        let fixture = EngineFixture()
        weak var weakAnimator: PropertyAnimator?
        weak var weakView: View?
        var completed = false
        do {
            let view = View()
            weakView = view
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.center.x = 100 },
                completion: { _ in completed = true })
            let stubborn = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            stubborn.isInterruptible = false
            stubborn.startAnimation()
            weakAnimator = stubborn
        }
        fixture.run(frames: 30)

        fixture.engine.cancelAll()
        fixture.run(frames: 1)

        #expect(fixture.engine.liveAnimators.isEmpty)
        #expect(!completed)
        #expect(fixture.errors.isEmpty)
        #expect(weakAnimator == nil)
        #expect(weakView == nil)
    }
}
