import Foundation

extension TabBarController {
    /// Changes tab from `old` to `new` through the delegate's `animator`, as UIKit runs a custom tab transition: the
    /// going view is put in a container under the tab bar, the animator puts the coming one there (its final frame the
    /// container's bounds) and animates, driven by hand when the delegate gives an interaction controller. When it
    /// completes, the view that stays goes back under the bar and the controllers are told they appeared and
    /// disappeared; cancelled, the old tab is selected again and the appearance undone.
    func transition(from old: ViewController, to new: ViewController, animator: any ViewControllerAnimatedTransitioning) {
        let bounds = view.bounds, interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let container = View(frame: bounds)
        container.accessibilityIdentifier = "transition container"
        view.insertSubview(container, at: 0)
        container.addSubview(old.view)
        let coordinator = TransitionCoordinator(
            from: (old, view: old.view), to: (new, view: new.view), container: container, style: .fullScreen,
            duration: 0, animated: true, interactive: interaction != nil)
        for controller in [self, old, new] { controller.activeCoordinator = coordinator }
        old.beginAppearance(false, animated: true)
        new.beginAppearance(true, animated: true)
        let context = TransitionContext(
            container: container, style: .fullScreen, animator: animator, interactive: interaction != nil,
            from: (old, moves: true, bounds, .zero), to: (new, moves: true, .zero, bounds)
        ) { [weak self] completed in
            (completed ? old : new).view.removeFromSuperview()
            container.removeFromSuperview()
            if let self {
                if !completed { (shown, tabBar.selectedItem) = (old, old.tabBarItem) }
                place(completed ? new : old)
            }
            coordinator.end(completed: completed)
            for controller in [self, old, new] where controller?.activeCoordinator === coordinator { controller?.activeCoordinator = nil }
            // Cancelled, the one that was coming is now the one going: it is told first.
            for controller in completed ? [old, new] : [new, old] {
                if completed { controller.endAppearance(animated: true) } else { controller.cancelAppearance(animated: true) }
            }
            animator.animationEnded(completed)
        }
        context.coordinator = coordinator
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        context.start(drivenBy: interaction)
    }
}
