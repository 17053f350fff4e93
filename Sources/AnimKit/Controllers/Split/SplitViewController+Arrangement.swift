import Foundation

/// How a split view puts its columns' controllers on screen: one collapsed stack in a compact width, the columns side
/// by side in a regular one.
extension SplitViewController {
    /// Puts the controllers the width calls for in the view, as children, in place of those shown before.
    func arrange() {
        guard isViewLoaded else { return }
        for old in shown {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        let collapsed = isCollapsed
        shown =
            collapsed
            ? [collapsedStack()]
            : [columns[.primary], style == .tripleColumn ? columns[.supplementary] : nil, columns[.secondary]].compactMap { $0 }
        for controller in shown {
            addChild(controller)
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
        }
        view.setNeedsLayout()
        if collapsed { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// The one stack a compact width shows: the compact column's controller, else the primary's navigation stack with
    /// the supplementary and secondary pushed on it — unless the delegate keeps the primary on top (or, in the classic
    /// style, leaves the secondary off).
    private func collapsedStack() -> ViewController {
        if let compact = columns[.compact] { return compact }
        guard let primary = columns[.primary] else { return columns[.secondary] ?? ViewController() }
        let stack = primary as? NavigationController ?? NavigationController(rootViewController: primary)
        guard let secondary = columns[.secondary] else { return stack }
        let showsSecondary =
            style == .unspecified
            ? !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false)
            : (delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary) == .secondary
        guard showsSecondary else { return stack }
        if style == .tripleColumn, let supplementary = columns[.supplementary] { push(supplementary, on: stack, animated: false) }
        push(secondary, on: stack, animated: false)
        return stack
    }

    /// Pushes `controller` on `stack` — a navigation controller's own controllers, taken from it, when it is one (a
    /// stack holds no stack).
    func push(_ controller: ViewController, on stack: NavigationController, animated: Bool = true) {
        guard let navigation = controller as? NavigationController else { return stack.pushViewController(controller, animated: animated) }
        let moving = navigation.viewControllers
        for child in moving { navigation.release(child) }
        navigation.viewControllers = []
        for (index, child) in moving.enumerated() { stack.pushViewController(child, animated: animated && index == moving.count - 1) }
    }
}

extension ViewController {
    /// The split view controller this controller is in, if any.
    public var splitViewController: SplitViewController? { nearestParent(SplitViewController.self) }

    /// What ``show(_:sender:)`` and ``showDetailViewController(_:sender:)`` do by default: a detail goes to the split
    /// view; else the controller is pushed by the navigation controller this one is in (or is), else presented.
    func showController(_ controller: ViewController, asDetail: Bool) {
        if asDetail, let split = splitViewController { return split.showDetailViewController(controller, sender: self) }
        if let navigation = self as? NavigationController ?? navigationController {
            return navigation.pushViewController(controller, animated: true)
        }
        present(controller, animated: true)
    }
}
