import Foundation

extension ViewController {
    /// Adds `child` as a child controller (after `child.willMove(toParent: self)`, as UIKit calls it). Add its view
    /// to yours yourself, then call `child.didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller from its parent (then `didMove(toParent: nil)`, as UIKit calls it). Call
    /// `willMove(toParent: nil)` first and take the view out yourself, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}

extension ViewController {
    /// Tells the controller its view is about to appear (`isAppearing`) or disappear — `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`, passed on to the children shown in its view — as a container does for a child it shows
    /// or hides itself. Once is enough: a controller appearing already is not told again.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Tells the controller the appearing or disappearing begun with ``beginAppearanceTransition(_:animated:)`` is
    /// over: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, with the `animated` it began with, then its children.
    public func endAppearanceTransition() {
        endAppearance(animated: appearanceIsAnimated)
    }

    /// Starts appearing (`appearing`) or disappearing: `viewWillAppear(_:)` or `viewWillDisappear(_:)` on this
    /// controller, then on its children whose views are within its view, as UIKit forwards them.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        guard
            appearing
                ? appearance == .disappeared || appearance == .disappearing : appearance != .disappeared && appearance != .disappearing
        else { return }
        appearance = appearing ? .appearing : .disappearing
        appearanceIsAnimated = animated
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in shownChildren { child.beginAppearance(appearing, animated: animated) }
        // A view already in its window and laid out (a page turned to, put there before it appears) is appearing now.
        if appearing, let view = viewIfLoaded, view.window != nil, !view.layoutRecord.needsLayout { tellIsAppearingIfDue() }
    }

    /// Finishes appearing or disappearing: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then the children's.
    func endAppearance(animated: Bool) {
        switch appearance {
        case .appearing, .inHierarchy:
            tellIsAppearingIfDue()
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in shownChildren { child.endAppearance(animated: animated) }
    }

    /// Undoes an appearing or disappearing that was cancelled (an interactive transition run back): the controller is
    /// told the opposite, will and did, as UIKit tells it.
    func cancelAppearance(animated: Bool) {
        let wasAppearing = appearance == .appearing || appearance == .inHierarchy
        guard wasAppearing || appearance == .disappearing else { return }
        appearance = wasAppearing ? .appeared : .disappeared
        beginAppearance(!wasAppearing, animated: animated)
        endAppearance(animated: animated)
    }

    /// `viewIsAppearing(_:)`, once an appearance: when the view is first laid out in a window while appearing (at once
    /// when it already is), else just before `viewDidAppear(_:)`.
    func tellIsAppearingIfDue() {
        guard appearance == .appearing else { return }
        appearance = .inHierarchy
        viewIsAppearing(appearanceIsAnimated)
    }

    /// The children whose views are inside this controller's view, told of appearing with it — none when the controller
    /// tells them itself (``ViewController/shouldAutomaticallyForwardAppearanceMethods`` is `false`).
    private var shownChildren: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// This controller, and the one it presented, and so on: the one on top is the last.
    var presentationChain: [ViewController] {
        var chain = [self]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        return chain
    }
}

extension ViewController {
    /// The nearest controller of `kind` among this one's parents (what `navigationController`, `tabBarController` and
    /// `splitViewController` find).
    func nearestParent<Kind: ViewController>(_ kind: Kind.Type) -> Kind? {
        var current = parent
        while let controller = current {
            if let found = controller as? Kind { return found }
            current = controller.parent
        }
        return nil
    }
}
