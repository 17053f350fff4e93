import Foundation

/// A stack of screens with a bar on top (also spelled `UINavigationController`): push a controller and it slides
/// in from the right while the one under it moves a third of the way left under a shadow; the bar's back button,
/// or `popViewController(animated:)`, takes it away the same way back.
///
/// The moves are ordinary 0.35 s ease-out animations on the scene clock (iOS does not
/// document its own), so the timeline scrubs them. The controller going away is told
/// `viewWillDisappear` before the one coming is told `viewWillAppear`, and so on at
/// the end, as UIKit does. The controllers are the navigation controller's children;
/// their views lie under the bar, their safe area starting below it.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// How long a push or pop moves.
    public static let pushDuration: TimeInterval = 0.35

    /// The bar at the top.
    open var navigationBar: NavigationBar { storedNavigationBar }
    let storedNavigationBar: NavigationBar = NavigationBar()
    /// The stack, the root first and the top last.
    open internal(set) var viewControllers: [ViewController] = []
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The toolbar at the bottom, showing the top controller's ``ViewController/toolbarItems`` while shown.
    open var toolbar: Toolbar! { storedToolbar }
    let storedToolbar = Toolbar()
    /// Whether the toolbar is hidden (`true` by default, as UIKit's).
    open var isToolbarHidden = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Hides or shows the toolbar; `animated`, it slides down or up over 0.35 s with the screen's safe area.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        if !hidden, let view = viewIfLoaded { showToolbar(in: view) }
        isToolbarHidden = hidden
        guard animated, let view = viewIfLoaded else { return }
        View.animate(withDuration: NavigationController.pushDuration) { view.layoutIfNeeded() }
    }
    /// The shadow over the screen going under during a push or pop.
    var shadowView: View?
    /// The pop a finger is driving from the left edge.
    var popDriver: PropertyAnimator?
    /// Told as controllers are shown; asked for custom push and pop animators.
    open weak var delegate: (any NavigationControllerDelegate)?

    /// The left-edge pan that pops the top controller by hand.
    open internal(set) var interactivePopGestureRecognizer: GestureRecognizer?

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
    }

    /// An empty stack, as `UINavigationController()` makes one (UIKit's designated initialiser naming a nib; there are
    /// no nibs here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nil, bundle: nil) }

    /// An empty stack, as one from an archive would start.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top.
    open var topViewController: ViewController? { viewControllers.last }

    /// The controller shown: the one the top presented, else the top.
    open var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Hides or shows the bar (`animated` is taken as not animated here).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if let top = topViewController { view.addSubview(top.view) }
        view.addSubview(navigationBar)
        // Over the root's view, which its viewDidLoad (showing the toolbar, perhaps) added after it.
        if storedToolbar.superview === view { view.addSubview(storedToolbar) } else if !isToolbarHidden { showToolbar(in: view) }
        navigationBar.backButton.addAction(Action { [weak self] _ in self?.popViewController(animated: true) }, for: .touchUpInside)
        let edgePan = ScreenEdgePanGestureRecognizer { [weak self] in self?.followEdgePan($0) }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
        interactivePopGestureRecognizer = edgePan
        updateBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, top = view.safeAreaInsets.top
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top + navigationBar.contentHeight)
        let bottom = view.safeAreaInsets.bottom, toolbarHeight = Toolbar.height + bottom
        storedToolbar.frame = CGRect(
            x: 0, y: bounds.height - (isToolbarHidden ? 0 : toolbarHeight), width: bounds.width, height: toolbarHeight)
        for controller in viewControllers where controller.isViewLoaded {
            placeUnderBars(controller)
            if controller === topViewController, shadowView == nil { controller.view.frame = bounds }
        }
    }

    /// Gives `controller`'s view the bars' insets on top of its safe area: the bar's height as that screen shows it
    /// (a large title, a search bar) and the toolbar's.
    func placeUnderBars(_ controller: ViewController) {
        let search = controller.navigationItem.searchController
        let barHeight = NavigationBar.contentHeight(
            large: showsLargeTitle(for: controller), search: search?.searchBar, foldsTitle: search?.foldsTitle == true)
        controller.barInsets = UIEdgeInsets(
            top: isNavigationBarHidden ? 0 : barHeight, left: 0, bottom: isToolbarHidden ? 0 : Toolbar.height, right: 0)
    }

    /// Pushes `viewController` on top, sliding it in when `animated`.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            return ViewController.refuse(
                "pushViewController(\(viewController.typeName)) on \(typeName)", "it is already in the stack; nothing happens")
        }
        guard let from = topViewController, isViewLoaded else { return adopt(viewController) }
        adopt(viewController)
        move(from: from, to: viewController, pushing: true, animated: animated) { [weak self] completed in
            if !completed { self?.pushRunBack(viewController) }
        }
    }

    /// Pops the top controller, sliding it out when `animated`; `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let from = viewControllers.popLast(), let to = topViewController else { return nil }
        guard isViewLoaded else {
            release(from)
            return from
        }
        move(from: from, to: to, pushing: false, animated: animated) { [weak self] completed in
            self?.popEnded(from, completed: completed)
        }
        return from
    }

    /// Pops every controller above the root; returns them, or `nil` when there were none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        // The ones under the top go at once; the top slides out.
        for controller in popped.dropLast() {
            viewControllers.removeAll { $0 === controller }
            release(controller)
        }
        popViewController(animated: animated)
        return popped
    }

    /// Replaces the stack: the new top pushed (or popped to) as its place in the old stack says, the others at once.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard let newTop = controllers.last else { return }
        let oldTop = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) && controller !== oldTop {
            release(controller)
        }
        viewControllers = viewControllers.filter { old in controllers.contains { $0 === old } || old === oldTop }
        guard let oldTop, oldTop !== newTop, isViewLoaded else {
            viewControllers = []
            for controller in controllers { adopt(controller) }
            return
        }
        let pushing = !controllers.contains { $0 === oldTop }
        viewControllers = []
        for controller in controllers { adopt(controller) }
        move(from: oldTop, to: newTop, pushing: pushing, animated: animated) { [weak self] _ in
            if !controllers.contains(where: { $0 === oldTop }) { self?.release(oldTop) }
        }
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let controller = super.checkpointRestoration(), own = NavigationController.navigationCheckpointFields.keep(self)
        return CheckpointRestoration(covering: NavigationController.self) {
            controller.run()
            own()
        }
    }

    /// A pop of `from` ended: it is let go — or, run back (an interactive pop cancelled, the edge pan's or the
    /// delegate's), it is on top of the stack again and the bar shows it.
    func popEnded(_ from: ViewController, completed: Bool) {
        guard !completed else { return release(from) }
        viewControllers.append(from)
        updateBar()
    }

    /// A push of `controller` run back (an interactive push cancelled): it leaves the stack, and the bar shows the one
    /// under it again.
    private func pushRunBack(_ controller: ViewController) {
        viewControllers.removeAll { $0 === controller }
        release(controller)
        updateBar()
    }

    private func adopt(_ controller: ViewController) {
        addChild(controller)
        viewControllers.append(controller)
        controller.didMove(toParent: self)
    }

    func release(_ controller: ViewController) {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }
}

/// UIKit's name for a navigation controller.
public typealias UINavigationController = NavigationController
