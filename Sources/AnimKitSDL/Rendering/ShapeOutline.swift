import AnimKit
import Foundation

/// The outline of a display item's (possibly rotated, rounded) rectangle on the canvas, as a convex polygon.
///
/// A square-cornered rectangle is its four corners; a rounded one adds an arc of
/// a few segments at each corner, more for larger radii. The rasterizer
/// anti-aliases whatever outline it is given.
enum ShapeOutline {
    /// The outline on the canvas, corners rounded by the item's radius (clamped to half the shorter side), into `points` as x, y pairs.
    static func points(for item: DisplayItem, into points: inout [Float]) {
        points.removeAll(keepingCapacity: true)
        let rect = item.rect
        let radius = Swift.min(Swift.max(item.cornerRadius, 0), Swift.min(rect.width, rect.height) / 2)
        guard radius > 0 else {
            let c = item.corners
            for corner in [c.0, c.1, c.2, c.3] { points += [Float(corner.x), Float(corner.y)] }
            return
        }
        let scale = Swift.max((item.transform.a * item.transform.a + item.transform.b * item.transform.b).squareRoot(), 0.01)
        let segments = Int(Int32(saturating: (radius * scale / 2).rounded(.up), limits: 2...24))
        let centers = [
            (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -CGFloat.pi / 2),
            (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), CGFloat.pi / 2),
            (CGPoint(x: rect.minX + radius, y: rect.minY + radius), CGFloat.pi),
        ]
        for (center, start) in centers {
            for step in 0...segments {
                let angle = start + CGFloat(step) / CGFloat(segments) * .pi / 2
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(item.transform)
                points += [Float(point.x), Float(point.y)]
            }
        }
    }
}
