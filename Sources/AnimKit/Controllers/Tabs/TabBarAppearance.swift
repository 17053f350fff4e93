import Foundation

/// How a tab bar looks (also spelled `UITabBarAppearance`): the background and shadow of a ``BarAppearance``, and its
/// items' looks in each layout — stacked (an image over its title, as a phone upright shows them), inline and compact
/// inline (kept; the previewed phone stacks its items).
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    /// The items' look when stacked.
    open var stackedLayoutAppearance = TabBarItemAppearance() { didSet { observer?.appearanceChanged() } }
    /// The items' look inline (kept).
    open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
    /// The items' look compact inline (kept).
    open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)
    /// The selected item's indicator colour (kept).
    open var selectionIndicatorTintColor: Color?

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance`: its background and shadow, and its items' looks when it is a tab bar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? TabBarAppearance else { return }
        (stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance) = (
            other.stackedLayoutAppearance.copy(), other.inlineLayoutAppearance.copy(), other.compactInlineLayoutAppearance.copy()
        )
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
}

/// How a tab bar's items look in one layout, state by state (also spelled `UITabBarItemAppearance`).
@preconcurrency @MainActor
open class TabBarItemAppearance {
    /// A layout of tab bar items (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    /// An item neither selected nor disabled.
    open var normal = TabBarItemStateAppearance()
    /// The selected item.
    open var selected = TabBarItemStateAppearance()
    /// A disabled item.
    open var disabled = TabBarItemStateAppearance()
    /// A focused item (kept).
    open var focused = TabBarItemStateAppearance()

    /// The default look for items laid out as `style`.
    public init(style: Style = .stacked) {}

    /// Back to the default look.
    open func configureWithDefault(for style: Style) { (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init()) }

    /// A copy, each state's look copied.
    open func copy() -> TabBarItemAppearance {
        let copy = TabBarItemAppearance()
        (copy.normal, copy.selected, copy.disabled, copy.focused) = (normal.copy(), selected.copy(), disabled.copy(), focused.copy())
        return copy
    }
}

/// How a tab bar item looks in one state (also spelled `UITabBarItemStateAppearance`): its image's colour, its title's
/// attributes (`.foregroundColor` colours it), its badge's colour.
@preconcurrency @MainActor
open class TabBarItemStateAppearance {
    /// The image's colour; the bar's own when `nil`.
    open var iconColor: Color?
    /// The title's attributes; `.foregroundColor` colours it (the icon's colour when unset).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's colour; red when `nil`.
    open var badgeBackgroundColor: Color?
    /// How far the title is moved (kept).
    open var titlePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> TabBarItemStateAppearance {
        let copy = TabBarItemStateAppearance()
        (copy.iconColor, copy.titleTextAttributes) = (iconColor, titleTextAttributes)
        (copy.badgeBackgroundColor, copy.titlePositionAdjustment) = (badgeBackgroundColor, titlePositionAdjustment)
        return copy
    }
}

/// UIKit's name for a tab bar's appearance.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's name for a tab bar item's look in one layout.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's name for a tab bar item's look in one state.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
