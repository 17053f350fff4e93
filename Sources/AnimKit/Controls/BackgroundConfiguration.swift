import Foundation

/// How a background is drawn, as a value (also spelled `UIBackgroundConfiguration`, iOS 14): a colour, rounded
/// corners, a stroke, an image and a view of your own. A button configuration's ``Button/Configuration/background`` is
/// one; so is a cell's, a header's or a footer's `backgroundConfiguration`, made from a list style
/// (``listPlainCell()``, ``listGroupedCell()`` …) that ``updated(for:)`` brings to the cell's state.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill. A list style's colour for the state it was last updated for until you set one; once set, it stays
    /// whatever the state (`nil` then fills with the view's tint colour). For a button, `nil` leaves it to the style.
    public var backgroundColor: Color? {
        get { colorIsCustom ? customColor : look?.color(for: stateLook) ?? customColor }
        set { (customColor, colorIsCustom) = (newValue, true) }
    }
    /// Changes the fill before it is drawn (see ``resolvedBackgroundColor(for:)``).
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The corners' radius (for a button, with a ``Button/Configuration/cornerStyle`` of `.fixed`).
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour; `nil` strokes with the view's tint colour (when ``strokeWidth`` is more than 0).
    public var strokeColor: Color?
    /// Changes the stroke's colour before it is drawn (see ``resolvedStrokeColor(for:)``).
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The stroke's width, in points: 0, no stroke, by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge (its corners rounded by as much more).
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill, placed by ``imageContentMode``.
    public var image: Image?
    /// How ``image`` fills the background: stretched to it by default.
    public var imageContentMode = ContentMode.scaleToFill
    /// A view of your own, over the fill and the image, filling the background.
    public var customView: View? {
        get { customViewReference?.view }
        set { customViewReference = newValue.map(ViewReference.init) }
    }
    /// How far the background is inset from its view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose insets also take the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge()

    /// The fill set by code, and whether one was (an unset one follows the list style's state).
    var customColor: Color?
    var colorIsCustom = false
    /// The list style this configuration was made from, if any, and the state it was last updated for.
    var look: ListBackgroundLook?
    var stateLook = ListBackgroundLook.StateLook.normal
    var customViewReference: ViewReference?

    /// A background with nothing set.
    public init() {}

    /// A clear background, which no state changes.
    public static func clear() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// The colour the fill is drawn in, in a view whose tint is `tintColor`: ``backgroundColor`` (the tint when it is
    /// `nil`) through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The colour the stroke is drawn in, in a view whose tint is `tintColor`: ``strokeColor`` (the tint when it is
    /// `nil`) through ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}

/// UIKit's name for a background configuration.
public typealias UIBackgroundConfiguration = BackgroundConfiguration

/// A view held by a value, compared by identity (a configuration's custom view).
final class ViewReference: Hashable, @unchecked Sendable {
    let view: View
    init(_ view: View) { self.view = view }
    static func == (lhs: ViewReference, rhs: ViewReference) -> Bool { lhs.view === rhs.view }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}
