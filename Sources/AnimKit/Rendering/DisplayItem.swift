import Foundation

/// One thing to draw: a view's fill or its text, placed on the canvas.
///
/// Built from presentation values by ``DisplayList``, so what a backend draws —
/// transforms composed down the tree, opacity multiplied, clipping — is decided
/// (and tested) here, without any drawing library.
public struct DisplayItem: Equatable, Sendable {
    /// What the item paints.
    public enum Content: Equatable, Sendable {
        /// The rectangle filled with a colour (its own alpha times the item's).
        case fill(Color)
        /// Text set in the rectangle: left, centred or right, centred vertically.
        case text(String, font: Font, color: Color, alignment: TextAlignment)
    }

    /// What the item paints.
    public var content: Content
    /// The rectangle to paint, in the view's own (bounds) coordinates.
    public var rect: CGRect
    /// From the view's coordinates to the canvas's.
    public var transform: CGAffineTransform
    /// Opacity, the view's alpha times every ancestor's.
    public var alpha: CGFloat
    /// Corner radius in the view's coordinates (fills only).
    public var cornerRadius: CGFloat
    /// The canvas rectangle that clips this item (from `clipsToBounds` ancestors), if any.
    ///
    /// Always upright: a rotated ancestor that clips does so to its bounding box.
    public var clip: CGRect?
    /// The view the item belongs to, to outline it or hit it.
    public var viewID: ObjectIdentifier

    /// Whether the item maps to an upright rectangle on the canvas (no rotation or shear).
    public var isAxisAligned: Bool { transform.b == 0 && transform.c == 0 }

    /// The rectangle's corners on the canvas: top-left, top-right, bottom-right, bottom-left.
    public var corners: (CGPoint, CGPoint, CGPoint, CGPoint) {
        (
            CGPoint(x: rect.minX, y: rect.minY).applying(transform), CGPoint(x: rect.maxX, y: rect.minY).applying(transform),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(transform), CGPoint(x: rect.minX, y: rect.maxY).applying(transform)
        )
    }

    /// The smallest upright rectangle on the canvas holding the item.
    public var canvasBounds: CGRect { rect.applying(transform) }
}
