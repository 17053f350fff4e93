import Foundation

/// What a shape layer draws, as a backend needs it: the path to fill, the part of it to stroke (already cut to
/// `strokeStart`…`strokeEnd`), and the paint of each.
package struct ShapeDrawing: Equatable, Sendable {
    /// The path to fill.
    package var fillPath: [PathElement]
    /// The path to stroke: the part between the stroke's start and end.
    package var strokePath: [PathElement]
    /// The fill, if any (its alpha times the item's).
    package var fillColor: Color?
    /// Whether the fill uses the even-odd rule.
    package var evenOdd: Bool
    /// The stroke, if any.
    package var strokeColor: Color?
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    /// Dash lengths (empty for solid) and where in them the stroke starts.
    package var dashes: [CGFloat]
    package var dashPhase: CGFloat
    /// Whether edges are anti-aliased (a context's `setShouldAntialias(false)` paints edge pixels whole or not at all).
    package var isAntialiased = true

    /// A drawing of `fillPath` filled and `strokePath` stroked, as given.
    package init(
        fillPath: [PathElement], strokePath: [PathElement], fillColor: Color?, evenOdd: Bool, strokeColor: Color?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dashes: [CGFloat], dashPhase: CGFloat
    ) {
        (self.fillPath, self.strokePath, self.fillColor, self.evenOdd, self.strokeColor) = (
            fillPath, strokePath, fillColor, evenOdd, strokeColor
        )
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
        (self.dashes, self.dashPhase) = (dashes, dashPhase)
    }

    /// What `layer` (a presentation) draws; `nil` when it draws nothing.
    @MainActor
    package init?(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty, Self.isFinite(path.elements) else { return nil }
        let fill = layer.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = layer.strokeColor.flatMap { $0.alpha > 0 && layer.lineWidth > 0 ? $0 : nil }
        guard fill != nil || stroke != nil else { return nil }
        fillPath = fill == nil ? [] : path.elements
        strokePath = stroke == nil ? [] : PathFlattening.trimmed(path, from: layer.strokeStart, to: layer.strokeEnd)
        fillColor = fill
        evenOdd = layer.fillRule == .evenOdd
        strokeColor = stroke
        lineWidth = layer.lineWidth
        lineCap = layer.lineCap.cap
        lineJoin = layer.lineJoin.join
        miterLimit = layer.miterLimit
        let pattern = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        dashes = pattern.contains { $0 < 0 || !$0.isFinite } || !pattern.contains { $0 > 0 } ? [] : pattern
        dashPhase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
    }

    /// Whether every point of `elements` is finite. Not on the main actor: a closure made there checks its actor on
    /// every call, and this runs for every point of every shape every frame.
    private static func isFinite(_ elements: [PathElement]) -> Bool {
        elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The rectangle the drawing covers, in its coordinates: the path's bounds, out by the stroke's reach.
    package var coverage: CGRect {
        let box = CGPath.bounds(of: (fillPath + strokePath).flatMap(\.points))
        guard !box.isNull else { return .zero }
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? Swift.max(miterLimit, 1) : 1.5)
        return box.insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    /// The drawing carried onto the canvas through `projection`, for a backend that draws through affine maps only:
    /// the paths flattened to lines (a quarter point apart at most) and each point projected, the stroke's width and
    /// dashes scaled by how much the map scales lengths at the middle of the path. A stroke in perspective thins
    /// with distance as a whole, not along its length: close for the gentle perspective of a turning card.
    package func projected(through projection: PlaneProjection) -> ShapeDrawing {
        var copy = self
        copy.fillPath = Self.project(fillPath, through: projection)
        copy.strokePath = Self.project(strokePath, through: projection)
        let box = CGPath.bounds(of: (fillPath + strokePath).flatMap(\.points))
        let scale = box.isNull ? 1 : projection.scale(near: CGPoint(x: box.midX, y: box.midY))
        copy.lineWidth = lineWidth * scale
        copy.dashes = dashes.map { $0 * scale }
        copy.dashPhase = dashPhase * scale
        return copy
    }

    private static func project(_ elements: [PathElement], through projection: PlaneProjection) -> [PathElement] {
        PathFlattening.polylines(elements, tolerance: 0.25).flatMap { line -> [PathElement] in
            guard let first = line.points.first else { return [] }
            return [.moveToPoint(projection.apply(first))] + line.points.dropFirst().map { .addLineToPoint(projection.apply($0)) }
                + (line.closed ? [.closeSubpath] : [])
        }
    }
}
