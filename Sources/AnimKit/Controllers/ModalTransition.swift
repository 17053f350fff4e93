import Foundation

/// One built-in presentation or dismissal: where the views go, what is told when, and the animation between.
///
/// A page sheet (`.automatic` on a phone) comes to rest 10 points below the window's
/// safe-area top with its top corners rounded by 10, over a black dimming view at 40 %,
/// while the presenter shrinks to leave 16 points each side, its top at the safe-area
/// top, its corners rounded — iOS 13's look. A full-screen presentation takes the
/// presenter's view out once it is covered, and tells the presenter it disappeared; a
/// sheet and `.overFullScreen` leave it, as UIKit does.
@MainActor
struct ModalTransition {
    let presenter: ViewController
    let presented: ViewController
    let window: Window

    private var style: ModalPresentationStyle { presented.modalPresentationStyle.resolved }

    /// Where the presented view rests in the window.
    private var restingFrame: CGRect {
        let bounds = window.bounds
        guard style == .pageSheet else { return bounds }
        let top = window.safeAreaInsets.top + 10
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The presenter's look behind a sheet: shrunk to leave 16 points each side, its top at the safe-area top.
    private var shrunkPresenter: CGAffineTransform {
        let bounds = window.bounds
        guard bounds.width > 32 else { return .identity }
        let scale = (bounds.width - 32) / bounds.width
        let lift = window.safeAreaInsets.top - bounds.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)
    }

    /// Presents (`presenting`) or dismisses, animated or at once — through the transitioning delegate's animator if it
    /// gives one — then calls `done` with whether it completed.
    func run(presenting: Bool, animated: Bool, done: @escaping (Bool) -> Void) {
        let delegate = presented.transitioningDelegate
        let custom =
            presenting
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
            : delegate?.animationController(forDismissed: presented)
        if animated, let custom { return runCustom(custom, presenting: presenting, done: done) }
        let shown: View = presented.view, behind: View = presenter.view
        let covers = style == .fullScreen, sheet = style == .pageSheet
        // The controller going away is told first, then the one coming, at the start and at the end, as UIKit does.
        let told = covers ? (presenting ? [presenter, presented] : [presented, presenter]) : [presented]
        for controller in told { controller.beginAppearance(controller === presented ? presenting : !presenting, animated: animated) }
        if presenting {
            if sheet {
                let dimming = View(frame: window.bounds)
                dimming.backgroundColor = Color(white: 0, alpha: 0.4)
                dimming.alpha = 0
                window.addSubview(dimming)
                presented.dimmingView = dimming
                shown.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                shown.cornerRadius = 10
                shown.clipsToBounds = true
            }
            shown.frame = restingFrame
            window.addSubview(shown)
            shown.layoutIfNeeded()
            View.performWithoutAnimation { apply(presentedLook: false, shown: shown, behind: behind) }
        } else if covers, behind.superview == nil {
            window.insertSubview(behind, at: 0)
        }
        let finish = {
            if presenting && covers { behind.removeFromSuperview() }
            if !presenting {
                shown.removeFromSuperview()
                presented.dimmingView?.removeFromSuperview()
                presented.dimmingView = nil
            }
            for controller in told { controller.endAppearance(animated: animated) }
            done(true)
        }
        guard animated else {
            apply(presentedLook: presenting, shown: shown, behind: behind)
            return finish()
        }
        View.animate(
            withDuration: ViewController.presentationDuration, delay: 0, options: [.curveEaseInOut],
            animations: { apply(presentedLook: presenting, shown: shown, behind: behind) }, completion: { _ in finish() })
    }

    /// Sets the views as they are once presented (`presentedLook`) or before it (and after a dismissal).
    private func apply(presentedLook: Bool, shown: View, behind: View) {
        let resting = restingFrame
        switch presented.modalTransitionStyle {
        case .coverVertical:
            shown.frame = presentedLook ? resting : resting.offsetBy(dx: 0, dy: window.bounds.height - resting.minY)
        case .crossDissolve:
            shown.alpha = presentedLook ? 1 : 0
        case .flipHorizontal:
            shown.transform = presentedLook ? .identity : CGAffineTransform(scaleX: 0.001, y: 1)
        }
        guard style == .pageSheet else { return }
        presented.dimmingView?.alpha = presentedLook ? 1 : 0
        behind.transform = presentedLook ? shrunkPresenter : .identity
        behind.cornerRadius = presentedLook ? 10 : 0
    }
}
