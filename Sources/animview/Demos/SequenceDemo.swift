import AnimKit
import Foundation

/// Declarative values as Sundell's article writes them: a label fades in and moves up, then a `UIButton(type: .system)` fades in (tokens across views), then a parallel group.
@MainActor
struct SequenceDemo: DemoScene {
    static let name = "sequence"
    static let summary = "declarative tokens: label fades in and rises, then the button; then a parallel group"
    static let playTime: TimeInterval = 3

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let title = Label(frame: CGRect(x: 200, y: 210, width: 400, height: 50))
    let button = UIButton(type: .system)
    let badge = View(frame: CGRect(x: 380, y: 380, width: 40, height: 40))
    var focus: View { title }

    init() {
        canvas.backgroundColor = .white
        canvas.accessibilityIdentifier = "canvas"
        title.accessibilityIdentifier = "title"
        title.text = "Welcome to animview"
        title.font = .boldSystemFont(ofSize: 30)
        title.textAlignment = .center
        title.alpha = 0
        button.frame = CGRect(x: 330, y: 290, width: 140, height: 44)
        button.accessibilityIdentifier = "button"
        button.setTitle("Get started", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        button.alpha = 0
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .systemPink
        badge.layer.cornerRadius = 20
        badge.alpha = 0
        for view in [title, button, badge] { canvas.addSubview(view) }
    }

    func start() {
        animate(
            title.animate(.fadeIn(duration: 0.6), .move(byX: 0, y: -50, duration: 0.6)),
            button.animate(.fadeIn(duration: 0.4)),
            badge.animate(
                inParallel: .fadeIn(duration: 0.5), .scale(to: 1.6, duration: 0.8, curve: .easeOut), .rotate(by: .pi / 4, duration: 0.8)))
    }
}
