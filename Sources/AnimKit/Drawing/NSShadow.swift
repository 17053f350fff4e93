import Foundation

/// A shadow under text, set under `NSAttributedString.Key.shadow` (UIKit's `NSShadow`): the glyphs drawn once more in
/// ``shadowColor``, moved by ``shadowOffset`` (y down, as UIKit draws) and blurred by ``shadowBlurRadius``, behind the
/// text — in a label, a text view's attributed text, a text layer, and text drawn with `draw(at:)` or `draw(in:)` (not
/// yet in a text field's text).
open class NSShadow: NSObject {
    /// How far the shadow is moved from the text, in points; `.zero` by default.
    open var shadowOffset = CGSize.zero
    /// How far the shadow's edge spreads, in points (a Gaussian blur of standard deviation half this, as a layer's
    /// shadow radius); 0, a sharp copy, by default.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor`; `nil` draws it in the default, black at a third of full opacity.
    open var shadowColor: Any?

    /// A sharp shadow right under the text, in the default colour.
    public override init() { super.init() }

    /// The colour the shadow is drawn in: ``shadowColor``, or black at a third of full opacity.
    var drawnColor: Color { shadowColor as? Color ?? Color(white: 0, alpha: 1.0 / 3) }
}

extension NSAttributedString.Key {
    /// The ``NSShadow`` the text casts.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// What an ``NSShadow`` asks of a run of text, as it is drawn.
struct TextShadow: Equatable {
    var color: Color
    var offset: CGSize
    var radius: CGFloat

    init(_ shadow: NSShadow) {
        (color, offset, radius) = (shadow.drawnColor, shadow.shadowOffset, Swift.max(shadow.shadowBlurRadius, 0))
    }

    /// How far beyond the glyphs' box the blurred shadow reaches: three standard deviations.
    var reach: CGFloat { 1.5 * radius }
}
