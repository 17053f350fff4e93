import AnimKit
import Foundation

/// Begin/commit through animateViews with default arguments and a completion.
@MainActor
struct TransactionsDemo: DemoScene {
    static let name = "transactions"
    static let summary = "animateViews (begin/commit) with default arguments, then a second one from its completion"
    static let playTime: TimeInterval = 1.5

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let panel = View(frame: CGRect(x: 250, y: 520, width: 300, height: 160))
    let note = Label(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
    var focus: View { panel }

    init() {
        canvas.backgroundColor = Color(white: 0.2)
        canvas.accessibilityIdentifier = "canvas"
        panel.accessibilityIdentifier = "panel"
        panel.tag = 51
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 14
        note.text = "Saved to Photos"
        note.font = .boldSystemFont(ofSize: 20)
        note.textAlignment = .center
        panel.addSubview(note)
        canvas.addSubview(panel)
    }

    func start() {
        let panel = self.panel
        animateViews(duration: 0.5) {
            panel.center.y = 250
        } completion: { _ in
            animateViews(duration: 0.4, delay: 0.5, curve: .easeIn) { panel.alpha = 0.3 }
        }
    }
}
