import AnimKit
import Foundation

/// The outline of a display item's (possibly rotated, rounded, tilted in perspective) rectangle on the canvas, as a
/// convex polygon (a projective map in front of the eye keeps a convex outline convex).
///
/// A square-cornered rectangle is its four corners; a rounded one adds an arc of
/// a few segments at each corner, more for larger radii. The rasterizer
/// anti-aliases whatever outline it is given.
enum ShapeOutline {
    /// The outline on the canvas, corners rounded by the item's radius (clamped to half the shorter side), into `points` as x, y pairs.
    static func points(for item: DisplayItem, into points: inout [Float]) {
        Self.points(
            rect: item.rect, cornerRadius: item.cornerRadius, corners: item.roundedCorners, transform: item.transform, into: &points)
    }

    /// The outline of the item's rectangle inset by `inset` on every side, its corner radius shrunk by as much (a border's inner edge).
    static func points(for item: DisplayItem, insetBy inset: CGFloat, into points: inout [Float]) {
        let rect = item.rect.insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return points.removeAll(keepingCapacity: true) }
        Self.points(
            rect: rect, cornerRadius: Swift.max(item.cornerRadius - inset, 0), corners: item.roundedCorners, transform: item.transform,
            into: &points)
    }

    /// Nothing here allocates once `points` has grown to an outline's size: it is drawn for every item of every frame.
    private static func points(
        rect: CGRect, cornerRadius: CGFloat, corners rounded: CornerMask, transform: PlaneProjection, into points: inout [Float]
    ) {
        points.removeAll(keepingCapacity: true)
        let radius = Swift.min(Swift.max(cornerRadius, 0), Swift.min(rect.width, rect.height) / 2)
        guard radius > 0, !rounded.isEmpty else {
            let corners: InlineArray<4, CGPoint> = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.maxY),
            ]
            for index in corners.indices { append(corners[index], transform: transform, to: &points) }
            return
        }
        let scale = Swift.max(
            transform.isAffine
                ? (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot()
                : transform.scale(near: CGPoint(x: rect.midX, y: rect.midY)), 0.01)
        let segments = Int(Int32(saturating: (radius * scale / 2).rounded(.up), limits: 2...24))
        let centers: InlineArray<4, CGPoint> = [
            CGPoint(x: rect.maxX - radius, y: rect.minY + radius), CGPoint(x: rect.maxX - radius, y: rect.maxY - radius),
            CGPoint(x: rect.minX + radius, y: rect.maxY - radius), CGPoint(x: rect.minX + radius, y: rect.minY + radius),
        ]
        let arc = arcs[segments]
        for corner in centers.indices {
            let center = centers[corner]
            // A corner left out of the mask stays square: its one point where the arc's tangents meet.
            guard rounded.contains(cornerMasks[corner]) else {
                let (startCos, startSin) = arc[corner * (segments + 1)], (endCos, endSin) = arc[corner * (segments + 1) + segments]
                let point = CGPoint(x: center.x + radius * (startCos + endCos), y: center.y + radius * (startSin + endSin))
                append(point, transform: transform, to: &points)
                continue
            }
            for step in 0...segments {
                let (cosine, sine) = arc[corner * (segments + 1) + step]
                append(CGPoint(x: center.x + radius * cosine, y: center.y + radius * sine), transform: transform, to: &points)
            }
        }
    }

    /// The mask bit of each corner, in the outline's order: top right, bottom right, bottom left, top left.
    private static let cornerMasks: InlineArray<4, CornerMask> = [
        .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner, .layerMinXMinYCorner,
    ]

    /// Where each corner's arc starts: the top right corner's from straight up, round clockwise.
    private static let arcStarts: InlineArray<4, CGFloat> = [-CGFloat.pi / 2, 0, CGFloat.pi / 2, CGFloat.pi]

    /// The cosine and sine of every arc point's angle, corner after corner, for each number of segments a corner can
    /// have (2…24): the same for every rounded item, so a frame of rounded views computes no trigonometry.
    private static let arcs: [[(CGFloat, CGFloat)]] = (0...24).map { segments in
        guard segments >= 2 else { return [] }
        return arcStarts.indices.flatMap { corner in
            (0...segments).map { step in
                let angle = arcStarts[corner] + CGFloat(step) / CGFloat(segments) * .pi / 2
                return (cos(angle), sin(angle))
            }
        }
    }

    private static func append(_ point: CGPoint, transform: PlaneProjection, to points: inout [Float]) {
        let point = transform.apply(point)
        points.append(Float(point.x))
        points.append(Float(point.y))
    }
}
