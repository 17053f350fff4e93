/// The screen `animview bench tune` opens in play's window: a view controller as iOS code writes it, whose animations
/// have every kind of handle the window drags — a bar's start and end (a delay and a duration), keyframes' starts and ends, a
/// curve's control points and a spring — each given by literals.
enum TuneScene {
    static let source = """
        import UIKit
        import PlaygroundSupport

        final class TuneViewController: UIViewController {
            private let card = UIView()
            private let dot = UIView()
            private let badge = UIView()
            private let ball = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                card.accessibilityIdentifier = "card"
                card.backgroundColor = .systemIndigo
                card.frame = CGRect(x: 20, y: 20, width: 80, height: 50)
                card.layer.cornerRadius = 12
                dot.accessibilityIdentifier = "dot"
                dot.backgroundColor = .systemPink
                dot.frame = CGRect(x: 20, y: 100, width: 30, height: 30)
                dot.layer.cornerRadius = 15
                badge.accessibilityIdentifier = "badge"
                badge.backgroundColor = .systemTeal
                badge.frame = CGRect(x: 20, y: 180, width: 60, height: 40)
                ball.accessibilityIdentifier = "ball"
                ball.backgroundColor = .systemOrange
                ball.frame = CGRect(x: 20, y: 260, width: 40, height: 40)
                ball.layer.cornerRadius = 20
                for subview in [card, dot, badge, ball] {
                    view.addSubview(subview)
                }
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 1.0, delay: 0.2, options: [.curveLinear]) {
                    self.card.center.x = 300
                }
                UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        self.dot.center.x = 200
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        self.dot.center.y = 150
                    }
                }
                let slide = UIViewPropertyAnimator(duration: 1.0, controlPoint1: CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
                slide.addAnimations { self.badge.center.x = 300 }
                slide.startAnimation()
                UIView.animate(withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
                    self.ball.center.x = 300
                }
            }
        }

        let screen = TuneViewController()
        screen.preferredContentSize = CGSize(width: 400, height: 320)
        PlaygroundPage.current.liveView = screen

        """
}
