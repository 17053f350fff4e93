import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A contact card's "press" feedback, chained by completions, then a navigation step.
@MainActor
final class ContactCardCell {
    let imageView = UIImageViewStandIn(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    var navigated = false

    func didTap() {
        let press = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) {
            self.imageView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        press.addCompletion { _ in
            let release = UIViewPropertyAnimator(duration: 0.1, curve: .easeIn) {
                self.imageView.transform = .identity
            }
            release.addCompletion { _ in self.navigated = true }
            release.startAnimation()
        }
        press.startAnimation()
    }
}

/// Stands in for a UIImageView: any view subclass animates the same way.
final class UIImageViewStandIn: UIView {}

@MainActor
@Suite("UIKit-style snippets: property animators chained by completions")
struct ChainSnippets {
    @Test("press dips to 0.9 with ease-out in 0.1 s, springs back with ease-in, then navigates — frame by frame")
    func pressBounce() {
        let fixture = EngineFixture()
        let cell = ContactCardCell()
        let easeOut = AnimationCurve.easeOut.bezier, easeIn = AnimationCurve.easeIn.bezier

        cell.didTap()

        for frame in 1...6 {
            fixture.run(frames: 1)
            let expected = 1 - 0.1 * easeOut.progress(atFraction: Double(frame) / 6)
            #expect(
                isApproximatelyEqual(cell.imageView.presentation.transform.a, CGFloat(expected), tolerance: 1e-9), "press frame \(frame)")
        }
        for frame in 1...6 {
            fixture.run(frames: 1)
            let expected = 0.9 + 0.1 * easeIn.progress(atFraction: Double(frame) / 6)
            #expect(
                isApproximatelyEqual(cell.imageView.presentation.transform.a, CGFloat(expected), tolerance: 1e-9), "release frame \(frame)")
        }
        #expect(cell.navigated)
        #expect(fixture.engine.liveAnimators.isEmpty)
    }
}
