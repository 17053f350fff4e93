import AnimKit
import Foundation

/// Springs by damping ratio side by side, 0.2 … 1.0, each over the same second.
@MainActor
struct SpringsDemo: DemoScene {
    static let name = "springs"
    static let summary = "damping ratios 0.2 … 1.0 side by side, UIKit's duration→stiffness solver"
    static let playTime: TimeInterval = 1.5
    static let ratios: [CGFloat] = [0.2, 0.4, 0.6, 0.8, 1.0]

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    private(set) var balls: [View] = []
    var focus: View { balls[0] }

    init() {
        canvas.backgroundColor = .white
        canvas.accessibilityIdentifier = "canvas"
        for (index, ratio) in SpringsDemo.ratios.enumerated() {
            let x = 120 + CGFloat(index) * 140
            let lane = View(frame: CGRect(x: x - 1, y: 60, width: 2, height: 380))
            lane.backgroundColor = Color(white: 0.9)
            let caption = Label(frame: CGRect(x: x - 50, y: 450, width: 100, height: 24))
            caption.text = String(format: "ζ = %.1f", ratio)
            caption.textAlignment = .center
            caption.textColor = .darkGray
            let ball = View(frame: CGRect(x: x - 20, y: 40, width: 40, height: 40))
            ball.accessibilityIdentifier = caption.text
            ball.tag = 61 + index
            ball.backgroundColor = .systemIndigo
            ball.layer.cornerRadius = 20
            canvas.addSubview(lane)
            canvas.addSubview(caption)
            canvas.addSubview(ball)
            balls.append(ball)
        }
    }

    func start() {
        for (ball, ratio) in zip(balls, SpringsDemo.ratios) {
            PropertyAnimator(duration: 1.2, dampingRatio: ratio) { ball.center.y = 300 }.startAnimation(afterDelay: 0.2)
        }
    }
}
