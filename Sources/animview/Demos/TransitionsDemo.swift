import AnimKit
import Foundation

/// UIView.transition on three cards (a flip, a curl, a cross dissolve), over a card with a layer border and shadow.
@MainActor
struct TransitionsDemo: DemoScene {
    static let name = "transitions"
    static let summary = "UIView.transition: flip from left, curl up, cross dissolve; a layer's border and shadow"
    static let playTime: TimeInterval = 2.2

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let flipCard = TransitionsDemo.card(x: 60, color: .systemBlue, text: "Front")
    let curlCard = TransitionsDemo.card(x: 310, color: .systemOrange, text: "Page 1")
    let fadeCard = TransitionsDemo.card(x: 560, color: .systemPurple, text: "Before")
    let shadowed = UIView(frame: CGRect(x: 250, y: 330, width: 300, height: 110))
    var focus: View { flipCard }

    init() {
        canvas.backgroundColor = UIColor(white: 0.95, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        shadowed.accessibilityIdentifier = "border and shadow"
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 16
        shadowed.layer.borderWidth = 3
        shadowed.layer.borderColor = UIColor.systemTeal.cgColor
        shadowed.layer.shadowColor = UIColor.black.cgColor
        shadowed.layer.shadowOpacity = 0.35
        shadowed.layer.shadowRadius = 12
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 8)
        let caption = UILabel(frame: CGRect(x: 6, y: 40, width: 288, height: 30))
        caption.text = "layer.borderWidth, shadowRadius"
        caption.textAlignment = .center
        shadowed.addSubview(caption)
        for view in [flipCard, curlCard, fadeCard, shadowed] { canvas.addSubview(view) }
    }

    static func card(x: CGFloat, color: UIColor, text: String) -> UIView {
        let card = UIView(frame: CGRect(x: x, y: 80, width: 180, height: 200))
        card.backgroundColor = color
        card.layer.cornerRadius = 14
        card.accessibilityIdentifier = text
        let label = UILabel(frame: CGRect(x: 0, y: 85, width: 180, height: 30))
        label.text = text
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        card.addSubview(label)
        return card
    }

    func start() {
        let flipLabel = flipCard.subviews[0] as? UILabel, curlLabel = curlCard.subviews[0] as? UILabel
        let fadeLabel = fadeCard.subviews[0] as? UILabel
        let flipCard = self.flipCard, curlCard = self.curlCard, fadeCard = self.fadeCard
        UIView.transition(with: flipCard, duration: 1.2, options: [.transitionFlipFromLeft]) {
            flipLabel?.text = "Back"
            flipCard.backgroundColor = .systemIndigo
        }
        UIView.transition(with: curlCard, duration: 1.2, options: [.transitionCurlUp, .curveEaseOut]) {
            curlLabel?.text = "Page 2"
            curlCard.backgroundColor = .systemRed
        } completion: { _ in
            UIView.transition(with: fadeCard, duration: 0.8, options: [.transitionCrossDissolve]) {
                fadeLabel?.text = "After"
                fadeCard.backgroundColor = .systemGreen
            }
        }
    }
}
