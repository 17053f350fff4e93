import AnimKit
import Foundation

/// Property animators chained by completions: a contact card's image dips to 0.9
/// with ease-out, springs back with ease-in, then the next card slides in.
@MainActor
struct BounceDemo: DemoScene {
    static let name = "bounce"
    static let summary = "animators chained by completions: press, release, then navigate to the next card"
    static let playTime: TimeInterval = 1

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let card = View(frame: CGRect(x: 250, y: 100, width: 300, height: 300))
    let image = View(frame: CGRect(x: 90, y: 40, width: 120, height: 120))
    let nextCard = View(frame: CGRect(x: 850, y: 100, width: 300, height: 300))
    let name = Label(frame: CGRect(x: 20, y: 180, width: 260, height: 40))
    let detail = Label(frame: CGRect(x: 20, y: 220, width: 260, height: 30))
    var focus: View { image }

    init() {
        canvas.backgroundColor = Color(white: 0.95)
        canvas.accessibilityIdentifier = "canvas"
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        image.accessibilityIdentifier = "image"
        image.tag = 2
        image.layer.cornerRadius = 60
        image.backgroundColor = .systemIndigo
        nextCard.accessibilityIdentifier = "next card"
        nextCard.tag = 3
        nextCard.backgroundColor = .systemTeal
        nextCard.layer.cornerRadius = 16
        name.text = "Ada Lovelace"
        name.font = .boldSystemFont(ofSize: 26)
        name.textAlignment = .center
        detail.text = "Analyst · tap the photo"
        detail.font = .systemFont(ofSize: 16)
        detail.textColor = .systemGray
        detail.textAlignment = .center
        canvas.addSubview(card)
        card.addSubview(image)
        card.addSubview(name)
        card.addSubview(detail)
        canvas.addSubview(nextCard)
    }

    func start() {
        let press = PropertyAnimator(duration: 0.1, curve: .easeOut) { [image] in
            image.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        press.addCompletion { [image, nextCard, card] _ in
            let release = PropertyAnimator(duration: 0.1, curve: .easeIn) { image.transform = .identity }
            release.addCompletion { _ in
                PropertyAnimator(duration: 0.35, curve: .easeInOut) {
                    card.center.x -= 600
                    nextCard.center.x = 400
                }.startAnimation()
            }
            release.startAnimation()
        }
        press.startAnimation()
    }
}
