import Foundation

/// How a bar's buttons of one style look in each state (also spelled `UIBarButtonItemAppearance`): their titles'
/// attributes — a `.foregroundColor` colours the title, a `.font` sets it — a background image and a title offset.
@preconcurrency @MainActor
open class BarButtonItemAppearance {
    /// The look of an enabled button at rest.
    open var normal = BarButtonItemStateAppearance()
    /// The look while pressed.
    open var highlighted = BarButtonItemStateAppearance()
    /// The look of a disabled button.
    open var disabled = BarButtonItemStateAppearance()
    /// The look while focused (no focus here: kept as set).
    open var focused = BarButtonItemStateAppearance()
    /// The style of the buttons this look is for.
    open var style: BarButtonItem.Style { madeFor }
    private let madeFor: BarButtonItem.Style

    /// The default look for buttons of `style` (`.plain` by default).
    public required init(style: BarButtonItem.Style = .plain) { madeFor = style }

    /// Back to the default look for buttons of `style`.
    open func configureWithDefault(for style: BarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
    }

    /// A copy, each state's look copied.
    open func copy() -> Self {
        let copy = Self(style: style)
        (copy.normal, copy.highlighted, copy.disabled, copy.focused) = (normal.copy(), highlighted.copy(), disabled.copy(), focused.copy())
        return copy
    }
}

/// How a bar button looks in one state (also spelled `UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor
open class BarButtonItemStateAppearance {
    /// The title's attributes: `.foregroundColor` and `.font` are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An image behind the button.
    open var backgroundImage: Image?
    /// How far the title is moved from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// How far the background image is moved from its place.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> BarButtonItemStateAppearance {
        let copy = BarButtonItemStateAppearance()
        (copy.titleTextAttributes, copy.backgroundImage) = (titleTextAttributes, backgroundImage)
        (copy.titlePositionAdjustment, copy.backgroundImagePositionAdjustment) = (
            titlePositionAdjustment, backgroundImagePositionAdjustment
        )
        return copy
    }
}

/// UIKit's name for a bar button's look in each state.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// UIKit's name for a bar button's look in one state.
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
