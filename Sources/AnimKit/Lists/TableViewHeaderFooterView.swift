import Foundation

/// A section's header or footer (UIKit's `UITableViewHeaderFooterView`): a ``contentView`` for what it shows, a
/// ``textLabel`` the table fills from the data source's titles, and reuse under an identifier like cells
/// (`register(_:forHeaderFooterViewReuseIdentifier:)`, `dequeueReusableHeaderFooterView(withIdentifier:)`).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier the table reuses the view under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    let storedReuseIdentifier: String?
    /// The view that holds the content: add subviews here.
    open var contentView: View { storedContentView }
    let storedContentView: View = View()
    /// What the view keeps between frames, in one value for checkpoints.
    var parts = HeaderFooterParts()

    /// A header or footer reused under `reuseIdentifier`. Required, so that a table can make a registered class: a
    /// subclass that overrides it writes `required override init(reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        self.storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        // The content follows the view's size at once, before any layout pass (its constraints see the new size).
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view from an archive (there are none here).
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The title, made on first use: bold in a plain table, small grey capitals in a grouped one.
    open var textLabel: Label? {
        if let label = parts.textLabel { return label }
        let label = Label()
        contentView.addSubview(label)
        parts.textLabel = label
        applyLook()
        return label
    }

    /// The content as a configuration (iOS 14): the view it makes fills the ``contentView``, and an automatic height is
    /// the height it needs; `nil` takes it away.
    open var contentConfiguration: (any ContentConfiguration)? {
        get { parts.contentConfiguration }
        set {
            parts.contentConfiguration = newValue
            showConfiguration()
        }
    }

    /// A list configuration in the look of the view's place: a plain or grouped table's header or footer.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch (parts.role?.grouped == true, parts.role?.footer == true) {
        case (false, false): .plainHeader()
        case (false, true): .plainFooter()
        case (true, false): .groupedHeader()
        case (true, true): .groupedFooter()
        }
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

    /// The background as a configuration (iOS 14), drawn behind the content; setting one takes the background colour
    /// and view away. A header or footer has no selection, so every state draws it alike.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { parts.backgroundConfiguration }
        set {
            parts.backgroundConfiguration = newValue
            if newValue != nil {
                backgroundColor = nil
                if parts.backgroundView != nil { backgroundView = nil }
            } else {
                parts.backgroundConfigurationView?.removeFromSuperview()
                parts.backgroundConfigurationView = nil
            }
            setNeedsLayout()
        }
    }

    /// Whether the view brings its ``backgroundConfiguration`` up to date for each state; `true` by default.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { parts.automaticallyUpdatesBackgroundConfiguration }
        set { parts.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// A background configuration in the style of the view's table: clear in a grouped table, a plain one's otherwise.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        parts.role?.grouped == true ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
    }

    /// Called before the table hands the view out again; a subclass clears what it showed and calls `super`.
    open func prepareForReuse() {}

    /// The view's state now — its traits — as ``updateConfiguration(using:)`` gets it.
    open var configurationState: ViewConfigurationState { ViewConfigurationState(traitCollection: traitCollection) }

    /// Brings the view's configurations and subviews up to date for `state` (iOS 14): called at the layout after the
    /// view is made or handed out again, and after ``setNeedsUpdateConfiguration()``. It does nothing here: a subclass
    /// sets its `contentConfiguration` or its views for the state.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    /// Asks for ``updateConfiguration(using:)`` (and the ``configurationUpdateHandler``) at the view's next layout.
    open func setNeedsUpdateConfiguration() {
        parts.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// What a ``configurationUpdateHandler`` is given: a plain function type, as the SDK imports UIKit's block (and as
    /// the cells' is).
    public typealias ConfigurationUpdateHandler = (TableViewHeaderFooterView, ViewConfigurationState) -> Void

    /// Called after ``updateConfiguration(using:)`` with the view and its state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { parts.configurationUpdateHandler }
        set {
            parts.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the view brings its ``contentConfiguration`` up to date for its state (`updated(for:)`) before
    /// ``updateConfiguration(using:)``; `true` by default.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { parts.automaticallyUpdatesContentConfiguration }
        set { parts.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Content, background and title fill the view: the title 16 points in, at the bottom of a grouped header, at
    /// the top of a grouped footer, in the middle of a plain one. Over an inset grouped table's cards, the title and a
    /// list configuration's content line up with the text in the cards: in by the card's inset, then 16 points.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let inset = parts.role?.cardInset ?? 0
        contentView.frame = bounds
        parts.configuredView?.frame = contentView.bounds.insetBy(dx: inset, dy: 0)
        parts.backgroundView?.frame = bounds
        if let configuration = parts.backgroundConfiguration {
            BackgroundConfigurationView.show(configuration, in: self, keeping: &parts.backgroundConfigurationView)
        }
        guard let label = parts.textLabel else { return }
        let height = label.intrinsicContentSize.height
        var y = (bounds.height - height) / 2
        if let role = parts.role, role.grouped { y = role.footer ? 6 : bounds.height - height - 6 }
        label.frame = CGRect(x: inset + 16, y: y, width: max(bounds.width - 2 * (inset + 16), 0), height: height)
    }

    /// Marks the view as a header or footer of a table of `style`, in that table's look.
    func place(asFooter footer: Bool, in style: TableView.Style) {
        let role = HeaderFooterParts.Role(
            grouped: style != .plain, footer: footer, cardInset: style == .insetGrouped ? TableView.cardInset : 0)
        guard role != parts.role else { return }
        parts.role = role
        applyLook()
    }

    /// The title's font and colour for the view's role.
    private func applyLook() {
        guard let label = parts.textLabel else { return }
        if parts.role?.grouped == true {
            (label.font, label.textColor) = (.systemFont(ofSize: 13), .secondaryLabel)
        } else {
            (label.font, label.textColor) = (.boldSystemFont(ofSize: 17), .black)
        }
        setNeedsLayout()
    }

    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), own = TableViewHeaderFooterView.headerFooterCheckpointFields.keep(self)
        return CheckpointRestoration(covering: TableViewHeaderFooterView.self) {
            view.run()
            own()
        }
    }

    /// What a checkpoint keeps of a header or footer beyond the view (a test checks).
    package static let headerFooterCheckpointFields: [CheckpointField<TableViewHeaderFooterView>] = [
        CheckpointField("parts", { $0.parts }, { $0.parts = $1 })
    ]

    /// The stored properties a checkpoint leaves alone, and why.
    package static let headerFooterNotCheckpointed = [
        "storedReuseIdentifier": "a constant", "storedContentView": "a constant view, kept as a view",
    ]
}

/// A header or footer view's made parts and role, kept as one value.
@MainActor
struct HeaderFooterParts {
    /// Whether the view heads or foots a section, and of which kind of table.
    struct Role: Equatable {
        var grouped = false
        var footer = false
        /// How far in from the table's sides its cards are (an inset grouped table's), which the content follows.
        var cardInset: CGFloat = 0
    }

    var textLabel: Label?
    /// The content configuration, and the view it made.
    var contentConfiguration: (any ContentConfiguration)?
    var configuredView: (View & ContentView)?
    var backgroundView: View?
    var backgroundConfiguration: BackgroundConfiguration?
    var automaticallyUpdatesBackgroundConfiguration = true
    var automaticallyUpdatesContentConfiguration = true
    /// Whether ``TableViewHeaderFooterView/updateConfiguration(using:)`` is due at the next layout: a new view's is.
    var needsConfigurationUpdate = true
    var configurationUpdateHandler: TableViewHeaderFooterView.ConfigurationUpdateHandler?
    /// Where ``backgroundConfiguration`` is drawn, while there is one.
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Set once a table places the view.
    var role: Role?
}

/// UIKit's name for a section header or footer view.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
