import Foundation

/// Told as a tab bar controller's tabs are chosen (also spelled `UITabBarControllerDelegate`).
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be chosen (`true` unless the delegate says otherwise).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The tab of `viewController` was chosen by a tap.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of a change of tab from `fromVC` to `toVC` (iOS 7): `nil` shows the new tab at once.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// What drives `animationController`'s change of tab by hand (a pan between tabs); `nil`: it runs by itself.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    /// Any tab may be chosen.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// `nil`: the new tab shows at once.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: the change of tab runs by itself.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// Screens side by side behind a bar of tabs (also spelled `UITabBarController`): the selected one shows above the
/// bar, a tap on a tab shows another at once, as UIKit does, each told it will appear and disappear — or through the
/// delegate's animator (``TabBarControllerDelegate/tabBarController(_:animationControllerForTransitionFrom:to:)``).
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The bar of tabs, one item per controller (each controller's ``ViewController/tabBarItem``).
    open var tabBar: TabBar { storedTabBar }
    let storedTabBar = TabBar()
    /// The controllers, one a tab.
    open var viewControllers: [ViewController]? {
        get { children.isEmpty && storedControllers == nil ? nil : storedControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    var storedControllers: [ViewController]?
    /// Told as tabs are chosen.
    open weak var delegate: (any TabBarControllerDelegate)?
    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selectedViewController.flatMap { shown in storedControllers?.firstIndex { $0 === shown } } ?? 0 }
        set {
            guard let controllers = storedControllers, controllers.indices.contains(newValue) else { return }
            selectedViewController = controllers[newValue]
        }
    }
    /// The controller of the selected tab.
    open var selectedViewController: ViewController? {
        get { shown }
        set {
            guard let newValue, storedControllers?.contains(where: { $0 === newValue }) == true, newValue !== shown else { return }
            show(newValue)
        }
    }
    weak var shown: ViewController?

    /// A tab bar controller with no tabs yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nil, bundle: nil) }

    /// A tab bar controller with no tabs yet, as one from an archive would start.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the tabs (`animated` is taken as not animated here); the first is selected unless the selected one stays.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let keep = shown.flatMap { old in viewControllers?.first { $0 === old } }
        for old in children where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded, old.view.superview === viewIfLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        storedControllers = viewControllers
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.items = viewControllers?.map(\.tabBarItem)
        shown = nil
        if let first = keep ?? viewControllers?.first { show(first) }
    }

    /// The bar at the bottom, its delegate this controller.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tabBar.delegate = self
        view.addSubview(tabBar)
        if let shown { place(shown) }
    }

    /// The bar along the bottom, over the safe area's inset; the shown controller's view above it.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, bottom = view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.maxY - TabBar.height - bottom, width: bounds.width, height: TabBar.height + bottom)
        if view.subviews.last !== tabBar { view.bringSubviewToFront(tabBar) }
        for controller in children where controller.isViewLoaded {
            controller.barInsets = UIEdgeInsets(top: 0, left: 0, bottom: TabBar.height, right: 0)
            if controller === shown { controller.view.frame = bounds }
        }
    }

    /// A tab was tapped: its controller is shown if the delegate allows, then the delegate told.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let controller = storedControllers?.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = shown?.tabBarItem
            return
        }
        selectedViewController = controller
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `controller` in place of the one shown, each told it appears or disappears when this one is on screen.
    private func show(_ controller: ViewController) {
        let old = shown
        shown = controller
        tabBar.selectedItem = controller.tabBarItem
        guard isViewLoaded else { return }
        // UIKit's order: the new view loads, the old one will disappear, the new one will appear, then each did.
        _ = controller.view
        let onScreen = view.window != nil, leaving = old.flatMap { $0.isViewLoaded ? $0 : nil }
        if onScreen, let leaving,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: leaving, to: controller)
        {
            return transition(from: leaving, to: controller, animator: animator)
        }
        if onScreen {
            leaving?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        leaving?.view.removeFromSuperview()
        place(controller)
        if onScreen {
            leaving?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let controller = super.checkpointRestoration(), own = TabBarController.tabCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TabBarController.self) {
            controller.run()
            own()
        }
    }

    func place(_ controller: ViewController) {
        controller.view.frame = view.bounds
        view.insertSubview(controller.view, at: 0)
        view.setNeedsLayout()
    }
}

extension ViewController {
    /// The tab bar controller this controller is in, through its parents.
    public var tabBarController: TabBarController? { nearestParent(TabBarController.self) }

    /// Makes and keeps the controller's tab bar item: its title, no image.
    func makeTabBarItem() -> TabBarItem {
        let item = TabBarItem(title: title, image: nil, tag: 0)
        madeTabBarItem = item
        return item
    }
}

/// UIKit's name for a tab bar controller.
public typealias UITabBarController = TabBarController
/// UIKit's name for a tab bar controller's delegate.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
