import Foundation

/// How a bar's background looks (also spelled `UIBarAppearance`): a blur, a colour, an image, and the shadow line under
/// it. A new appearance has the default background — the system's chrome material with a hairline — as UIKit's.
@preconcurrency @MainActor
open class BarAppearance {
    /// The blur under the background colour; the chrome material by default, none for an opaque or transparent bar.
    open var backgroundEffect: BlurEffect? { didSet { observer?.appearanceChanged() } }
    /// The colour over the blur; `nil` shows the blur alone (or nothing, without one).
    open var backgroundColor: Color? { didSet { observer?.appearanceChanged() } }
    /// An image over the colour, placed by ``backgroundImageContentMode``.
    open var backgroundImage: Image? { didSet { observer?.appearanceChanged() } }
    /// How ``backgroundImage`` fills the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode = ContentMode.scaleToFill { didSet { observer?.appearanceChanged() } }
    /// The colour of the hairline under the bar; `nil` or clear draws none.
    open var shadowColor: Color? { didSet { observer?.appearanceChanged() } }
    /// An image drawn in place of the hairline.
    open var shadowImage: Image? { didSet { observer?.appearanceChanged() } }
    /// The kind of device the appearance was made for.
    open var idiom: UserInterfaceIdiom { madeFor }
    private let madeFor: UserInterfaceIdiom
    /// The bar or item that keeps this appearance (its copy of what the code set): told of every change.
    weak var observer: BarAppearanceObserver?

    /// An appearance with the default background, for the device's idiom.
    public convenience init() { self.init(idiom: Device.current.userInterfaceIdiom) }

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UserInterfaceIdiom) {
        madeFor = idiom
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: BarAppearance) {
        madeFor = barAppearance.idiom
        copyBackground(of: barAppearance)
    }

    /// A copy of the appearance, of the same class.
    open func copy() -> Self { Self(barAppearance: self) }

    /// The system's translucent background: the chrome material and a hairline.
    open func configureWithDefaultBackground() {
        (backgroundEffect, backgroundColor, backgroundImage) = (BlurEffect(style: .systemChromeMaterial), nil, nil)
        (shadowColor, shadowImage) = (BarAppearance.hairline, nil)
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        (backgroundEffect, backgroundColor, backgroundImage) = (nil, .systemBackground, nil)
        (shadowColor, shadowImage) = (BarAppearance.hairline, nil)
    }

    /// No background and no hairline: what lies under the bar shows through.
    open func configureWithTransparentBackground() {
        (backgroundEffect, backgroundColor, backgroundImage) = (nil, nil, nil)
        (shadowColor, shadowImage) = (nil, nil)
    }

    /// The hairline's colour: black at 30 %.
    static let hairline = Color(white: 0, alpha: 0.3)
    /// What the chrome material looks like under a bar: a near-white at 94 %.
    static let chrome = Color(white: 0.98, alpha: 0.94)

    /// The colour the bar's background is drawn in: the colour set, else the material's, else none.
    var drawnBackground: Color { backgroundColor ?? (backgroundEffect == nil ? .clear : BarAppearance.chrome) }

    func copyBackground(of other: BarAppearance) {
        (backgroundEffect, backgroundColor, backgroundImage) = (other.backgroundEffect, other.backgroundColor, other.backgroundImage)
        (backgroundImageContentMode, shadowColor, shadowImage) = (other.backgroundImageContentMode, other.shadowColor, other.shadowImage)
    }
}

/// How a navigation bar looks (also spelled `UINavigationBarAppearance`): the background and shadow of a
/// ``BarAppearance``, the title's and large title's text attributes, and the bar button items' looks.
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The title's attributes: `.foregroundColor` and `.font` (semibold 17-point label colour where unset).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { observer?.appearanceChanged() } }
    /// The large title's attributes (bold 34-point label colour where unset).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { observer?.appearanceChanged() } }
    /// How far the title is moved from its place.
    open var titlePositionAdjustment = UIOffset.zero { didSet { observer?.appearanceChanged() } }
    /// The look of plain bar button items.
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// The look of done bar button items.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = BarButtonItemAppearance(style: .plain)
    /// The back button's chevron, when replaced.
    open private(set) var backIndicatorImage: Image?
    /// The mask of the chevron's transition, when replaced.
    open private(set) var backIndicatorTransitionMaskImage: Image?

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UserInterfaceIdiom) { super.init(idiom: idiom) }

    /// A copy of `barAppearance`: its background and shadow, and its titles and buttons when it is a navigation bar's.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? NavigationBarAppearance else { return }
        (titleTextAttributes, largeTitleTextAttributes, titlePositionAdjustment) = (
            other.titleTextAttributes, other.largeTitleTextAttributes, other.titlePositionAdjustment
        )
        (buttonAppearance, doneButtonAppearance, backButtonAppearance) = (
            other.buttonAppearance.copy(), other.doneButtonAppearance.copy(), other.backButtonAppearance.copy()
        )
        (backIndicatorImage, backIndicatorTransitionMaskImage) = (other.backIndicatorImage, other.backIndicatorTransitionMaskImage)
    }

    /// Replaces the back button's chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        (self.backIndicatorImage, backIndicatorTransitionMaskImage) = (backIndicatorImage, transitionMaskImage)
    }
}

/// What keeps an appearance and shows it: a navigation bar, a navigation item.
@MainActor
protocol BarAppearanceObserver: AnyObject {
    func appearanceChanged()
}

/// UIKit's name for a bar's appearance.
public typealias UIBarAppearance = BarAppearance
/// UIKit's name for a navigation bar's appearance.
public typealias UINavigationBarAppearance = NavigationBarAppearance
