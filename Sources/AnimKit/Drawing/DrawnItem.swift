import Foundation

/// One thing `draw(_:)` painted, as it was kept: a shape (in the context's base space), or a gradient, text or an image
/// in the user space of the transform then current — and the clip it was painted through.
struct DrawnItem: Equatable, Sendable {
    enum Paint: Equatable, Sendable {
        /// A fill or stroke, its path in base space.
        case shape(ShapeDrawing)
        /// A gradient over the whole drawing, in user space through `ctm`.
        case gradient(GradientDrawing, ctm: CGAffineTransform)
        /// Lines of text set in `rect` (user space through `ctm`), its block as tall as its lines.
        case text(String, font: Font, color: Color, alignment: TextAlignment, rect: CGRect, ctm: CGAffineTransform)
        /// Text's shadow blurred by a Gaussian of standard deviation half `radius` (user space): its glyphs set in `rect`
        /// (user space through `ctm`).
        case blurredText(String, font: Font, color: Color, rect: CGRect, ctm: CGAffineTransform, radius: CGFloat)
        /// An image stretched over `rect` (user space through `ctm`), at `alpha`.
        case image(Image, rect: CGRect, alpha: CGFloat, ctm: CGAffineTransform)
        /// The shadow a shape casts (``CGContext/setShadow(offset:blur:color:)``), in base space.
        case shadow(ShadowDrawing)
        /// Onion skin's ghosts at `alpha`, in user space through `ctm`.
        case ghosts(GhostDrawing, alpha: CGFloat, ctm: CGAffineTransform)
        /// A layer tree's look (``Layer/render(in:)``, ``View/drawHierarchy(in:afterScreenUpdates:)``): its items in the
        /// layer's bounds coordinates, at `alpha`, placed in user space through `ctm`.
        case look([DisplayItem], alpha: CGFloat, ctm: CGAffineTransform)
    }

    let paint: Paint
    /// The clip paths in force, each in base space: the item shows only where every one of them is filled.
    let clips: [DrawnClip]
    /// How the item combines with what the drawing painted before it (`setBlendMode`, `fill(with:alpha:)`).
    var blendMode = CGBlendMode.normal
}

/// A path the drawing is clipped to, in base space, with its fill rule — and an image whose alpha masks it further.
struct DrawnClip: Equatable, Sendable {
    let path: [PathElement]
    let evenOdd: Bool
    /// An image mapped into `rect` (user space through `ctm`), whose alpha lets the drawing through.
    var mask: (image: Image, rect: CGRect, ctm: CGAffineTransform)?

    static func == (lhs: DrawnClip, rhs: DrawnClip) -> Bool {
        lhs.path == rhs.path && lhs.evenOdd == rhs.evenOdd && lhs.mask?.image === rhs.mask?.image && lhs.mask?.rect == rhs.mask?.rect
            && lhs.mask?.ctm == rhs.mask?.ctm
    }
}

/// What a view's `draw(_:)` drew, in the coordinates of the bounds it drew in.
struct DrawnContent: Equatable, Sendable {
    let items: [DrawnItem]
    let bounds: CGRect
}
