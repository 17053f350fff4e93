import AnimKit
import Foundation

/// Three phones, one per family of view-controller transition, written as UIKit code: a card that zooms into its
/// detail (a custom presentation with an interruptible animator), a card over a dimming view that a drag dismisses
/// (a presentation controller and a percent-driven dismissal), and a push with the navigation delegate's own animator.
@MainActor
struct ControllersDemo: DemoScene {
    static let name = "controllers"
    static let summary = "view controllers: a card zooms into its detail, a card dragged down to dismiss, a custom push"
    static let playTime: TimeInterval = 3.2

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let zoomHome = ZoomHomeController()
    let cardHome = CardHomeController()
    let pushHome = PushHomeController()
    var focus: View { zoomHome.view }

    init() {
        canvas.backgroundColor = UIColor(white: 0.93, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        let captions = ["zoom from a card", "drag down to dismiss", "a custom push"]
        let roots: [UIViewController] = [zoomHome, cardHome, UINavigationController(rootViewController: pushHome)]
        for (index, root) in roots.enumerated() {
            let x = 26 + CGFloat(index) * 262
            let phone = UIWindow(frame: CGRect(x: x, y: 30, width: 224, height: 440))
            phone.layer.cornerRadius = 22
            phone.clipsToBounds = true
            phone.accessibilityIdentifier = captions[index]
            phone.rootViewController = root
            canvas.addSubview(phone)
            phone.makeKeyAndVisible()
            let caption = UILabel(frame: CGRect(x: x, y: 474, width: 224, height: 20))
            caption.text = captions[index]
            caption.textAlignment = .center
            caption.font = .systemFont(ofSize: 13)
            caption.textColor = .secondaryLabel
            canvas.addSubview(caption)
        }
    }

    func start() {
        zoomHome.run()
        cardHome.run()
        pushHome.run()
    }
}

/// A button as a coloured card, its title white and bold.
@MainActor
func demoCard(_ title: String, color: UIColor, frame: CGRect) -> UIView {
    let card = UIView(frame: frame)
    card.backgroundColor = color
    card.layer.cornerRadius = 16
    card.accessibilityIdentifier = title
    let label = UILabel(frame: card.bounds)
    label.text = title
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 17)
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    card.addSubview(label)
    return card
}

/// Four cards; a tap on one, or the scene's own at 0.3 s, zooms it into its detail, which zooms back 1.2 s later.
final class ZoomHomeController: UIViewController {
    private var cards: [UIView] = []
    private let zoom = ZoomTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemPink, .systemTeal]
        for (index, color) in colors.enumerated() {
            let frame = CGRect(x: 16 + CGFloat(index % 2) * 100, y: 40 + CGFloat(index / 2) * 130, width: 92, height: 118)
            let card = demoCard(["Lake", "Dunes", "Bloom", "Reef"][index], color: color, frame: frame)
            card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.open(card) })
            view.addSubview(card)
            cards.append(card)
        }
    }

    /// The scene's own tap: the first card pressed, then opened.
    func run() {
        guard let card = cards.first else { return }
        UIView.animate(withDuration: 0.15, delay: 0.3, options: [.curveEaseOut]) {
            card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        } completion: { _ in
            card.transform = .identity
            self.open(card)
        }
    }

    private func open(_ card: UIView) {
        guard presentedViewController == nil else { return }
        let detail = ZoomDetailController(title: card.accessibilityIdentifier ?? "", color: card.backgroundColor ?? .systemBlue)
        zoom.card = card
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = zoom
        present(detail, animated: true)
    }
}

/// The detail a card opens into: the card's colour across the top, a title, and text; it closes itself after a while.
final class ZoomDetailController: UIViewController {
    private let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let header = demoCard(title ?? "", color: color, frame: .zero)
        header.layer.cornerRadius = 0
        let text = UILabel()
        text.text = "Opened from its card by a custom presentation."
        text.numberOfLines = 0
        text.font = .systemFont(ofSize: 14)
        for part in [header, text] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.45),
            text.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3, delay: 0.9, options: []) {
            self.view.backgroundColor = .secondarySystemBackground
        } completion: { _ in
            self.dismiss(animated: true)
        }
    }
}
