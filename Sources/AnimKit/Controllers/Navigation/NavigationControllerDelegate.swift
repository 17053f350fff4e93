import Foundation

extension NavigationController {
    /// What a push or pop is (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        /// Neither.
        case none
        /// A controller comes on top.
        case push
        /// The top controller goes.
        case pop
    }
}

/// Told as a navigation controller shows controllers, and asked for the animators of its pushes and pops (UIKit's
/// `UINavigationControllerDelegate`); every method defaults to nothing or `nil` (the standard slide).
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is shown.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator for `operation` from `fromVC` to `toVC`, or `nil` for the standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// What drives `animationController`'s transition by hand, or `nil`.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// Nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    {}
    /// Nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
    }
    /// `nil`: the standard slide.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the transition runs by itself.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// UIKit's name for a navigation controller's delegate.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate

/// A push or pop the delegate's animator runs: the animator, what drives it by hand, the controllers, and the
/// container under the bar.
@MainActor
struct CustomMove {
    let animator: any ViewControllerAnimatedTransitioning
    let interaction: (any ViewControllerInteractiveTransitioning)?
    let from: ViewController, to: ViewController
    let container: View
    let showing: Bool
}

extension NavigationController {
    /// The context of a push or pop run by the delegate's animator: the going view is put in a container under the
    /// bar, the animator puts the coming one there and animates; when it completes, the view that stays goes back
    /// under the bar. The coordinator takes the animator's duration.
    func customContext(_ move: CustomMove, coordinator: TransitionCoordinator, done: @escaping (Bool) -> Void) -> TransitionContext {
        let bounds = view.bounds, container = move.container, animator = move.animator
        let (from, to) = (move.from, move.to)
        let outgoing: View = from.view, incoming: View = to.view
        let context = TransitionContext(
            container: container, style: .fullScreen, animator: animator, interactive: move.interaction != nil,
            from: (from, moves: true, bounds, .zero), to: (to, moves: true, .zero, bounds)
        ) { [weak self] completed in
            let staying = completed ? incoming : outgoing
            (completed ? outgoing : incoming).removeFromSuperview()
            self?.view.insertSubview(staying, at: 0)
            container.removeFromSuperview()
            self?.endCoordination(coordinator, completed: completed)
            self?.endMove(from: from, to: to, completed: completed, showing: move.showing, animated: true)
            animator.animationEnded(completed)
            done(completed)
        }
        context.coordinator = coordinator
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        return context
    }

    /// Starts a push or pop run by the delegate's animator, in its container under the bar.
    func runCustom(_ context: TransitionContext, interaction: (any ViewControllerInteractiveTransitioning)?, pushing: Bool) {
        let container = context.containerView
        view.insertSubview(container, at: 0)
        if let outgoing = context.viewController(forKey: .from)?.view { container.addSubview(outgoing) }
        if let coordinator = context.coordinator {
            updateBar(movingWith: coordinator, pushing: pushing)
        } else {
            NavigationController.barsPreparingMoves.remove(ObjectIdentifier(self))
            updateBar()
        }
        context.start(drivenBy: interaction)
    }
}
