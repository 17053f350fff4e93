import AnimKit
import Foundation

/// Turns a display item's (possibly rotated, rounded) rectangle into triangles.
///
/// A square-cornered rectangle is one quad, two triangles — exactly what SDL is
/// fastest at. A rounded one is a convex polygon (each corner an arc of a few
/// segments) filled as a fan shrunk by half a pixel and ringed by a one-pixel
/// band fading to zero opacity, which anti-aliases the curve — SDL's triangle
/// filler has none of its own. Straight rotated edges stay unsoftened: SDL
/// rasterises a triangle over its whole bounding box, so a thin band along a
/// long diagonal edge would cost more than the rectangle itself.
struct ShapeTessellator {
    /// Width of the soft edge, in canvas pixels.
    ///
    /// SDL's software renderer snaps triangle corners to whole pixels, where a
    /// one-pixel band would vanish, so it gets two; GPU renderers keep sub-pixel
    /// positions and get one.
    let featherWidth: CGFloat

    init(featherWidth: CGFloat) {
        self.featherWidth = featherWidth
    }

    private(set) var vertices: [Vertex] = []
    private(set) var indices: [Int32] = []

    /// Empties the buffers, keeping their capacity for the next shape.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds `item`'s shape in `color`.
    mutating func add(_ item: DisplayItem, color: PixelColor) {
        let outline = polygon(for: item)
        guard outline.count >= 3 else { return }
        guard item.cornerRadius > 0 else {
            let base = Int32(vertices.count)
            for point in outline { vertices.append(vertex(point, color)) }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
            return
        }
        let center = outline.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        let middle = CGPoint(x: center.x / CGFloat(outline.count), y: center.y / CGFloat(outline.count))
        let clockwise = signedArea(outline) > 0
        let inner = offset(outline, by: -featherWidth / 2, clockwise: clockwise)
        let outer = offset(outline, by: featherWidth / 2, clockwise: clockwise)
        let base = Int32(vertices.count)
        let clear = PixelColor(red: color.red, green: color.green, blue: color.blue, alpha: 0)
        vertices.append(vertex(middle, color))
        for point in inner { vertices.append(vertex(point, color)) }
        for point in outer { vertices.append(vertex(point, clear)) }
        let count = Int32(outline.count)
        for index in 0..<count {
            let next = (index + 1) % count
            indices += [base, base + 1 + index, base + 1 + next]
            let innerA = base + 1 + index, innerB = base + 1 + next
            let outerA = base + 1 + count + index, outerB = base + 1 + count + next
            indices += [innerA, outerA, outerB, innerA, outerB, innerB]
        }
    }

    private func vertex(_ point: CGPoint, _ color: PixelColor) -> Vertex {
        Vertex(x: Float(point.x), y: Float(point.y), red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The outline on the canvas, corners rounded by the item's radius (clamped to half the shorter side).
    private func polygon(for item: DisplayItem) -> [CGPoint] {
        let rect = item.rect
        let radius = Swift.min(Swift.max(item.cornerRadius, 0), Swift.min(rect.width, rect.height) / 2)
        guard radius > 0 else {
            let c = item.corners
            return [c.0, c.1, c.2, c.3]
        }
        let scale = Swift.max((item.transform.a * item.transform.a + item.transform.b * item.transform.b).squareRoot(), 0.01)
        let segments = Int(Int32(saturating: (radius * scale / 2).rounded(.up), limits: 2...24))
        let centers = [
            (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -CGFloat.pi / 2),
            (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), CGFloat.pi / 2),
            (CGPoint(x: rect.minX + radius, y: rect.minY + radius), CGFloat.pi),
        ]
        var points: [CGPoint] = []
        points.reserveCapacity(4 * (segments + 1))
        for (center, start) in centers {
            for step in 0...segments {
                let angle = start + CGFloat(step) / CGFloat(segments) * .pi / 2
                points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(item.transform))
            }
        }
        return points
    }

    private func signedArea(_ points: [CGPoint]) -> CGFloat {
        var area: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        return area / 2
    }

    /// The outline moved outwards by `distance` (inwards when negative), mitring each corner.
    private func offset(_ points: [CGPoint], by distance: CGFloat, clockwise: Bool) -> [CGPoint] {
        let count = points.count
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y
            let length = Swift.max((dx * dx + dy * dy).squareRoot(), 1e-9)
            // Outward for the polygon's winding (y points down on the canvas).
            return clockwise ? CGPoint(x: dy / length, y: -dx / length) : CGPoint(x: -dy / length, y: dx / length)
        }
        return points.indices.map { index in
            let previous = points[(index + count - 1) % count], current = points[index], next = points[(index + 1) % count]
            let n1 = normal(previous, current), n2 = normal(current, next)
            let dot = n1.x * n2.x + n1.y * n2.y
            let scale = distance / Swift.max(1 + dot, 0.25)
            return CGPoint(x: current.x + (n1.x + n2.x) * scale, y: current.y + (n1.y + n2.y) * scale)
        }
    }
}
