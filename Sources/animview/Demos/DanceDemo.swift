import AnimKit
import Foundation

/// The "dance" scene: a circle grows to 1.5×, moves to the centre and turns blue with
/// ease-in-out over 2 s after a short delay, and its completion turns the background green.
@MainActor
struct DanceDemo {
    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let circle = View(frame: CGRect(x: 40, y: 40, width: 80, height: 80))

    /// Builds the views and starts the animator on `engine`.
    func start(on engine: AnimationEngine) -> PropertyAnimator {
        canvas.backgroundColor = .white
        canvas.name = "canvas"
        circle.name = "circle"
        circle.tag = 7
        circle.cornerRadius = 40
        circle.backgroundColor = .systemOrange
        canvas.addSubview(circle)

        let animator = PropertyAnimator(duration: 2, timingParameters: CubicTimingParameters(animationCurve: .easeInOut), engine: engine)
        animator.name = "dance"
        animator.addAnimations { [circle, canvas] in
            circle.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            circle.center = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
            circle.backgroundColor = .systemBlue
        }
        animator.addCompletion { [canvas] _ in canvas.backgroundColor = .systemGreen }
        animator.startAnimation(afterDelay: 0.5)
        return animator
    }
}
