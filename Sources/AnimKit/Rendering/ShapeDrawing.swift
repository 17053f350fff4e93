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

    /// What `layer` (a presentation) draws; `nil` when it draws nothing.
    @MainActor
    init?(_ layer: CAShapeLayer) {
        guard let path = layer.path, !path.isEmpty, path.elements.allSatisfy({ $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
        else { return nil }
        let fill = layer.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = layer.strokeColor.flatMap { $0.alpha > 0 && layer.lineWidth > 0 ? $0 : nil }
        guard fill != nil || stroke != nil else { return nil }
        fillPath = fill == nil ? [] : path.elements
        strokePath = stroke == nil ? [] : PathFlattening.trimmed(path.elements, from: layer.strokeStart, to: layer.strokeEnd)
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

    /// The rectangle the drawing covers, in its coordinates: the path's bounds, out by the stroke's reach.
    var coverage: CGRect {
        let box = CGPath.bounds(of: (fillPath + strokePath).flatMap(\.points))
        guard !box.isNull else { return .zero }
        let reach = strokeColor == nil ? 0 : lineWidth / 2 * (lineJoin == .miter ? Swift.max(miterLimit, 1) : 1.5)
        return box.insetBy(dx: -reach - 1, dy: -reach - 1)
    }
}
