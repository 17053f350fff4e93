import Foundation

/// A view a collection view places by its layout and reuses (UIKit's `UICollectionReusableView`): the base of cells
/// and of headers and footers.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view under (set when it makes it).
    open internal(set) var reuseIdentifier: String?

    /// A view occupying `frame`. Required, so that a collection view can make a registered class (Swift calls an
    /// initializer through a class value only when it is required): a subclass that overrides it writes
    /// `required init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The attributes last applied, to tell whether new ones differ.
    var appliedAttributes: CollectionViewLayoutAttributes?

    /// Called before the collection view hands the view out again; a subclass clears what it showed and calls `super`.
    open func prepareForReuse() {}

    /// Called after the collection view placed the view by `layoutAttributes` — a subclass of attributes' own
    /// properties are applied here. Nothing by default.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have than `layoutAttributes`, asked when the layout only estimated its
    /// size (a flow layout's `estimatedItemSize`, a compositional layout's `.estimated` dimensions): the estimated
    /// dimensions become what the view's Auto Layout constraints fit, the others stay. A subclass may change the
    /// copy `super` returns — pinning the width to the collection view's, say.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        if let size = fittingSize(layoutAttributes.size, estimated: layoutAttributes.estimatedAxes) { preferred.size = size }
        return preferred
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = CollectionReusableView.reusableCheckpointFields.keep(self)
        return CheckpointRestoration(covering: CollectionReusableView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a reusable view beyond the view (a test checks).
    package static let reusableCheckpointFields: [CheckpointField<CollectionReusableView>] = [
        CheckpointField("reuseIdentifier", { $0.reuseIdentifier }, { $0.reuseIdentifier = $1 }),
        CheckpointField("appliedAttributes", { $0.appliedAttributes }, { $0.appliedAttributes = $1 }),
    ]
}

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
        addSubview(contentView)
    }

    /// A cell from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Drawn behind the content.
    open var backgroundView: View? {
        get { parts.backgroundView }
        set {
            parts.backgroundView?.removeFromSuperview()
            parts.backgroundView = newValue
            if let newValue { insertSubview(newValue, at: 0) }
            setNeedsLayout()
        }
    }

    /// Drawn behind the content (over the background) while the cell is selected or highlighted.
    open var selectedBackgroundView: View? {
        get { parts.selectedBackgroundView }
        set {
            parts.selectedBackgroundView?.removeFromSuperview()
            parts.selectedBackgroundView = newValue
            if let newValue { insertSubview(newValue, belowSubview: contentView) }
            showSelection()
        }
    }

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

    /// Called after ``updateConfiguration(using:)`` with the cell and its state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { parts.configurationUpdateHandler }
        set {
            parts.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// What a ``configurationUpdateHandler`` is given.
    public typealias ConfigurationUpdateHandler = @MainActor (CollectionViewCell, CellConfigurationState) -> Void

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

/// UIKit's name for a collection view's reusable view.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for a collection view cell.
public typealias UICollectionViewCell = CollectionViewCell
