import Foundation

/// One row of a table (also spelled `UITableViewCell`): a ``contentView`` that holds what the row shows, the
/// built-in labels and image of its ``CellStyle``, an accessory at its right, and the grey of selection behind.
///
/// A table makes cells through the class or closure registered under a reuse identifier and reuses those that
/// scroll out of sight: ``prepareForReuse()`` is the place to clear what the last row left. As ``View``'s, the body
/// declares what UIKit lets a subclass override, and so may pass 250 lines.
@preconcurrency @MainActor
open class TableViewCell: View {
    /// The identifier the table reuses the cell under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    let storedReuseIdentifier: String?
    /// Which built-in arrangement the labels take.
    open var style: CellStyle { storedStyle }
    let storedStyle: CellStyle
    /// The view that holds the row's content: add subviews here, not to the cell.
    open var contentView: View { storedContentView }
    let storedContentView: View = View()
    /// The built-in title, made on first use.
    open var textLabel: Label? { builtIns.title(in: self) }
    /// The built-in detail text (not in the `.default` style), made on first use.
    open var detailTextLabel: Label? { style == .default ? nil : builtIns.detail(in: self) }
    /// The built-in image before the title, made on first use.
    open var imageView: ImageView? { builtIns.image(in: self) }
    /// The mark at the row's right.
    open var accessoryType: AccessoryType {
        get { settings.accessoryType }
        set {
            guard newValue != settings.accessoryType else { return }
            settings.accessoryType = newValue
            placeAccessory()
        }
    }
    /// A view of your own at the row's right, in place of ``accessoryType``'s mark.
    open var accessoryView: View? {
        get { settings.accessoryView }
        set {
            settings.accessoryView?.removeFromSuperview()
            settings.accessoryView = newValue
            placeAccessory()
        }
    }
    /// How the row looks selected.
    open var selectionStyle: SelectionStyle {
        get { settings.selectionStyle }
        set { settings.selectionStyle = newValue }
    }
    /// Drawn behind the content while the row is highlighted or selected; the system grey unless you set another.
    /// Setting one takes the ``backgroundConfiguration`` away.
    open var selectedBackgroundView: View? {
        get { settings.selectedBackgroundView }
        set { setBackgroundView(newValue, selected: true) }
    }
    /// Drawn behind everything in the row; setting one takes the ``backgroundConfiguration`` away.
    open var backgroundView: View? {
        get { settings.backgroundView }
        set { setBackgroundView(newValue, selected: false) }
    }
    /// The background as a configuration (iOS 14), updated for each state while
    /// ``automaticallyUpdatesBackgroundConfiguration``: `nil` until code sets one (UIKit sets one up; here the row's
    /// white and its grey of selection stand for it). Setting one takes the background colour and views away.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { settings.backgroundConfiguration }
        set { setBackgroundConfiguration(newValue) }
    }
    /// Whether the cell brings its ``contentConfiguration`` up to date for each state; `true` by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { settings.automaticallyUpdatesContentConfiguration }
        set {
            settings.automaticallyUpdatesContentConfiguration = newValue
            setNeedsLayout()
        }
    }
    /// Whether the cell brings its ``backgroundConfiguration`` up to date for each state; `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { settings.automaticallyUpdatesBackgroundConfiguration }
        set {
            settings.automaticallyUpdatesBackgroundConfiguration = newValue
            setNeedsLayout()
        }
    }
    /// A background configuration in the style of the cell's table: a grouped table's rows, else a plain one's.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        enclosingTable.map { $0.style == .plain } == false ? .listGroupedCell() : .listPlainCell()
    }
    /// The content shown by a configuration's view, filling the content view (`nil`: the built-in labels).
    open var contentConfiguration: (any ContentConfiguration)? {
        get { settings.contentConfiguration }
        set {
            settings.contentConfiguration = newValue
            showConfiguration()
        }
    }
    /// Room left of the separator line under the row (and right of it).
    open var separatorInset: UIEdgeInsets {
        get { settings.separatorInset }
        set {
            settings.separatorInset = newValue
            setNeedsLayout()
        }
    }
    /// What the properties above were set to.
    var settings = CellSettings()
    /// The labels and image, once made, and the mark's view.
    var builtIns = CellBuiltIns()
    /// Whether the row shows as selected (``setSelected(_:animated:)`` animates it).
    var selectionState = CellSelectionState()
    /// Whether the row shows as selected; setting it does not animate.
    open var isSelected: Bool {
        get { selectionState.isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the row shows as highlighted; setting it does not animate.
    open var isHighlighted: Bool {
        get { selectionState.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the row is being edited, how, and its controls once made.
    var editing = CellEditing()
    /// The line under the row, placed by the table.
    let separator = View()

    /// A cell of `style`, to be reused under `reuseIdentifier`.
    /// Required, so that a table can make a registered class of cell (Swift calls an initializer through a class
    /// value only when it is required): a subclass that overrides it writes `required init`, not `override init`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.storedStyle = style
        self.storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentView.frame = bounds
        // As UIKit's: it follows the cell's size at once, so the first layout at a table's width solves the content at it.
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = TableViewCell.contentMargins
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.accessibilityIdentifier = "separator"
        addSubview(separator)
    }

    /// A `.default` cell occupying `frame`, as a table makes one registered by class.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A `.default` cell, as one from an archive would start.
    public required init?(coder: NSCoder) {
        storedStyle = .default
        storedReuseIdentifier = nil
        super.init(coder: coder)
        backgroundColor = .white
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = TableViewCell.contentMargins
        addSubview(contentView)
        addSubview(separator)
    }

    /// Called before the table hands the cell out again: clears the selection (a subclass clears what it showed and
    /// calls `super`).
    open func prepareForReuse() {
        selectionState = CellSelectionState()
        selectedBackgroundView?.alpha = 0
        setNeedsUpdateConfiguration()
    }

    /// The cell's state now — its traits, selection, highlight, editing — as ``updateConfiguration(using:)`` gets it.
    open var configurationState: CellConfigurationState { currentConfigurationState }

    /// Brings the cell's configurations and views up to date for `state` (iOS 14): called at the layout after the cell
    /// is made or reused, after its selection, highlight or editing changes, and after ``setNeedsUpdateConfiguration()``.
    /// It does nothing here: a subclass sets its `contentConfiguration` or its views for the state.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)`` (and the ``configurationUpdateHandler``) at the cell's next layout.
    open func setNeedsUpdateConfiguration() {
        settings.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Called after ``updateConfiguration(using:)`` with the cell and its state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { settings.configurationUpdateHandler }
        set {
            settings.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Selects or deselects the row's look, fading the grey over a quarter of a second when `animated`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectionState.isSelected { setNeedsUpdateConfiguration() }
        selectionState.isSelected = selected
        showSelection(animated: animated)
    }

    /// Shows the row's editing controls (the table's delete or insert control at the left, the reorder control at
    /// the right when the row can move) or hides them, the content sliding over 0.3 s when `animated`. A subclass
    /// that overrides it calls `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changes = editing != self.editing.isEditing, state: StateMask = editing ? .showingEditControl : []
        if changes {
            setNeedsUpdateConfiguration()
            willTransition(to: state)
        }
        self.editing.isEditing = editing
        showEditing(animated: animated) { [weak self] in if changes { self?.didTransition(to: state) } }
    }
    /// Called as the row starts into `state` (its editing control showing, or none); an override calls `super`.
    open func willTransition(to state: StateMask) {}
    /// Called once the row is in `state`, after the animation into it; an override calls `super`.
    open func didTransition(to state: StateMask) {}

    /// Highlights the row's look or takes the highlight off, fading when `animated`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != selectionState.isHighlighted { setNeedsUpdateConfiguration() }
        selectionState.isHighlighted = highlighted
        showSelection(animated: animated)
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = TableViewCell.cellCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TableViewCell.self) {
            view.run()
            own()
        }
    }

    /// Brings the configuration up to date when asked; lays out the content view (narrowed by the accessory), the
    /// built-in labels, the accessory and the separator.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let size = bounds.size, accessoryWidth = accessoryRoom, indent = editingIndent
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        showBackgroundConfiguration()
        contentView.frame = CGRect(
            x: indent, y: 0, width: max(size.width - accessoryWidth - indent - reorderRoom, 0), height: size.height)
        placeEditingControls()
        builtIns.arrange(style: style, in: contentView.bounds)
        builtIns.configuredView?.frame = contentView.bounds
        let mark = accessoryView ?? builtIns.accessory
        if let mark {
            let markSize = mark.bounds.size
            mark.frame = CGRect(
                x: size.width - 16 - markSize.width, y: (size.height - markSize.height) / 2, width: markSize.width,
                height: markSize.height)
        }
        separator.frame = CGRect(
            x: separatorInset.left, y: size.height - 1, width: max(size.width - separatorInset.left - separatorInset.right, 0),
            height: 1)
    }
}

/// UIKit's name for a table cell.
public typealias UITableViewCell = TableViewCell
