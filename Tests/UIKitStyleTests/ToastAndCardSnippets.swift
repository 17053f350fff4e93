// UIKit-style code as iOS developers write it, compiled against AnimKit unchanged
// (only `import UIKit` became `import AnimKit`), and run on the manual clock.
import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Shows a toast: fade and rise in, wait, fade out, remove — nested block animations.
@MainActor
final class ToastPresenter {
    func show(_ toast: UIView, in container: UIView) {
        toast.alpha = 0
        toast.transform = CGAffineTransform(translationX: 0, y: 20)
        container.addSubview(toast)
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                toast.alpha = 1
                toast.transform = .identity
            }
        ) { _ in
            UIView.animate(
                withDuration: 0.25, delay: 2, options: .curveEaseIn,
                animations: {
                    toast.alpha = 0
                }
            ) { finished in
                if finished { toast.removeFromSuperview() }
            }
        }
    }
}

/// A card that pops in with a spring and wiggles with keyframes.
@MainActor
final class CardView: UIView {
    func popIn() {
        transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: [.allowUserInteraction],
            animations: {
                self.transform = .identity
            }, completion: nil)
    }

    func wiggle() {
        UIView.animateKeyframes(
            withDuration: 0.4, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    self.transform = CGAffineTransform(rotationAngle: .pi / 16)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                    self.transform = CGAffineTransform(rotationAngle: -.pi / 16)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                    self.transform = .identity
                }
            }, completion: nil)
    }
}

@MainActor
@Suite("UIKit-style snippets: blocks, springs, keyframes")
struct ToastAndCardSnippets {
    @Test("the toast fades in, waits two seconds, fades out and is removed")
    func toast() {
        let fixture = EngineFixture()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let toast = UILabel(frame: CGRect(x: 60, y: 400, width: 200, height: 40))
        toast.text = "Saved"

        ToastPresenter().show(toast, in: container)

        #expect(toast.superview === container)
        fixture.run(seconds: 0.25)
        #expect(toast.presentation.alpha == 1)
        #expect(toast.presentation.transform == .identity)
        fixture.run(seconds: 1.9)
        #expect(toast.presentation.alpha == 1)
        fixture.run(seconds: 0.35)
        #expect(toast.superview == nil)
    }

    @Test("the card springs past full size and settles on it")
    func popIn() {
        let fixture = EngineFixture()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))

        card.popIn()

        var largest: CGFloat = 0
        for _ in 0..<36 {
            fixture.run(frames: 1)
            largest = max(largest, card.presentation.transform.a)
        }
        #expect(largest > 1)
        #expect(card.presentation.transform == .identity)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }

    @Test("the wiggle turns one way, the other, and comes back")
    func wiggle() {
        let fixture = EngineFixture()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))

        card.wiggle()

        fixture.run(frames: 6)
        #expect(AffineComponents(card.presentation.transform).rotation > 0)
        fixture.run(frames: 9)
        #expect(AffineComponents(card.presentation.transform).rotation < 0)
        fixture.run(frames: 9)
        #expect(card.presentation.transform == .identity)
    }
}
