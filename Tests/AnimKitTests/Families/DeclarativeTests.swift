import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Declarative animations and tokens")
struct DeclarativeTests {
    func makeLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        label.alpha = 0
        return label
    }

    @Test("view.animate runs its animations one after another; a dropped token runs at once")
    func sequence() {
        let fixture = EngineFixture()
        let label = makeLabel()

        label.animate(.fadeIn(duration: 0.5, curve: .linear), .move(byX: 0, y: -50, duration: 1, curve: .linear))

        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(label.presentation.alpha, 0.5))
        #expect(label.presentation.center.y == 110)
        fixture.run(frames: 15)
        fixture.run(frames: 1)
        fixture.run(frames: 30)
        #expect(label.presentation.alpha == 1)
        #expect(isApproximatelyEqual(label.presentation.center.y, 110 - 50 * 31 / 60))
        fixture.run(seconds: 1)
        #expect(label.center.y == 60)
    }

    @Test("animate(inParallel:) runs them together; the group ends with the longest")
    func parallel() {
        let fixture = EngineFixture()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        button.alpha = 0
        var done = false

        let token = button.animate(inParallel: .fadeIn(duration: 1, curve: .linear), .scale(to: 2, duration: 2, curve: .linear))
        token.perform { done = true }

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(button.presentation.alpha, 0.5))
        #expect(isApproximatelyEqual(AffineComponents(button.presentation.transform).scaleX, 1.25))
        fixture.run(frames: 89)
        #expect(!done)
        fixture.run(frames: 1)
        #expect(done)
    }

    @Test("top-level animate runs views one after another: label, then button")
    func acrossViews() {
        let fixture = EngineFixture()
        let label = makeLabel()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        button.alpha = 0

        animate(label.animate(.fadeIn(duration: 1, curve: .linear)), button.animate(.fadeIn(duration: 1, curve: .linear)))

        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(label.presentation.alpha, 0.5))
        #expect(button.alpha == 0)
        fixture.run(frames: 31)
        fixture.run(frames: 30)
        #expect(button.alpha == 1)
        #expect(isApproximatelyEqual(button.presentation.alpha, 31.0 / 60))
    }

    @Test("a parallel group nests inside a sequence")
    func nested() {
        let fixture = EngineFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0

        view.animate(
            .fadeIn(duration: 1, curve: .linear),
            .parallel([.move(to: CGPoint(x: 105, y: 5), duration: 1, curve: .linear), .color(to: .red, duration: 0.5, curve: .linear)]),
            .rotate(by: .pi / 2, duration: 1, curve: .linear))

        fixture.run(frames: 60)
        #expect(view.presentation.alpha == 1)
        fixture.run(frames: 31)
        #expect(view.presentation.center.x > 5 && view.presentation.center.x < 105)
        fixture.run(seconds: 2)
        #expect(view.center == CGPoint(x: 105, y: 5))
        #expect(view.backgroundColor == .red)
        #expect(isApproximatelyEqual(AffineComponents(view.presentation.transform).rotation, .pi / 2))
    }

    @Test("a sequence reports progress by real time, not in fixed halves")
    func progressByTime() {
        let fixture = EngineFixture()
        let view = UIView()
        let token = view.animate(.fadeOut(duration: 0.2), .fadeIn(duration: 1.8))

        token.perform {}
        fixture.run(seconds: 0.2)

        #expect(token.duration == 2)
        #expect(isApproximatelyEqual(token.progress, 0.1))
        fixture.run(seconds: 1.8)
        fixture.run(frames: 2)
        #expect(token.progress == 1)
    }

    @Test("every preset, with its curve and delay, and a custom animation")
    func presets() {
        let fixture = EngineFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        view.animate(
            inParallel:
                .resize(to: CGSize(width: 30, height: 30), duration: 1, curve: .linear, delay: 0.5),
            Animation(duration: 1, curve: .easeIn) { $0.layer.cornerRadius = 8 })

        fixture.run(frames: 30)
        #expect(view.presentation.bounds.width == 10)
        #expect(isApproximatelyEqual(view.presentation.cornerRadius, CGFloat(8 * AnimationCurve.easeIn.bezier.progress(atFraction: 0.5))))
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.bounds.width, 20))
    }
}
