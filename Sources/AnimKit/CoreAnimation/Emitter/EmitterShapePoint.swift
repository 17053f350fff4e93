import Foundation

/// Where on an emitter's shape a particle is born: the shape (flat: a cuboid is its rectangle, a sphere its circle),
/// centred on the emitter's position, and the part of it the mode names.
enum EmitterShapePoint {
    static func point(
        shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode, center: CGPoint, size: CGSize, random: inout ParticleRandom
    ) -> CGPoint {
        // Two draws whatever the shape, so that the draws after them are the same numbers for any shape.
        let (u, v) = (random.unit(), random.unit())
        let (w, h) = (size.width, size.height)
        switch shape {
        case .line:
            let along = mode == .points ? (u < 0.5 ? -0.5 : 0.5) : u - 0.5
            return CGPoint(x: center.x + along * w, y: center.y)
        case .rectangle, .cuboid:
            switch mode {
            case .points:
                return CGPoint(x: center.x + (u < 0.5 ? -w : w) / 2, y: center.y + (v < 0.5 ? -h : h) / 2)
            case .outline:
                // A place along the perimeter, the four sides in turn.
                let perimeter = 2 * (w + h), at = u * perimeter
                if at < w { return CGPoint(x: center.x - w / 2 + at, y: center.y - h / 2) }
                if at < w + h { return CGPoint(x: center.x + w / 2, y: center.y - h / 2 + at - w) }
                if at < 2 * w + h { return CGPoint(x: center.x + w / 2 - (at - w - h), y: center.y + h / 2) }
                return CGPoint(x: center.x - w / 2, y: center.y + h / 2 - (at - 2 * w - h))
            default:
                return CGPoint(x: center.x + (u - 0.5) * w, y: center.y + (v - 0.5) * h)
            }
        case .circle, .sphere:
            let radius = w / 2, angle = u * 2 * .pi
            switch mode {
            case .points: return center
            case .outline: return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            // Uniform over the disc: the square root spreads the radii so the area is evenly filled.
            default: return CGPoint(x: center.x + radius * v.squareRoot() * cos(angle), y: center.y + radius * v.squareRoot() * sin(angle))
            }
        default:
            return center
        }
    }
}
