import Foundation

/// Manages one screen's view (also spelled `UIViewController`): loads it on first use, is told as it appears,
/// disappears and is laid out, holds child controllers and presents others, in UIKit's order of calls (`loadView()`,
/// `viewDidLoad()`, `viewWillAppear(_:)`, the layout calls, `viewDidAppear(_:)`, and the rest).
///
/// As ``View``'s, the body declares every member UIKit lets a subclass override (Swift overrides nothing else), one line
/// of summary and one of work each, and so may pass 250 lines; the work is in the extensions of each concern.
@preconcurrency @MainActor
open class ViewController: Responder, ContentContainer {
    /// The view, once loaded.
    var loadedView: View?
    /// The screen's title, shown by a navigation bar; setting it retitles its tab bar item too, once it has one.
    open var title: String? {
        didSet {
            if let madeTabBarItem, madeTabBarItem.title != title { madeTabBarItem.title = title }
            if let navigation = navigationController, navigation.topViewController === self { navigation.updateBar() }
        }
    }
    /// The size the controller would like when shown in a container that asks (a popover, a form sheet); a change tells
    /// the parent, else the presentation (``preferredContentSizeDidChange(forChildContentContainer:)``).
    open var preferredContentSize: CGSize = .zero { didSet { if preferredContentSize != oldValue { tellContainerOfPreferredSize() } } }
    /// The scroll views set for edges (``setContentScrollView(_:for:)``), by the edge's bit.
    var assignedContentScrollViews: [UInt: ScrollView] = [:]
    /// Insets added to the view's safe area beyond the window's.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// The controller whose child this is (``addChild(_:)``).
    open internal(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    open internal(set) var children: [ViewController] = []
    /// The controller this one presented, while it is shown.
    open internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: ViewController?
    /// How this controller is shown when presented: `.automatic` (a page sheet on a phone, as iOS 13 and later) by default.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether the user may not dismiss the controller by dragging its sheet down (the sheet only stretches).
    open var isModalInPresentation = false
    /// How the presentation moves: a slide up from the bottom by default.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Where the controller is in appearing and disappearing.
    var appearance = AppearanceState.disappeared
    /// Whether the appearing or disappearing under way was begun animated (what `viewDid…` is then told).
    var appearanceIsAnimated = false
    /// Whether the controller is being presented or dismissed now.
    var presentationPhase: PresentationPhase?
    /// The presentation controller, once read or presented.
    var ownPresentation: PresentationController?
    /// The coordinator of the transition this controller is in, while it runs.
    var activeCoordinator: TransitionCoordinator?
    /// The container a custom presentation put this controller's view in, until it is dismissed.
    var transitionContainer: View?
    /// The part of the view's safe area a container's bars cover (a navigation bar's 44 points).
    var barInsets: UIEdgeInsets = .zero {
        didSet { if barInsets != oldValue { loadedView?.setNeedsLayout() } }
    }
    /// What the controller's tab shows in a tab bar controller's bar: an item with its title, made when first read.
    open var tabBarItem: TabBarItem! {
        get { madeTabBarItem ?? makeTabBarItem() }
        set { madeTabBarItem = newValue }
    }
    /// The tab bar item, once read or set.
    var madeTabBarItem: TabBarItem?
    /// Whether a tab bar hides while this controller is on top of a navigation stack (kept; the bar stays here).
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsSet }
        set {
            toolbarItemsSet = newValue
            navigationController?.showToolbarItems(of: self)
        }
    }
    var toolbarItemsSet: [BarButtonItem]?
    /// The appearance the controller's view is set in (its view's ``View/overrideUserInterfaceStyle``).
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }
    /// Sets ``toolbarItems``: the toolbar shows them at once.
    open func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// What the controller shows in a navigation bar.
    open private(set) lazy var navigationItem: NavigationItem = {
        let item = NavigationItem()
        item.owner = self
        return item
    }()
    /// Whether the controller's content is being edited (setting it calls ``setEditing(_:animated:)`` without animation).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Stored for ``isEditing``.
    var editingState = false
    /// The ``editButtonItem``, once made.
    var editItem: BarButtonItem?
    /// A bar button titled Edit (Done while editing) that toggles ``setEditing(_:animated:)`` with animation.
    open var editButtonItem: BarButtonItem { editItem ?? makeEditButtonItem() }
    /// Supplies the animators of this controller's presentation and dismissal; `nil` for the built-in ones.
    open weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    /// Whether this controller's view is what a `.currentContext` presentation from it or its children covers.
    open var definesPresentationContext = false
    /// Deprecated for `contentInsetAdjustmentBehavior`; kept (scroll views here adjust their insets by their behaviour).
    open var automaticallyAdjustsScrollViewInsets = true
    /// Called before a storyboard segue runs; no storyboards here: only code performing a ``StoryboardSegue`` calls it.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether the segue named `identifier` may run: `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// A controller with no view yet: `init(nibName: nil, bundle: nil)`, a convenience as in UIKit.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// UIKit's designated initialiser (`super.init(nibName: nil, bundle: nil)`); no nibs here: ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        AnimationEngine.shared.enlist(self)
    }
    /// UIKit's initialiser from an archive, so that subclasses compile as written; there are no archives here.
    public required init?(coder: NSCoder) {
        super.init()
        AnimationEngine.shared.enlist(self)
    }
    /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) when first read.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }
    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: View? { loadedView }
    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() { if loadedView == nil { loadViewAndTell() } }
    /// Makes the view: by default a plain view the size of the screen (`UIScreen.main.bounds`, which follows the
    /// device previewed), as UIKit's. Override it to set ``view`` to one of your own; do not call super then.
    open func loadView() { view = View(frame: Screen.main.bounds) }
    /// The view was loaded: build the screen here.
    open func viewDidLoad() {}
    /// Shows `vc` where this controller is: pushed by its navigation controller, else presented (UIKit's default).
    open func show(_ vc: ViewController, sender: Any?) { showController(vc, asDetail: false) }
    /// Shows `vc` as the detail: in its split view's secondary column, else as ``show(_:sender:)`` does.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) { showController(vc, asDetail: true) }
    /// Shows `controller` over this one as its ``modalPresentationStyle`` and ``modalTransitionStyle`` say, on the
    /// scene's clock; `completion` runs once it is in place. Presenting what is shown already, or from a controller
    /// presenting or not in a window, is refused with a message on standard error, as UIKit warns and does nothing.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentController(controller, animated: animated, completion: completion)
    }
    /// Takes away the controller this one presented — or, if it presented none, this one from its presenter — moving
    /// out as it came in; `completion` runs once it is gone. With nothing to dismiss it says so on standard error.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { startDismissal(animated: animated, completion: completion) }
    /// Starts or ends editing; the ``editButtonItem`` reads Done while editing and Edit after (a subclass that
    /// overrides it calls `super`, then puts its views in or out of editing).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        labelEditButton()
    }
    /// The view is about to appear (`animated`: with a transition).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and laid out, its traits current, and has not appeared yet (after ``viewWillAppear(_:)``).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (`true` by default, as UIKit's).
    open var viewRespectsSystemMinimumLayoutMargins = true { didSet { loadedView?.setNeedsLayout() } }
    /// The least margins UIKit gives the view: 16 points at the sides on a phone under 414 points wide, 20 on wider
    /// screens and in a regular width; none at top and bottom, where the safe area keeps content clear.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { View.systemMinimumMargins(in: loadedView?.window) }
    /// The view's layout margins were set.
    open func viewLayoutMarginsDidChange() {}

    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the view's constraints before Auto Layout solves, when marked: by default the view's `updateConstraints()`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// Sent when memory runs low — never here, where there are no memory warnings; kept so overrides compile.
    open func didReceiveMemoryWarning() {}
    /// Told before the view changes size (the device turned), animations given to `coordinator` running with the
    /// change; by default tells the children and the controller presented (call super when you override it).
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }
    /// Told before the traits change (a size class as the device turns); by default tells the children and the
    /// controller presented.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }
    /// The size a child's view gets in this controller's of `parentSize`: the same, by default.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Told when a child's ``preferredContentSize`` changed; nothing by default (a container resizes its child here).
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// The scroll view whose `edge` decides the bars' look and a large title's folding: the one set, else the view if
    /// it scrolls, else its first subview that does.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> ScrollView? { assignedContentScrollView(for: edge) ?? edgeScrollView }
    /// The orientations the interface may turn to while this controller decides: all but upside down on a phone, all on a pad.
    open var supportedInterfaceOrientations: InterfaceOrientationMask {
        Device.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// Whether the interface turns with the device while this controller decides (deprecated in iOS 16): `true`.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of this controller prefers: the interface's now.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { Device.current.interfaceOrientation }
    /// The view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Whether the children shown in the view hear `viewWillAppear(_:)` and the rest with it (`true`); a container that
    /// answers `false` tells them itself, with `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Called before the controller is added to a parent (`addChild(_:)` calls it) or removed (call it with `nil`).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to a parent (call it yourself) or removed (`removeFromParent()` calls it).
    open func didMove(toParent parent: ViewController?) {}

    /// Called when the traits of the controller's view changed (it moved into a window).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Whether the status bar is hidden while this controller decides it (a phone-sized window draws one).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's look while this controller decides it: dark content by default.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// How the status bar hides and shows when ``setNeedsStatusBarAppearanceUpdate()`` is called in an animation block.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` the status bar follows instead of this controller's; `nil`: none.
    open var childForStatusBarStyle: ViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` the status bar follows instead of this controller's; `nil`: none.
    open var childForStatusBarHidden: ViewController? { nil }
    /// Whether this controller, presented other than full screen, decides the status bar all the same.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the home indicator may hide while this controller decides it (kept: no home indicator is drawn here).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Says that ``prefersHomeIndicatorAutoHidden`` changed (nothing to redraw here).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The child whose ``prefersHomeIndicatorAutoHidden`` counts instead of this controller's; `nil`: none.
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    /// The screen edges whose system gestures wait for the app's own first (kept: no system gestures here); none by default.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` counts instead of this controller's; `nil`: none.
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// Says that ``preferredScreenEdgesDeferringSystemGestures`` changed (nothing to do here).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Reads the status bar's preferences again: inside `UIView.animate` the bar fades (or slides) to its new state
    /// along the block, as on iOS; outside, it changes at once.
    open func setNeedsStatusBarAppearanceUpdate() { (viewIfLoaded?.window ?? Application.shared.keyWindow)?.updateStatusBar() }
    /// The coordinator of the transition this controller (or its parent) is in, from `viewWill…` to its end, else `nil`.
    open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { activeCoordinator ?? parent?.transitionCoordinator }

    /// iOS 17: what shows over the view, filling it, while the screen has no content; `nil`: nothing.
    open var contentUnavailableConfiguration: (any ContentConfiguration)? { didSet { showContentUnavailable() } }
    /// iOS 17: sets ``contentUnavailableConfiguration`` for `state` (once before the view first appears, and after
    /// ``setNeedsUpdateContentUnavailableConfiguration()``, at the next layout).
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}
    /// The view's superview: what the controller's unhandled touches go on to (the view's go to the controller first).
    open override var next: Responder? { loadedView?.superview }
    /// The controller's state as work that puts it back (a checkpoint's part); a subclass adds its own to super's.
    package func checkpointRestoration() -> CheckpointRestoration {
        CheckpointRestoration(covering: ViewController.self, ViewController.checkpointFields.keep(self))
    }
}
