import AnimKit
import Foundation

/// Tagged chain: a circle grows to 1.5×, moves to the centre and turns blue with
/// ease-in-out over 2 s after a delay; its completion turns the background green.
@MainActor
struct DanceDemo: DemoScene {
    static let name = "dance"
    static let summary = "a tagged chain: grow, move to the centre, turn blue; the completion turns the background green"
    static let playTime: TimeInterval = 3

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let circle = View(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
    var focus: View { circle }

    init() {
        canvas.backgroundColor = .white
        canvas.accessibilityIdentifier = "canvas"
        circle.accessibilityIdentifier = "circle"
        circle.tag = 7
        circle.layer.cornerRadius = 40
        circle.backgroundColor = .systemOrange
        canvas.addSubview(circle)
    }

    func start() {
        let canvas = self.canvas
        circle.dance.animate(duration: 2, curve: .easeInOut) {
            $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            $0.center = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
            $0.backgroundColor = .systemBlue
        }.addCompletion { _ in
            canvas.backgroundColor = .systemGreen
        }.start(after: 0.5)
    }
}
