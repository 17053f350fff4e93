import AnimKit
import Foundation

/// Retargeting mid-flight: each click sends the ball somewhere new, additively — no jump in position or speed.
@MainActor
struct InterruptDemo: DemoScene {
    static let name = "interrupt"
    static let summary = "click anywhere: the ball retargets mid-flight, additively (no jump in position or speed)"
    static let playTime: TimeInterval = 2

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let ball = View(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
    var focus: View { ball }

    init() {
        canvas.backgroundColor = Color(hex: 0x1E2230)
        canvas.accessibilityIdentifier = "canvas"
        ball.accessibilityIdentifier = "ball"
        ball.tag = 81
        ball.backgroundColor = .systemYellow
        ball.layer.cornerRadius = 30
        canvas.addSubview(ball)
    }

    func start() {
        tap(at: CGPoint(x: 680, y: 380))
    }

    func tap(at point: CGPoint) {
        let ball = self.ball
        UIView.animate(withDuration: 1.2, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: { ball.center = point })
    }
}
