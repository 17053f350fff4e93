import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Model and presentation values")
struct ModelPresentationTests {
    @Test("setting a property in a block changes the model at once; the presentation follows the curve")
    func modelJumpsPresentationMoves() {
        let fixture = EngineFixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(duration: 2, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }

        animator.startAnimation()

        #expect(view.center == CGPoint(x: 105, y: 5))
        #expect(view.presentation.center == CGPoint(x: 5, y: 5))
        fixture.run(frames: 30)
        #expect(isApproximatelyEqual(view.presentation.center.x, 30))
        fixture.run(frames: 90)
        #expect(view.presentation.center == CGPoint(x: 105, y: 5))
    }

    @Test("blocks run when the animator starts, not when they are added")
    func blocksRunAtStart() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }

        #expect(view.alpha == 1)
        animator.startAnimation()

        #expect(view.alpha == 0)
        #expect(view.presentation.alpha == 1)
    }

    @Test("an ease-in-out move is sampled frame by frame on the curve")
    func easeInOutFrames() {
        let fixture = EngineFixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let curve = AnimationCurve.easeInOut.bezier
        PropertyAnimator(duration: 2, curve: .easeInOut) { view.center.x = 205 }.startAnimation()

        for frame in 1...120 {
            fixture.run(frames: 1)
            let expected = 5 + 200 * curve.progress(atFraction: Double(frame) / 120)
            #expect(isApproximatelyEqual(view.presentation.center.x, CGFloat(expected), tolerance: 1e-9), "frame \(frame)")
        }
    }

    @Test("frame, bounds, transform, alpha, colour and corner radius all animate through one path")
    func everyProperty() {
        let fixture = EngineFixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .red
        PropertyAnimator(duration: 1, curve: .linear) {
            view.frame = CGRect(x: 100, y: 100, width: 200, height: 150)
            view.alpha = 0.5
            view.backgroundColor = .blue
            view.layer.cornerRadius = 20
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }.startAnimation()

        fixture.run(frames: 30)

        let half = view.presentation
        #expect(isApproximatelyEqual(half.center, CGPoint(x: 125, y: 100)))
        #expect(isApproximatelyEqual(half.bounds.width, 150) && isApproximatelyEqual(half.bounds.height, 100))
        #expect(isApproximatelyEqual(half.alpha, 0.75))
        #expect(isApproximatelyEqual(half.cornerRadius, 10))
        #expect(isApproximatelyEqual(half.backgroundColor.red, 0.5) && isApproximatelyEqual(half.backgroundColor.blue, 0.5))
        #expect(isApproximatelyEqual(half.transform, CGAffineTransform(rotationAngle: .pi / 4)))
    }

    @Test("a write that leaves the value unchanged creates no animation")
    func unchangedWrite() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = View()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }

        animator.startAnimation()

        #expect(animator.animatedViews.isEmpty)
    }

    @Test("a half turn rotates through 90° instead of collapsing through a point")
    func halfTurn() {
        let fixture = EngineFixture()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        PropertyAnimator(duration: 1, curve: .linear) { view.transform = CGAffineTransform(rotationAngle: .pi) }.startAnimation()

        fixture.run(frames: 30)

        let components = AffineComponents(view.presentation.transform)
        #expect(isApproximatelyEqual(components.scaleX, 1) && isApproximatelyEqual(components.scaleY, 1))
        #expect(isApproximatelyEqual(components.rotation, .pi / 2))
    }

    @Test("hit-testing uses the presentation geometry while a view moves")
    func hitTestOnPresentation() {
        let fixture = EngineFixture()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(box)
        PropertyAnimator(duration: 1, curve: .linear) { box.center = CGPoint(x: 310, y: 10) }.startAnimation()

        fixture.run(frames: 30)

        #expect(root.hitTest(CGPoint(x: 160, y: 10)) === box)
        #expect(root.hitTest(CGPoint(x: 305, y: 10)) === root)
    }
}
