import Foundation

extension NavigationController {
    /// Moves from `from` to `to`: a push slides `to` in from the right over `from`, which moves a third left under a
    /// shadow; a pop the reverse. The appearance calls go out as UIKit's do when the stack is showing.
    ///
    /// The move is a property animator (ease out, ``NavigationController/pushDuration``): started at once, or — for
    /// an `interactive` pop — returned paused for a finger to scrub. It calls `done` with whether it reached its end
    /// (a scrubbed pop run back is cancelled: the views go back and the controllers are told so).
    @discardableResult
    func move(
        from: ViewController, to: ViewController, pushing: Bool, animated: Bool, interactive: Bool = false,
        done: @escaping (Bool) -> Void
    ) -> PropertyAnimator? {
        let bounds = view.bounds, width = bounds.width
        let showing = appearance == .appeared
        // The incoming controller's viewDidLoad may set its title: the bar waits for the move to show it.
        NavigationController.barsPreparingMoves.insert(ObjectIdentifier(self))
        // The view loads first (viewDidLoad before viewWillAppear, as in UIKit), and is laid out under the bars from the
        // start of the move, whoever animates it.
        let incoming: View = to.view, outgoing: View = from.view
        placeUnderBars(to)
        delegate?.navigationController(self, willShow: to, animated: animated)
        // The delegate's own animator, for a push or pop not driven by the edge pan.
        let custom =
            animated && !interactive
            ? delegate?.navigationController(self, animationControllerFor: pushing ? .push : .pop, from: from, to: to) : nil
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let container = custom == nil ? view! : View(frame: bounds)
        if custom != nil { container.accessibilityIdentifier = "transition container" }
        let coordinator = TransitionCoordinator(
            from: (from, view: outgoing), to: (to, view: incoming), container: container, style: .fullScreen,
            duration: NavigationController.pushDuration, animated: animated, interactive: interactive || interaction != nil)
        let context = custom.map {
            customContext(
                CustomMove(animator: $0, interaction: interaction, from: from, to: to, container: container, showing: showing),
                coordinator: coordinator, done: done)
        }
        for controller in [self, from, to] { controller.activeCoordinator = coordinator }
        if showing {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        incoming.frame = bounds
        if let context {
            runCustom(context, interaction: interaction, pushing: pushing)
            return nil
        }
        let dim = View(frame: bounds)
        dim.backgroundColor = Color(white: 0, alpha: 0.1)
        dim.accessibilityIdentifier = "navigation shadow"
        dim.isUserInteractionEnabled = false
        shadowView = dim
        // The one underneath is below the shadow, the one on top above it; the bar stays over both.
        let (under, over) = pushing ? (outgoing, incoming) : (incoming, outgoing)
        view.insertSubview(under, at: 0)
        view.insertSubview(dim, at: 1)
        view.insertSubview(over, at: 2)
        incoming.layoutIfNeeded()
        updateBar(movingWith: coordinator, pushing: pushing)
        let finish = { [weak self] (completed: Bool) in
            (completed ? outgoing : incoming).removeFromSuperview()
            for moved in [outgoing, incoming] { moved.transform = .identity }
            dim.removeFromSuperview()
            if self?.shadowView === dim { self?.shadowView = nil }
            self?.endCoordination(coordinator, completed: completed)
            self?.endMove(from: from, to: to, completed: completed, showing: showing, animated: animated)
            done(completed)
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
            coordinator.runWithoutAnimation()
            finish(true)
            return nil
        }
        let animator = PropertyAnimator(duration: NavigationController.pushDuration, curve: .easeOut, animations: end)
        // Named for the inspector and the timeline: the transition is a row of its own.
        animator.name = pushing ? "push \(to.typeName)" : "pop \(from.typeName)"
        coordinator.run(in: animator)
        animator.addCompletion { position in finish(position == .end) }
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
        return animator
    }

    /// The transition's coordinator runs its completions, and the controllers no longer give it.
    func endCoordination(_ coordinator: TransitionCoordinator, completed: Bool) {
        coordinator.end(completed: completed)
        for controller in [self] + children where controller.activeCoordinator === coordinator { controller.activeCoordinator = nil }
    }

    /// Tells the controllers a move ended (or, cancelled, that it was undone) and the delegate what shows now.
    func endMove(from: ViewController, to: ViewController, completed: Bool, showing: Bool, animated: Bool) {
        if showing {
            // Cancelled, the one that was coming is now the one going: it is told first.
            for controller in completed ? [from, to] : [to, from] {
                if completed { controller.endAppearance(animated: animated) } else { controller.cancelAppearance(animated: animated) }
            }
        }
        view.window?.updateStatusBar()
        delegate?.navigationController(self, didShow: completed ? to : from, animated: animated)
    }

    /// Shows the new top controller's bar contents, moving from the old ones alongside the transition `coordinator`
    /// runs when it is animated (``NavigationBar/itemTransition(pushing:show:)``), at once when not.
    func updateBar(movingWith coordinator: TransitionCoordinator, pushing: Bool) {
        NavigationController.barsPreparingMoves.remove(ObjectIdentifier(self))
        guard coordinator.isAnimated, isViewLoaded else { return updateBar() }
        let move = navigationBar.itemTransition(pushing: pushing) { updateBar() }
        coordinator.animate(alongsideTransition: { _ in move.animations() }, completion: { context in move.finish(!context.isCancelled) })
    }

    /// The navigation controllers preparing a move: their bars show the next screen only when the move does.
    static var barsPreparingMoves: Set<ObjectIdentifier> = []

    /// Shows the top controller's title (large where it may be), its bar button items, and a back button titled with
    /// the one under it (unless a move is being prepared: it shows them then).
    func updateBar() {
        guard !NavigationController.barsPreparingMoves.contains(ObjectIdentifier(self)) else { return }
        guard let top = topViewController else { return navigationBar.show(nil, title: nil, back: nil, large: false) }
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let back = below.map { controller in
            let item = controller.navigationItem
            switch item.backButtonDisplayMode {
            case .default: return item.backButtonTitle ?? item.title ?? controller.title ?? "Back"
            case .generic: return "Back"
            case .minimal: return ""
            }
        }
        let item = top.navigationItem
        navigationBar.show(
            item, title: item.title ?? top.title, back: item.hidesBackButton ? nil : back, large: showsLargeTitle(for: top))
        storedToolbar.items = top.toolbarItems
        navigationBar.shownLook = nil // new item views take the look
        updateBarAppearance()
        updateBarCollapse()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether `controller` shows its title large: the bar prefers large titles and its item's mode allows it —
    /// `.automatic` following the screen below, the root's showing large.
    func showsLargeTitle(for controller: ViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, let index = viewControllers.firstIndex(where: { $0 === controller }) else { return false }
        for candidate in viewControllers[...index].reversed() {
            switch candidate.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }
}

extension ViewController {
    /// The navigation controller this controller is in (its nearest parent that is one).
    public var navigationController: NavigationController? { nearestParent(NavigationController.self) }
}

extension NavigationController {
    /// Puts the toolbar in `view` (the first time it shows, as UIKit adds it), below the bottom edge, for the layout
    /// pass to raise.
    func showToolbar(in view: View) {
        guard storedToolbar.superview == nil else { return }
        let bounds = view.bounds
        View.performWithoutAnimation {
            storedToolbar.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: Toolbar.height + view.safeAreaInsets.bottom)
        }
        view.addSubview(storedToolbar)
    }

    /// `controller`'s toolbar items changed: the toolbar shows them when it is on top.
    func showToolbarItems(of controller: ViewController) {
        if controller === topViewController { storedToolbar.items = controller.toolbarItems }
    }
}
