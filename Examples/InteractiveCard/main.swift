// A drawer card dragged by a pan gesture, the fluid-interfaces way: the pan scrubs a
// paused animator through fractionComplete, and the release hands the finger's
// velocity to a spring that carries the card on, or back, from where it is.
import AnimKit
import AnimKitSDL

@MainActor
final class DrawerController {
    let canvas: UIView
    let card = UIView()
    let handle = UIView()
    let title = UILabel()
    let closedY: CGFloat, openY: CGFloat
    private var isOpen = false
    private var animator: UIViewPropertyAnimator?
    private var fractionAtStart: CGFloat = 0
    /// Whether a person has dragged or tapped the card: the scene's own motion then leaves it to them.
    private(set) var touched = false

    init(canvas: UIView) {
        self.canvas = canvas
        let size = canvas.bounds.size
        closedY = size.height - 60
        openY = 140
        card.frame = CGRect(x: 20, y: closedY, width: size.width - 40, height: size.height)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 18
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.accessibilityIdentifier = "card"
        handle.frame = CGRect(x: card.bounds.width / 2 - 30, y: 10, width: 60, height: 6)
        handle.backgroundColor = UIColor(white: 1, alpha: 0.6)
        handle.layer.cornerRadius = 3
        title.frame = CGRect(x: 20, y: 24, width: card.bounds.width - 40, height: 30)
        title.text = "Drag me up"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 20)
        card.addSubview(handle)
        card.addSubview(title)
        canvas.addSubview(card)
        card.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] recognizer in
                if let pan = recognizer as? UIPanGestureRecognizer { handlePan(pan) }
            })
        card.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.toggle() })
    }

    private var distance: CGFloat { closedY - openY }

    /// A fresh animator to the other end, paused, unless one is under way (then it is caught where it is).
    private func prepareAnimator() {
        touched = true
        if let animator, animator.state == .active { return }
        let target = isOpen ? closedY : openY
        let animator = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.85) {
            self.card.frame.origin.y = target
            self.title.alpha = self.isOpen ? 1 : 0.6
        }
        animator.addCompletion { [unowned self] position in
            if position == .end { isOpen.toggle() }
            title.text = isOpen ? "Drag me down" : "Drag me up"
            self.animator = nil
        }
        self.animator = animator
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            prepareAnimator()
            animator?.pauseAnimation()
            fractionAtStart = animator?.fractionComplete ?? 0
        case .changed:
            guard let animator else { return }
            let moved = pan.translation(in: canvas).y / distance * (isOpen ? 1 : -1)
            animator.fractionComplete = min(max(fractionAtStart + (animator.isReversed ? -moved : moved), 0), 1)
        case .ended, .cancelled:
            guard let animator else { return }
            let velocity = pan.velocity(in: canvas).y * (isOpen ? 1 : -1)
            // Flung back the way it came: reverse, and let the spring settle it where it started.
            let goingBack = velocity < -100 || (abs(velocity) <= 100 && animator.fractionComplete < 0.5)
            animator.isReversed = goingBack
            let remaining = max(1 - animator.fractionComplete, 0.01) * distance
            let relative = abs(velocity) / remaining
            let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: relative))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }

    func toggle() {
        prepareAnimator()
        animator?.startAnimation()
    }
}

var controllers: [DrawerController] = []
AnimView.preview(size: CGSize(width: 420, height: 640), name: "interactive card") { canvas in
    canvas.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let drawer = DrawerController(canvas: canvas)
    controllers = [drawer]
    // The scene's own motion, for the timeline: the card peeks up once, then settles back.
    // The intro allows interaction, so a drag may catch the card while it still moves.
    UIView.animate(withDuration: 0.5, delay: 0.3, options: [.curveEaseOut, .allowUserInteraction]) {
        drawer.card.frame.origin.y = drawer.closedY - 60
    } completion: { _ in
        // A card the person took hold of meanwhile stays where they left it.
        guard !drawer.touched else { return }
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [.allowUserInteraction]
        ) {
            drawer.card.frame.origin.y = drawer.closedY
        }
    }
}
