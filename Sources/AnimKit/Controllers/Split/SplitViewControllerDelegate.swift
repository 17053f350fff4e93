import Foundation

/// What a split view controller asks and tells (also spelled `UISplitViewControllerDelegate`); every method has
/// UIKit's default, so implement only those you need.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Which column shows when the columns collapse into one stack (a phone's width); `proposedTopColumn` (the
    /// secondary) by default — return `.primary` to start on the list.
    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    /// Classic style: whether the secondary controller is left out of the collapsed stack (`false` by default: it is
    /// pushed over the primary).
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    /// The columns collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The columns are about to show side by side again (never here: the previewed screen keeps its width).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// The proposed column.
    public func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    /// `false`: the secondary is pushed over the primary.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    /// Nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}

/// UIKit's name for a split view controller's delegate.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
