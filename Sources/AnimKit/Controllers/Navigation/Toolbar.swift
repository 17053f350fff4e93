import Foundation

/// A bar of buttons (also spelled `UIToolbar`), at the bottom of a navigation controller or placed by code: its items
/// in a 44-point row over the chrome material with a hairline on top — fixed spaces as wide as they say, flexible
/// spaces sharing what is left, the items 16 points in from the ends and 8 apart.
@preconcurrency @MainActor
open class Toolbar: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> Toolbar { appearanceProxy { Toolbar() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> Toolbar {
        appearanceProxy(in: containerTypes) { Toolbar() }
    }

    /// The row's height, above the safe area's bottom inset.
    public static let height: CGFloat = 44

    /// The items, left to right.
    open var items: [BarButtonItem]? {
        get { shownItems }
        set {
            shownItems = newValue
            showItems()
        }
    }
    /// The items shown (kept apart from ``items``' setter, which makes their views, so that a checkpoint puts them back
    /// with the views of their time).
    private var shownItems: [BarButtonItem]?
    /// The bar's colour (the chrome material when `nil`).
    open var barTintColor: Color? {
        didSet { standardAppearance.backgroundColor = barTintColor }
    }
    /// Whether the bar is see-through (`false`: an opaque background).
    open var isTranslucent = true {
        didSet {
            if isTranslucent {
                standardAppearance.configureWithDefaultBackground()
            } else {
                standardAppearance.configureWithOpaqueBackground()
            }
        }
    }
    /// The look of the bar; the default background unless set.
    open var standardAppearance = ToolbarAppearance() {
        didSet { showAppearance() }
    }
    /// The look in a compact height; kept (the previewed phone stands upright).
    open var compactAppearance: ToolbarAppearance?
    /// The look when content is scrolled to the bar's edge; kept (the bar shows its standard look).
    open var scrollEdgeAppearance: ToolbarAppearance?
    /// The views shown for the items, in order (none for a space).
    private(set) var itemViews: [(item: BarButtonItem, view: View?)] = []
    private let hairline = View()

    /// A toolbar occupying `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(hairline)
        showAppearance()
    }

    /// A toolbar from an archive (there are none here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        showAppearance()
    }

    /// Sets the items (shown at once).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// Makes the items' views again (the items changed, or one of them did).
    func showItems() {
        for (_, view) in itemViews { view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            item.bar = self
            return (item, BarItemViews.view(for: item))
        }
        for case (_, let view?) in itemViews { addSubview(view) }
        showAppearance()
        setNeedsLayout()
    }

    /// Draws ``standardAppearance``'s background and hairline, and its buttons' title colours where it sets them.
    private func showAppearance() {
        let look = standardAppearance
        look.observer = self
        backgroundColor = look.drawnBackground
        hairline.backgroundColor = look.shadowColor ?? .clear
        for case (let item, let button as Button) in itemViews {
            let state = (item.style == .done ? look.doneButtonAppearance : look.buttonAppearance).normal
            if let color = state.titleTextAttributes[.foregroundColor] as? Color { button.setTitleColor(color, for: .normal) }
        }
    }

    /// Places the items in the row: fixed widths first, flexible spaces sharing the rest.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        func width(of entry: (item: BarButtonItem, view: View?)) -> CGFloat {
            if let view = entry.view { return BarItemViews.size(of: view).width }
            return entry.item.systemItem == .fixedSpace ? entry.item.width : 0
        }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = itemViews.reduce(0) { $0 + width(of: $1) } + CGFloat(Swift.max(itemViews.count - 1, 0)) * 8
        let share = flexible > 0 ? Swift.max(bounds.width - 32 - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 16
        for entry in itemViews {
            let itemWidth = entry.item.systemItem == .flexibleSpace ? share : width(of: entry)
            if let view = entry.view {
                let height = BarItemViews.size(of: view).height
                view.frame = CGRect(x: x, y: (Toolbar.height - height) / 2, width: itemWidth, height: height)
            }
            x += itemWidth + 8
        }
    }

    /// The toolbar's state now, as work that puts it back: the view's, then its items and their views of that time.
    package override func checkpointRestoration() -> CheckpointRestoration {
        let view = super.checkpointRestoration(), items = shownItems, views = itemViews
        return CheckpointRestoration(covering: Toolbar.self) { [weak self] in
            view.run()
            guard let self else { return }
            (shownItems, itemViews) = (items, views)
        }
    }
}

extension Toolbar: BarAppearanceObserver {
    func appearanceChanged() { showAppearance() }
}

/// How a toolbar looks (also spelled `UIToolbarAppearance`): a ``BarAppearance`` and its buttons' looks.
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
    /// The look of plain items.
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The look of done items.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance`: its background and shadow, and its buttons' looks when it is a toolbar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? ToolbarAppearance else { return }
        (buttonAppearance, doneButtonAppearance) = (other.buttonAppearance.copy(), other.doneButtonAppearance.copy())
    }
}

/// UIKit's name for a toolbar.
public typealias UIToolbar = Toolbar
/// UIKit's name for a toolbar's appearance.
public typealias UIToolbarAppearance = ToolbarAppearance
