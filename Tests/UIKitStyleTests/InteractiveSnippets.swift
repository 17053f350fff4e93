import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A drawer opened by a pan gesture: the classic interruptible-animator pattern.
@MainActor
final class DrawerController {
    let drawer: UIView
    var animator: UIViewPropertyAnimator?
    private var fractionAtStart: CGFloat = 0

    init(drawer: UIView) {
        self.drawer = drawer
    }

    func panBegan() {
        if animator == nil || animator?.state == .inactive {
            animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
                self.drawer.frame.origin.y = 100
            }
            animator?.addCompletion { position in
                if position == .start { self.drawer.frame.origin.y = 500 }
            }
        }
        animator?.pauseAnimation()
        fractionAtStart = animator?.fractionComplete ?? 0
    }

    func panChanged(translation: CGFloat) {
        animator?.fractionComplete = fractionAtStart + translation / -400
    }

    func panEnded(velocity: CGFloat) {
        guard let animator else { return }
        animator.isReversed = velocity > 0
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
    }
}

/// A delegate for the begin/commit API, as older code writes it.
@MainActor
final class FadeCoordinator: AnimationTransactionDelegate {
    var stopped: [String] = []

    func fade(_ views: [UIView]) {
        UIView.beginAnimations("fade-all", context: nil)
        UIView.setAnimationDuration(0.4)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDelegate(self)
        for view in views { view.alpha = 0 }
        UIView.commitAnimations()
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        stopped.append(animationID ?? "")
    }
}

@MainActor
@Suite("UIKit-style snippets: interactive animators, transactions, running animators")
struct InteractiveSnippets {
    @Test("a pan drags the drawer, a fling upwards opens it")
    func drawerOpens() {
        let fixture = EngineFixture()
        let drawer = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 400))
        let controller = DrawerController(drawer: drawer)

        controller.panBegan()
        controller.panChanged(translation: -200)
        #expect(isApproximatelyEqual(drawer.presentation.frame.origin.y, 300, tolerance: 1e-6))
        controller.panEnded(velocity: -300)
        fixture.run(seconds: 0.5)

        #expect(drawer.presentation.frame.origin.y == 100)
        #expect(controller.animator?.state == .inactive)
    }

    @Test("a fling downwards closes the drawer, ending at .start")
    func drawerCloses() {
        let fixture = EngineFixture()
        let drawer = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 400))
        let controller = DrawerController(drawer: drawer)

        controller.panBegan()
        controller.panChanged(translation: -100)
        controller.panEnded(velocity: 250)
        fixture.run(seconds: 0.5)

        #expect(drawer.frame.origin.y == 500)
        #expect(drawer.presentation.frame.origin.y == 500)
    }

    @Test("begin/commit with a delegate object")
    func beginCommit() {
        let fixture = EngineFixture()
        let coordinator = FadeCoordinator()
        let views = [UIView(), UIView()]

        coordinator.fade(views)
        fixture.run(seconds: 0.4)

        #expect(views.allSatisfy { $0.presentation.alpha == 0 })
        #expect(coordinator.stopped == ["fade-all"])
    }

    @Test("runningPropertyAnimator with options, as UIKit code writes it")
    func runningAnimator() {
        let fixture = EngineFixture()
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var ended: UIViewAnimatingPosition?

        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, options: [.curveLinear, .allowUserInteraction],
            animations: {
                spinner.transform = spinner.transform.rotated(by: .pi / 2)
            },
            completion: { position in
                ended = position
            })

        #expect(animator.state == UIViewAnimatingState.active)
        fixture.run(seconds: 0.3)
        #expect(ended == .end)
    }

    @Test("UIKit's type names all resolve")
    func spellings() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let curve: UIView.AnimationCurve = .easeInOut
        let options: UIView.AnimationOptions = [.curveEaseIn, .repeat]
        let keyframes: UIView.KeyframeAnimationOptions = [.calculationModePaced]
        let cubic = UICubicTimingParameters(animationCurve: curve)
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0))
        let provider: UITimingCurveProvider = spring
        let color: UIColor = .systemBlue
        let font: UIFont = .systemFont(ofSize: 15)
        let alignment: NSTextAlignment = .center

        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: provider)

        #expect(options.curve == .easeIn && keyframes.calculationMode == .paced)
        #expect(cubic.animationCurve == .easeInOut)
        #expect(animator.state == .inactive && color.alpha == 1 && font.pointSize == 15 && alignment == .center)
    }
}
