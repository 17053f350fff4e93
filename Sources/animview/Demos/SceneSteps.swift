import AnimKit
import Foundation

/// Runs each of `steps` at its time on the scene clock: each waits behind an animation too small to see on
/// `carrier`'s alpha (a delay is how a scene waits), one that lets touches through, so the scene can be scrolled and
/// tapped meanwhile.
@MainActor
func runSteps(_ steps: [(time: TimeInterval, action: () -> Void)], carriedBy carrier: UIView) {
    for (index, step) in steps.enumerated() {
        UIView.animate(withDuration: 0.01, delay: step.time, options: [.allowUserInteraction]) {
            carrier.alpha = 1 - 0.0001 * CGFloat(index + 1)
        } completion: { _ in
            step.action()
        }
    }
}
