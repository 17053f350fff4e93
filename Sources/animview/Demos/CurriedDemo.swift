import AnimKit
import Foundation

/// The curried builder, with a spring and with keyframes.
@MainActor
struct CurriedDemo: DemoScene {
    static let name = "curried"
    static let summary = "the curried builder: a spring drop, then a keyframed hop"
    static let playTime: TimeInterval = 3

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let ball = View(frame: CGRect(x: 200, y: 40, width: 70, height: 70))
    let hopper = View(frame: CGRect(x: 500, y: 360, width: 70, height: 70))
    var focus: View { ball }

    init() {
        canvas.backgroundColor = Color(hex: 0xF4F1EA)
        canvas.accessibilityIdentifier = "canvas"
        ball.accessibilityIdentifier = "ball"
        ball.tag = 41
        ball.backgroundColor = .systemRed
        ball.layer.cornerRadius = 35
        hopper.accessibilityIdentifier = "hopper"
        hopper.tag = 42
        hopper.backgroundColor = .systemGreen
        hopper.layer.cornerRadius = 12
        canvas.addSubview(ball)
        canvas.addSubview(hopper)
    }

    func start() {
        let ball = self.ball, hopper = self.hopper
        UIView.animate(withDuration: 1.2)
            .spring(damping: 0.35, initialVelocity: 0)
            .animations { ball.center.y = 395 }
            .completion { _ in
                UIView.animate(withDuration: 1.2)
                    .keyframes(.calculationModeCubic)
                    .animations {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { hopper.center = CGPoint(x: 600, y: 200) }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { hopper.center = CGPoint(x: 700, y: 395) }
                    }
                    .start()
            }
    }
}
