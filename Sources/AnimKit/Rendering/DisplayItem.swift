import Foundation

/// One thing to draw: a view's fill or its text, placed on the canvas.
///
/// Built from presentation values by ``DisplayList``, so what a backend draws —
/// transforms composed down the tree, opacity multiplied, clipping — is decided
/// (and tested) here, without any drawing library.
package struct DisplayItem: Equatable, Sendable {
    /// What the item paints.
    package enum Content: Equatable, Sendable {
        /// The rectangle filled with a colour (its own alpha times the item's).
        case fill(Color)
        /// A shadow under the layer: its caster moved by the offset and blurred (``ShadowDrawing``).
        case shadow(ShadowDrawing)
        /// What is already drawn under the rectangle's upright bounding box, blurred by a Gaussian of `radius` (its
        /// standard deviation half that), then `tint` laid over the rectangle: a visual effect view.
        case backdrop(Color, radius: CGFloat)
        /// A border of `width` drawn inside the rectangle's edge (following its corner radius).
        case border(Color, width: CGFloat)
        /// An image laid in the rectangle by the content mode (`rect` is the image's own place, which may overflow the view).
        case image(Image)
        /// An image with every pixel's colour multiplied by `tint`, channel by channel, alpha too (an emitter cell's
        /// colour, a replicator copy's).
        case tintedImage(Image, tint: Color)
        /// An image's shape in one colour: `tint` wherever the image is, at the image's own alpha times the tint's — white
        /// as a mask sees an image, a template image's tint colour.
        case silhouette(Image, tint: Color)
        /// A shape layer's path, filled and stroked (in the item's coordinates; `rect` only bounds it).
        case shape(ShapeDrawing)
        /// A gradient layer's gradient, filling the rectangle inside its corner radius.
        case gradient(GradientDrawing)
        /// Text set in the rectangle: left, centred or right, centred vertically.
        case text(String, font: Font, color: Color, alignment: TextAlignment)
        /// A layer's drawing (its items, on the canvas) seen through its `mask`'s alpha: the mask's items, painted in
        /// white at their own alpha, say how much of it shows at each point (the item's `rect` bounds the drawing). When
        /// `only` names regions (canvas units), the mask is opaque everywhere else in the rect: only they are masked.
        case masked(content: [DisplayItem], mask: [DisplayItem], only: [CGRect] = [])
        /// A view's drawing composited on its own, as its backing store: its items drawn in a clear buffer, each combined
        /// with the ones before by its blend mode, then the whole laid over the canvas (the item's `rect` bounds it).
        case isolated([DisplayItem])
        /// An additive emitter's particles: each item's premultiplied colour and alpha added to the ones before (plus
        /// lighter) in a clear buffer, then the sum laid over the canvas (the item's `rect` bounds them).
        case additive([DisplayItem])
        /// Onion skin's ghost frames, laid over the canvas in one pass (in the item's coordinates; `rect` only bounds them).
        case ghosts(GhostDrawing)
        /// Items drawn in a clear buffer, blurred there by a Gaussian of standard deviation half `radius` (canvas units),
        /// then laid over the canvas at the item's alpha (the item's `rect` bounds the blur): a text shadow.
        case blurred([DisplayItem], radius: CGFloat)
    }

    /// What the item paints.
    package var content: Content
    /// The rectangle to paint, in the view's own (bounds) coordinates.
    package var rect: CGRect
    /// From the view's coordinates to the canvas's: affine, or with perspective when a 3-D transform tilts a layer.
    ///
    /// ``DisplayList`` keeps only items wholly in front of the eye, so every point of `rect` has a positive weight.
    package var transform: PlaneProjection
    /// Opacity, the view's alpha times every ancestor's.
    package var alpha: CGFloat
    /// Corner radius in the view's coordinates (fills only).
    package var cornerRadius: CGFloat
    /// Which corners the radius rounds (the layer's `maskedCorners`): all four unless the code chose.
    package var roundedCorners: CornerMask = .allCorners
    /// The canvas rectangle that clips this item (from `clipsToBounds` ancestors), if any.
    ///
    /// Always upright: a rotated ancestor that clips does so to its bounding box.
    package var clip: CGRect?
    /// The view (or layer) the item belongs to, to outline it or hit it.
    package var viewID: ObjectIdentifier
    /// How a drawn fill, stroke or gradient combines with the drawing before it, inside an isolated group.
    package var blendMode = CGBlendMode.normal
    /// For an image: the part of it stretched over ``rect``, in the image's unit coordinates — the whole unless an
    /// emitter cell's `contentsRect` names a part (a frame of a sprite sheet).
    package var imagePart = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Whether the item maps to an upright rectangle on the canvas (no rotation, shear or perspective).
    package var isAxisAligned: Bool { transform.isAxisAligned }

    /// The smallest upright rectangle on the canvas holding the item.
    package var canvasBounds: CGRect { transform.boundingBox(of: rect) }
}
