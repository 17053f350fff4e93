import Foundation

/// Columns side by side — a list, a supplementary list, a detail (also spelled `UISplitViewController`) — collapsed
/// into one navigation stack in a compact width, as on a phone: the `.compact` column's controller when one is set,
/// else the primary's stack with the secondary pushed on it (or left off when the delegate says so). In a regular
/// width (an iPad, or a Max on its side) the primary (and supplementary) columns are 320 points wide at the left, the secondary
/// fills the rest. In the column styles of iOS 14 each column's controller is put in a navigation controller of its
/// own, as UIKit does; `showDetailViewController(_:sender:)` shows a detail in the secondary column, or pushes it in
/// the collapsed stack.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// The split view's kind (UIKit's `UISplitViewController.Style`): classic (`viewControllers`) or columns.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns are shown (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
    }

    /// How the columns share the width (UIKit's `UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    /// The style made with.
    open var style: Style { madeStyle }
    private let madeStyle: Style
    /// Asked how to collapse, told when it did.
    open weak var delegate: (any SplitViewControllerDelegate)?
    /// The display mode asked for; kept (the columns tile in a regular width, collapse in a compact one).
    open var preferredDisplayMode = DisplayMode.automatic
    /// The split behaviour asked for; kept likewise.
    open var preferredSplitBehavior = SplitBehavior.automatic
    /// Whether a swipe shows the primary column; kept.
    open var presentsWithGesture = true
    /// Whether a button shows the secondary column alone; kept.
    open var showsSecondaryOnlyButton = false
    /// The primary column's share of the width in a regular width; kept (it is 320 points here, as UIKit's default).
    open var preferredPrimaryColumnWidthFraction: CGFloat = -1
    /// The controllers of the columns, by column (in the column styles, the navigation controllers holding them).
    var columns: [Column: ViewController] = [:]
    /// The controllers the code put in the columns, as it gave them.
    private var given: [Column: ViewController] = [:]
    /// The controller shown now: the collapsed stack, or the columns side by side.
    var shown: [ViewController] = []

    /// A split view of `style`.
    public init(style: Style) {
        madeStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view, as `UISplitViewController()` makes one.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        madeStyle = .unspecified
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view, as one from an archive would start.
    public required init?(coder: NSCoder) {
        madeStyle = .unspecified
        super.init(coder: coder)
    }

    /// Classic style: the primary and secondary controllers (as set; the collapsed stack once collapsed, as UIKit's).
    open var viewControllers: [ViewController] {
        get { isCollapsed ? shown : [columns[.primary], columns[.secondary]].compactMap { $0 } }
        set {
            (columns[.primary], given[.primary]) = (newValue.first, newValue.first)
            columns[.secondary] = newValue.count > 1 ? newValue[1] : nil
            given[.secondary] = columns[.secondary]
            arrange()
        }
    }

    /// Puts `vc` in `column` (in a navigation controller of its own, in the column styles).
    open func setViewController(_ vc: ViewController?, for column: Column) {
        given[column] = vc
        columns[column] = vc.map { style == .unspecified || $0 is NavigationController ? $0 : NavigationController(rootViewController: $0) }
        arrange()
    }

    /// The controller in `column`, as set (not the navigation controller it was put in).
    open func viewController(for column: Column) -> ViewController? { style == .unspecified ? columns[column] : given[column] }

    /// Whether the columns are collapsed into one stack: in a compact width.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass != .regular }

    /// The display mode now: the secondary alone when collapsed, else the primary beside it.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : .oneBesideSecondary }

    /// Shows `column`: collapsed, the primary pops to the root and the secondary is pushed; side by side, all show.
    open func show(_ column: Column) {
        guard isCollapsed, let stack = shown.first as? NavigationController else { return }
        if column == .primary { stack.popToRootViewController(animated: true) }
        if column == .secondary, let secondary = columns[.secondary], !stack.viewControllers.contains(where: { $0 === secondary }) {
            push(secondary, on: stack)
        }
    }

    /// Hides `column`: collapsed, hiding the secondary pops back to the primary.
    open func hide(_ column: Column) {
        if isCollapsed, column == .secondary { (shown.first as? NavigationController)?.popToRootViewController(animated: true) }
    }

    /// Shows `vc` as the detail: pushed in the collapsed stack, else in the secondary column in place of the old one.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if isCollapsed, let stack = shown.first as? NavigationController { return push(vc, on: stack) }
        (columns[.secondary], given[.secondary]) = (vc, vc)
        arrange()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let controller = super.checkpointRestoration(), kept = (columns, given, shown)
        weak let delegate = delegate
        return CheckpointRestoration(covering: SplitViewController.self) { [weak self] in
            controller.run()
            guard let self else { return }
            (columns, given, shown) = kept
            self.delegate = delegate
        }
    }

    /// Builds the view: the collapsed stack or the columns.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        arrange()
    }

    /// Places the columns: the collapsed stack over the whole view, or 320-point columns at the left and the
    /// secondary beside them.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        guard !isCollapsed else { return shown.first.map { $0.view.frame = bounds } ?? () }
        var x: CGFloat = 0
        for controller in shown {
            let last = controller === shown.last
            controller.view.frame = CGRect(x: x, y: 0, width: last ? bounds.width - x : 320, height: bounds.height)
            x += last ? 0 : 320.5
        }
    }
}

/// UIKit's name for a split view controller.
public typealias UISplitViewController = SplitViewController
