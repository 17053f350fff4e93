import AnimKit
import Foundation

/// Block API with repeat and autoreverse: tiles that turn, pulse and change colour
/// for as long as the window is open — the scene to measure frame pacing with.
@MainActor
struct SpinDemo: DemoScene {
    static let name = "spin"
    static let summary = "repeating block animations (.repeat, .autoreverse) that never stop: for measuring frame pacing"
    static let playTime: TimeInterval = 2

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    private(set) var tiles: [View] = []
    var focus: View { tiles[0] }

    init() {
        canvas.backgroundColor = Color(white: 0.1)
        canvas.accessibilityIdentifier = "canvas"
        for index in 0..<24 {
            let tile = View(frame: CGRect(x: 70 + CGFloat(index % 6) * 115, y: 60 + CGFloat(index / 6) * 105, width: 70, height: 70))
            tile.accessibilityIdentifier = "tile \(index)"
            tile.tag = 100 + index
            tile.layer.cornerRadius = index % 2 == 0 ? 12 : 0
            tile.backgroundColor = Color(red: 0.2 + 0.03 * CGFloat(index), green: 0.5, blue: 0.9 - 0.03 * CGFloat(index))
            canvas.addSubview(tile)
            tiles.append(tile)
        }
    }

    func start() {
        for (index, tile) in tiles.enumerated() {
            UIView.animate(
                withDuration: 1 + 0.05 * Double(index), delay: 0.02 * Double(index), options: [.repeat, .autoreverse, .curveEaseInOut]
            ) {
                tile.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.6, y: 0.6)
                tile.backgroundColor = .systemOrange
            }
        }
    }
}
