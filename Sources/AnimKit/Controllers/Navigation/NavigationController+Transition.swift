import Foundation

extension NavigationController {
    /// Moves from `from` to `to`: a push slides `to` in from the right over `from`, which moves a third left under a
    /// shadow; a pop the reverse. The appearance calls go out as UIKit's do when the stack is showing.
    func move(from: ViewController, to: ViewController, pushing: Bool, animated: Bool, done: @escaping () -> Void) {
        let bounds = view.bounds, width = bounds.width
        let showing = appearance == .appeared
        // The view loads first (viewDidLoad before viewWillAppear, as in UIKit).
        let incoming: View = to.view, outgoing: View = from.view
        if showing {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        incoming.frame = bounds
        let dim = View(frame: bounds)
        dim.backgroundColor = Color(white: 0, alpha: 0.1)
        dim.isUserInteractionEnabled = false
        shadowView = dim
        // The one underneath is below the shadow, the one on top above it; the bar stays over both.
        let (under, over) = pushing ? (outgoing, incoming) : (incoming, outgoing)
        view.insertSubview(under, at: 0)
        view.insertSubview(dim, at: 1)
        view.insertSubview(over, at: 2)
        incoming.layoutIfNeeded()
        updateBar()
        let finish = { [weak self] in
            outgoing.removeFromSuperview()
            dim.removeFromSuperview()
            if self?.shadowView === dim { self?.shadowView = nil }
            if showing {
                from.endAppearance(animated: animated)
                to.endAppearance(animated: animated)
            }
            done()
        }
        let offStage = CGAffineTransform(translationX: width, y: 0), aside = CGAffineTransform(translationX: -width / 3, y: 0)
        View.performWithoutAnimation {
            over.transform = pushing ? offStage : .identity
            under.transform = pushing ? .identity : aside
            dim.alpha = pushing ? 0 : 1
        }
        let end = {
            over.transform = pushing ? .identity : offStage
            under.transform = pushing ? aside : .identity
            dim.alpha = pushing ? 1 : 0
        }
        guard animated else {
            end()
            outgoing.transform = .identity
            return finish()
        }
        View.animate(
            withDuration: NavigationController.pushDuration, delay: 0, options: [.curveEaseOut], animations: end,
            completion: { _ in
                outgoing.transform = .identity
                finish()
            })
    }

    /// Shows the top controller's title, and a back button titled with the one under it.
    func updateBar() {
        guard let top = topViewController else { return navigationBar.show(title: nil, back: nil) }
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let back = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        navigationBar.show(title: top.navigationItem.title ?? top.title, back: top.navigationItem.hidesBackButton ? nil : back)
    }
}

extension ViewController {
    /// The navigation controller this controller is in (its nearest parent that is one).
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
