import Foundation

/// A layer's shadow, as a backend needs it: its colour (opacity included), blur radius and offset, and the shape
/// that casts it — the layer's rounded bounds, its `shadowPath`, or a shape layer's own path and stroke (Core
/// Animation casts a shadow from what the layer draws).
package struct ShadowDrawing: Equatable, Sendable {
    /// What casts the shadow.
    package enum Caster: Equatable, Sendable {
        /// The item's rectangle, its corners rounded as the item's.
        case bounds
        /// A path, filled by the non-zero rule (`shadowPath`).
        case path([PathElement])
        /// A shape layer's fill and stroke.
        case shape(ShapeDrawing)
    }

    package var color: Color
    /// How far the shadow's edge fades: a Gaussian blur of standard deviation half this, in points.
    package var radius: CGFloat
    /// Where the shadow sits from the caster, in the layer's coordinates.
    package var offset: CGSize
    package var caster: Caster

    /// The caster's outline moved by the offset, in the item's coordinates: what the backend fills before blurring.
    package var movedCaster: Caster {
        let move = CGAffineTransform(translationX: offset.width, y: offset.height)
        switch caster {
        case .bounds: return .bounds
        case .path(let elements): return .path(elements.map { $0.applying(move) })
        case .shape(var drawing):
            drawing.fillPath = drawing.fillPath.map { $0.applying(move) }
            drawing.strokePath = drawing.strokePath.map { $0.applying(move) }
            return .shape(drawing)
        }
    }
}
