import AnimKit
import Foundation

/// A few thousand small views animating at once; the inspector's footer shows the frame time.
@MainActor
struct StressDemo: DemoScene {
    static let name = "stress"
    static let summary = "2 000 small views turning and drifting at once: watch fps and frame time in the footer"
    static let playTime: TimeInterval = 1
    static let count = 2000

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    private(set) var specks: [View] = []
    var focus: View { specks[0] }

    init() {
        canvas.backgroundColor = .black
        canvas.accessibilityIdentifier = "canvas"
        for index in 0..<StressDemo.count {
            let column = CGFloat(index % 50), row = CGFloat(index / 50)
            let speck = View(frame: CGRect(x: 10 + column * 15.6, y: 10 + row * 12, width: 10, height: 7))
            speck.backgroundColor = Color(red: column / 50, green: 0.4 + row / 100, blue: 1 - column / 60, alpha: 0.8)
            canvas.addSubview(speck)
            specks.append(speck)
        }
    }

    func start() {
        for (index, speck) in specks.enumerated() {
            UIView.animate(withDuration: 1 + Double(index % 7) * 0.1, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
                speck.transform = CGAffineTransform(rotationAngle: .pi / 2)
                speck.center.y += 20
            }
        }
    }
}
