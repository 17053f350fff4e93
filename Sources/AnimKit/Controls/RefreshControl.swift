import Foundation

/// Pull to refresh (also spelled `UIRefreshControl`): set as a scroll view's or table's ``ScrollView/refreshControl``,
/// it shows a spinner above the content as the content is pulled down past its top — a spoke for each eighth of the
/// way — and, pulled far enough, starts refreshing and sends ``Control/Event/valueChanged``. Let go, the content rests
/// below the turning spinner until ``endRefreshing()`` slides it back up.
///
/// How far is far enough (90 points of pull shown) and the spinner's room (60 points) are AnimKit's; iOS publishes
/// neither.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// The room the spinner takes above the content while refreshing.
    public static let refreshingHeight: CGFloat = 60
    /// How far the content must be pulled past its top (as shown, after the rubber band) to start refreshing.
    public static let triggerDistance: CGFloat = 90

    /// Whether a refresh is under way.
    open internal(set) var isRefreshing = false
    /// A title under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { title.text = attributedTitle?.string }
    }
    /// The spinner.
    let spinner = ActivityIndicatorView(style: .medium)
    /// The title's label.
    let title = Label()

    /// A refresh control, placed by the scroll view it is given to.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "refresh control"
        clipsToBounds = true
        spinner.hidesWhenStopped = true
        title.font = .systemFont(ofSize: 13)
        title.textColor = .secondaryLabel
        title.textAlignment = .center
        for part in [spinner, title] as [View] { addSubview(part) }
    }

    /// A refresh control from an archive (there are none here).
    public required init?(coder: NSCoder) { nil }

    /// Starts refreshing by code: the spinner turns and the scroll view keeps room for it above the content (the
    /// content does not move; scroll it there to show the spinner). Sends no event, as in UIKit.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        (superview as? ScrollView)?.refreshingChanged()
    }

    /// Ends the refresh: the spinner stops, and content resting below it slides back up over 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        (superview as? ScrollView)?.refreshingChanged()
    }

    /// The spinner in the middle of the room shown, the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let room = Swift.max(bounds.height, RefreshControl.refreshingHeight)
        let middle = bounds.height - room / 2
        spinner.center = CGPoint(x: bounds.width / 2, y: title.text == nil ? middle : middle - 8)
        title.frame = CGRect(x: 0, y: middle + 10, width: bounds.width, height: 16)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = RefreshControl.refreshCheckpointFields.keep(self)
        return CheckpointRestoration(covering: RefreshControl.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a refresh control beyond the control (a test checks).
    package static let refreshCheckpointFields: [CheckpointField<RefreshControl>] = [
        CheckpointField("isRefreshing", { $0.isRefreshing }, { $0.isRefreshing = $1 }),
        CheckpointField("attributedTitle", { $0.attributedTitle }, { $0.attributedTitle = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let refreshNotCheckpointed = [
        "spinner": "a subview made once, kept as a view", "title": "a subview made once, kept as a view",
    ]
}

/// UIKit's name for a refresh control.
public typealias UIRefreshControl = RefreshControl
