import Foundation

/// Pages a finger turns (also spelled `UIPageViewController`): the data source gives the page before and after the
/// one shown, a drag turns to the next or back, and a page control shows where you are when the data source counts
/// the pages.
///
/// The pages lie side by side in a paging scroll view, so a drag follows the finger and a release settles on a page
/// as a paging scroll view does, on the scene's clock; `setViewControllers(_:direction:animated:)` slides to the new
/// page over 0.3 s. A page is told it appears once it has settled in view, and the one it replaced that it
/// disappeared.
///
/// With `.pageCurl` a page folds over as a sheet bound at its spine: a drag takes hold of its outer edge and the fold
/// follows the finger, the page beneath showing where the page was and the back of the folded part showing its front
/// mirrored through the paper; a tap near either edge, or `setViewControllers(_:direction:animated:)`, curls a page
/// over by itself from the bottom corner. The fold is flat (iOS rolls the sheet round a cylinder).
@preconcurrency @MainActor
open class PageViewController: ViewController, ScrollViewDelegate {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page folds over as a sheet bound at its spine.
        case pageCurl = 0
        /// Pages slide side by side.
        case scroll = 1
    }

    /// Which way pages lie.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way `setViewControllers` turns.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where curled pages are bound.
    public enum SpineLocation: Int, Sendable {
        /// No spine: pages scroll.
        case none = 0
        /// The leading edge (one page at a time).
        case min = 1
        /// The middle (two pages side by side; not drawn here: one page shows).
        case mid = 2
        /// The trailing edge.
        case max = 3
    }

    /// Options a page view controller is made with: the space between scrolling pages; the spine is kept.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine of curled pages lies.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// How pages turn.
    open private(set) var transitionStyle: TransitionStyle
    /// Which way pages lie.
    open private(set) var navigationOrientation: NavigationOrientation
    /// Gives the pages either side.
    open weak var dataSource: (any PageViewControllerDataSource)?
    /// Told as pages turn.
    open weak var delegate: (any PageViewControllerDelegate)?
    /// The page shown.
    open var viewControllers: [ViewController]? { current.map { [$0] } }
    /// The recognizers that turn pages: the pager's pan; curling, a pan and a tap.
    open var gestureRecognizers: [GestureRecognizer] {
        transitionStyle == .pageCurl ? [curlPan, curlTap] : [pager.panGestureRecognizer]
    }
    /// Where curled pages are bound: the leading edge; `.none` for pages that scroll.
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    /// Whether pages turn a half-page at a time on an iPad (kept).
    open var isDoubleSided = false

    let pager = ScrollView()
    let pageControl = PageControl()
    var current: ViewController?
    /// The pages laid side by side now, in order (the one before, the one shown, the one after), while a turn is possible.
    var laidOut: [ViewController] = []
    var pendingCompletion: ((Bool) -> Void)?
    /// The page a turn under way brings in, told it will appear (the page shown told it will disappear) — as a drag
    /// first uncovers it, or as a slide begins; told it did when the turn settles, or sent back when it does not.
    var appearing: ViewController?
    /// The gap between scrolling pages (the `interPageSpacing` option), in points.
    let interPageSpacing: CGFloat
    /// Curling: the recognizers that turn pages, the turn under way and its run when it moves on its own.
    let curlPan = PanGestureRecognizer(), curlTap = TapGestureRecognizer()
    var curl: PageCurl?
    var curlMotion: PropertyAnimator?

    /// A page view controller that turns pages with `style`, laid out along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        (transitionStyle, self.navigationOrientation) = (style, navigationOrientation)
        interPageSpacing = Self.spacing(in: options?[.interPageSpacing])
        super.init(nibName: nil, bundle: nil)
        curlPan.addTarget { [weak self] in if let pan = $0 as? PanGestureRecognizer { self?.curlPanned(pan) } }
        curlTap.addTarget { [weak self] in if let tap = $0 as? TapGestureRecognizer { self?.curlTapped(tap) } }
    }

    /// A scrolling page view controller from an archive (there are none here).
    public required init?(coder: NSCoder) {
        (transitionStyle, navigationOrientation, interPageSpacing) = (.scroll, .horizontal, 0)
        super.init(coder: coder)
    }

    /// The pager filling the view, the page control along the bottom.
    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.contentInsetAdjustmentBehavior = .never
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        // The pager is not a scroll view the status bar scrolls: its pages' own may be (on a phone, only one scrolls).
        pager.scrollsToTop = false
        pager.delegate = self
        if transitionStyle == .pageCurl {
            view.addGestureRecognizer(curlPan)
            view.addGestureRecognizer(curlTap)
        } else {
            view.addSubview(pager)
        }
        pageControl.isUserInteractionEnabled = false
        view.addSubview(pageControl)
        layOutPages(settled: true)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let controller = super.checkpointRestoration(), own = PageViewController.pageCheckpointFields.keep(self)
        return CheckpointRestoration(covering: PageViewController.self) {
            controller.run()
            own()
        }
    }

    /// The pages laid out again for the view's size.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The pager is a gap longer than the view: each page the view's size, the next one a gap further on.
        pager.frame =
            navigationOrientation == .horizontal
            ? CGRect(x: 0, y: 0, width: view.bounds.width + interPageSpacing, height: view.bounds.height)
            : CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height + interPageSpacing)
        // UIKit shows the page control for pages that scroll sideways alone.
        let count = transitionStyle == .scroll && navigationOrientation == .horizontal ? dataSource?.presentationCount(for: self) ?? 0 : 0
        // The count first: a page control shows itself again when its count changes.
        pageControl.numberOfPages = count
        pageControl.isHidden = count == 0
        pageControl.frame = CGRect(x: 0, y: view.bounds.maxY - view.safeAreaInsets.bottom - 30, width: view.bounds.width, height: 26)
        placePages()
    }
}

/// UIKit's name for a page view controller.
public typealias UIPageViewController = PageViewController
