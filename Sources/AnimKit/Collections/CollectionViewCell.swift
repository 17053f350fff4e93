import Foundation

/// One item of a collection view (also spelled `UICollectionViewCell`): a ``contentView`` for what it shows, a
/// background, and a selected background shown while it is selected or highlighted.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the item's content: add subviews here.
    open var contentView: View { storedContentView }
    let storedContentView: View = View()
    /// What the cell keeps between frames, in one value for checkpoints.
    var parts = CollectionCellParts()

    /// A cell occupying `frame` (see ``CollectionReusableView/init(frame:)`` on overriding it).
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        // As UIKit's: it follows the cell's size at once, so the first layout at the item's size solves the content at it.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A cell from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Drawn behind the content; setting one takes the ``backgroundConfiguration`` away.
    open var backgroundView: View? {
        get { parts.backgroundView }
        set {
            parts.backgroundView?.removeFromSuperview()
            parts.backgroundView = newValue
            if let newValue {
                backgroundConfiguration = nil
                insertSubview(newValue, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// Drawn behind the content (over the background) while the cell is selected or highlighted; setting one takes
    /// the ``backgroundConfiguration`` away.
    open var selectedBackgroundView: View? {
        get { parts.selectedBackgroundView }
        set {
            parts.selectedBackgroundView?.removeFromSuperview()
            parts.selectedBackgroundView = newValue
            if let newValue {
                backgroundConfiguration = nil
                insertSubview(newValue, belowSubview: contentView)
            }
            showSelection()
        }
    }

    /// The background as a configuration (iOS 14), drawn behind the content and, while
    /// ``automaticallyUpdatesBackgroundConfiguration``, updated for each state — a list style's grey while selected.
    /// Setting one takes the cell's `backgroundColor`, ``backgroundView`` and ``selectedBackgroundView`` away.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { parts.backgroundConfiguration }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the cell brings its ``contentConfiguration`` up to date for each state (`updated(for:)`) and keeps
    /// what that gives — a sidebar row's text white while selected; `true` by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { parts.automaticallyUpdatesContentConfiguration }
        set {
            parts.automaticallyUpdatesContentConfiguration = newValue
            setNeedsLayout()
        }
    }

    /// Whether the cell brings its ``backgroundConfiguration`` up to date for each state (`updated(for:)`) and keeps
    /// what that gives; `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { parts.automaticallyUpdatesBackgroundConfiguration }
        set {
            parts.automaticallyUpdatesBackgroundConfiguration = newValue
            setNeedsLayout()
        }
    }

    /// A background configuration with the system's look for where the cell is (iOS 16): a list cell's is its list's
    /// style; any other cell's is clear.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// The content shown by a configuration's view, filling the content view.
    open var contentConfiguration: (any ContentConfiguration)? {
        get { parts.configuration }
        set {
            parts.configuration = newValue
            guard let newValue else {
                parts.configuredView?.removeFromSuperview()
                parts.configuredView = nil
                return
            }
            if let view = parts.configuredView, type(of: view.configuration) == type(of: newValue) {
                view.configuration = newValue
            } else {
                parts.configuredView?.removeFromSuperview()
                let view = newValue.makeContentView()
                parts.configuredView = view
                contentView.addSubview(view)
            }
            setNeedsLayout()
        }
    }

    /// Whether the cell is selected; its selected background shows, and its configuration is updated.
    open var isSelected: Bool {
        get { parts.isSelected }
        set {
            if newValue != parts.isSelected { setNeedsUpdateConfiguration() }
            parts.isSelected = newValue
            showSelection()
        }
    }

    /// Whether a finger is down on the cell; its selected background shows, and its configuration is updated.
    open var isHighlighted: Bool {
        get { parts.isHighlighted }
        set {
            if newValue != parts.isHighlighted { setNeedsUpdateConfiguration() }
            parts.isHighlighted = newValue
            showSelection()
        }
    }

    /// The cell's state now — its traits, selection, highlight, editing — as ``updateConfiguration(using:)`` gets it.
    open var configurationState: CellConfigurationState { currentConfigurationState }

    /// Brings the cell's configurations and views up to date for `state` (iOS 14): called at the layout after the cell
    /// is made or reused, after its selection, highlight or editing changes, and after ``setNeedsUpdateConfiguration()``.
    /// It does nothing here: a subclass sets its `contentConfiguration` or its views for the state.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)`` (and the ``configurationUpdateHandler``) at the cell's next layout.
    open func setNeedsUpdateConfiguration() {
        parts.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// What a ``configurationUpdateHandler`` is given. A plain function type, as the SDK imports UIKit's block: Swift
    /// 6.3 mangled a `@MainActor` one apart in this class (a `@preconcurrency` one) and in its subclasses' tables of
    /// methods, which then failed to link; the handler is called on the main actor all the same.
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void

    /// Called after ``updateConfiguration(using:)`` with the cell and its state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { parts.configurationUpdateHandler }
        set {
            parts.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Fits the cell's content to the estimated dimensions: its content view's constraints, or its list configuration
    /// (its height only).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        if layoutAttributes.estimatedAxes.contains(.height), !sizesByConstraints,
            let height = (parts.configuredView as? ListContentView)?.fittingHeight(
                width: contentWidth(forCellWidth: layoutAttributes.size.width))
        {
            preferred.size.height = height
        }
        return preferred
    }

    /// How wide the content view is in a cell `width` wide (a list cell's accessories take some).
    func contentWidth(forCellWidth width: CGFloat) -> CGFloat { width }

    /// Clears the selection and highlight.
    open override func prepareForReuse() {
        super.prepareForReuse()
        (parts.isSelected, parts.isHighlighted) = (false, false)
        showSelection()
        setNeedsUpdateConfiguration()
    }

    /// The configuration brought up to date when asked for; then the content view, backgrounds and configured content
    /// fill the cell.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        for view in [contentView, parts.backgroundView, parts.selectedBackgroundView].compactMap({ $0 }) { view.frame = bounds }
        showBackgroundConfiguration()
        parts.configuredView?.frame = contentView.bounds
    }

    /// Shows the selected background while selected or highlighted.
    private func showSelection() {
        parts.selectedBackgroundView?.isHidden = !(parts.isSelected || parts.isHighlighted)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let reusable = super.checkpointRestoration(), own = CollectionViewCell.cellCheckpointFields.keep(self)
        return CheckpointRestoration(covering: CollectionViewCell.self) {
            reusable.run()
            own()
        }
    }

    /// What a checkpoint keeps of a cell beyond the reusable view (a test checks).
    package static let cellCheckpointFields: [CheckpointField<CollectionViewCell>] = [
        CheckpointField("parts", { $0.parts }, { $0.parts = $1 })
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let cellNotCheckpointed = ["storedContentView": "a constant view, kept as a view"]
}

/// UIKit's name for a collection view cell.
public typealias UICollectionViewCell = CollectionViewCell
