import Foundation

/// Told when a tab bar's item is chosen (also spelled `UITabBarDelegate`).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// `item` was chosen.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// A bar of tabs at the bottom of the screen (also spelled `UITabBar`): each item's image over its title, the selected
/// one in the tint, a red badge at an image's corner. A tap on an item selects it and tells the delegate.
@preconcurrency @MainActor
open class TabBar: View {
    /// The proxy whose settings every such view takes as it enters a window (UIKit's `UIAppearance`).
    open override class func appearance() -> TabBar { appearanceProxy { TabBar() } }
    /// The proxy for such views inside instances of `containerTypes`, innermost first.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> TabBar {
        appearanceProxy(in: containerTypes) { TabBar() }
    }

    /// The bar's height above the safe area's bottom inset.
    public static let height: CGFloat = 49

    /// The tabs, left to right.
    open var items: [TabBarItem]? {
        didSet { setNeedsLayout() }
    }
    /// The tab shown as selected.
    open var selectedItem: TabBarItem? {
        didSet { setNeedsLayout() }
    }
    /// The colour of the items that are not selected (grey by default).
    open var unselectedItemTintColor: Color? {
        didSet { setNeedsLayout() }
    }
    /// The bar's own colour, behind the items.
    open var barTintColor: Color? {
        didSet { backgroundColor = barTintColor ?? TabBar.background }
    }
    /// Whether the bar lets what is under it show through (kept; the bar is drawn nearly opaque).
    open var isTranslucent = true
    /// The bar's look; until set, the bar's own colours (``barTintColor``, the tint, ``unselectedItemTintColor``). The
    /// bar keeps a copy, as UIKit's does, and follows changes made to it.
    open var standardAppearance: TabBarAppearance {
        get { look ?? TabBarAppearance() }
        set {
            look = newValue.copy()
            look?.observer = self
            appearanceChanged()
        }
    }
    /// The look at the content's bottom edge; kept (the bar draws its standard look).
    open var scrollEdgeAppearance: TabBarAppearance?
    /// The look in a compact height; kept.
    open var compactAppearance: TabBarAppearance?
    /// The look set, if any.
    private(set) var look: TabBarAppearance?
    /// Counts changes to the look, so that the items are built again after one.
    private var lookRevision = 0
    /// Told when an item is chosen.
    open weak var delegate: (any TabBarDelegate)?
    private let hairline = View()
    private var builtFor: BuiltFor?

    static let background = Color(white: 0.97, alpha: 0.96)

    /// An empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = TabBar.background
        hairline.backgroundColor = Color(white: 0, alpha: 0.2)
        addSubview(hairline)
    }

    /// An empty bar, as one from an archive would start.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = TabBar.background
    }

    /// Sets the items (`animated` is taken as not animated here).
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }

    /// What the item views were last built for: they are built again only when one of these changed (building adds
    /// subviews, which marks the bar for layout again).
    private struct BuiltFor: Equatable {
        let items: [ObjectIdentifier], titles: [String?], badges: [String?], enabled: [Bool], images: [Image?]
        let selected: ObjectIdentifier?, colors: [Color?], size: CGSize, lookRevision: Int
    }

    /// The items laid out side by side, each an image over a title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / 3)
        let items = self.items ?? []
        let now = BuiltFor(
            items: items.map(ObjectIdentifier.init), titles: items.map(\.title), badges: items.map(\.badgeValue),
            enabled: items.map(\.isEnabled), images: items.map { $0 === selectedItem ? $0.selectedImage ?? $0.image : $0.image },
            selected: selectedItem.map(ObjectIdentifier.init), colors: [tintColor, unselectedItemTintColor], size: bounds.size,
            lookRevision: lookRevision)
        guard now != builtFor else { return }
        builtFor = now
        for old in subviews where old !== hairline { old.removeFromSuperview() }
        guard !items.isEmpty else { return }
        let width = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            item.bar = self
            let selected = item === selectedItem
            let state = look.map {
                !item.isEnabled
                    ? $0.stackedLayoutAppearance.disabled
                    : selected ? $0.stackedLayoutAppearance.selected : $0.stackedLayoutAppearance.normal
            }
            let plain = !item.isEnabled ? Color.tertiaryLabel : selected ? tintColor ?? .systemBlue : unselectedItemTintColor ?? .systemGray
            let color = state?.iconColor ?? plain
            let cell = TabBarButton(
                item: item, color: color, titleColor: state?.titleTextAttributes[.foregroundColor] as? Color ?? color,
                badgeColor: state?.badgeBackgroundColor, selected: selected)
            cell.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: TabBar.height)
            cell.addAction(Action { [weak self] _ in self?.choose(item) }, for: .touchUpInside)
            addSubview(cell)
            cell.placeParts()
        }
    }

    /// The look changed (set, or changed where the bar keeps it): the background, the hairline and the items follow.
    func appearanceChanged() {
        lookRevision += 1
        if let look {
            backgroundColor = look.backgroundColor ?? (look.backgroundEffect == nil ? .clear : TabBar.background)
            hairline.backgroundColor = look.shadowColor ?? .clear
        }
        setNeedsLayout()
    }

    /// A tap chose `item`: it is selected and the delegate told.
    func choose(_ item: TabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

extension TabBar: BarAppearanceObserver {}

/// One item drawn in a tab bar: its image (a faint square for a stand-in), its title under it, a badge.
@MainActor
final class TabBarButton: Control {
    init(item: TabBarItem, color: Color, titleColor: Color, badgeColor: Color?, selected: Bool) {
        super.init(frame: .zero)
        let image = ImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
        image.tintColor = color
        image.contentMode = .scaleAspectFit
        image.frame = CGRect(x: 0, y: 5, width: 25, height: 25)
        image.isUserInteractionEnabled = false
        addSubview(image)
        let title = Label()
        (title.text, title.font, title.textColor, title.textAlignment) = (
            item.title, .systemFont(ofSize: 10, weight: .medium), titleColor, .center
        )
        title.isUserInteractionEnabled = false
        addSubview(title)
        if let badge = item.badgeValue {
            let label = Label()
            (label.text, label.font, label.textColor, label.textAlignment) = (badge, .systemFont(ofSize: 13), .white, .center)
            label.backgroundColor = item.badgeColor ?? badgeColor ?? .systemRed
            label.layer.cornerRadius = 9
            label.clipsToBounds = true
            label.isUserInteractionEnabled = false
            label.tag = 1
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The image centred at the top, the title under it, the badge at the image's top right.
    func placeParts() {
        guard subviews.count >= 2 else { return }
        let (image, title) = (subviews[0], subviews[1])
        image.center = CGPoint(x: bounds.midX, y: 17.5)
        title.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 13)
        if subviews.count > 2, let badge = subviews.last as? Label {
            let width = Swift.max(18, Label.textMeasurer.size(of: badge.text ?? "", in: badge.font).width + 10)
            badge.frame = CGRect(x: image.frame.maxX - 6, y: 1, width: width, height: 18)
        }
    }
}

/// UIKit's name for a tab bar.
public typealias UITabBar = TabBar
/// UIKit's name for a tab bar's delegate.
public typealias UITabBarDelegate = TabBarDelegate
