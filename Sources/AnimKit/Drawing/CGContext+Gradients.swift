import Foundation

/// Gradients drawn into a context: over the whole clip, between their ends (and beyond them when the options say).
extension CGContext {
    /// A gradient along the line from `start` to `end` (user space): each colour across the lines at right angles
    /// to it; before `start` and after `end` only with the options.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let (dx, dy) = (end.x - start.x, end.y - start.y), length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite, (start.x + start.y).isFinite else { return }
        // The band the gradient covers, closed off on each side it does not extend past.
        let reach = Self.reach(of: bounds, under: state.ctm, beyond: [start, end])
        let (ux, uy) = (dx / length, dy / length), (nx, ny) = (-uy * reach, ux * reach)
        let from = options.contains(.drawsBeforeStartLocation) ? CGPoint(x: start.x - ux * reach, y: start.y - uy * reach) : start
        let to = options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + ux * reach, y: end.y + uy * reach) : end
        let band = [
            CGPoint(x: from.x - nx, y: from.y - ny), CGPoint(x: from.x + nx, y: from.y + ny), CGPoint(x: to.x + nx, y: to.y + ny),
            CGPoint(x: to.x - nx, y: to.y - ny),
        ]
        let path = CGMutablePath()
        path.addLines(between: band, transform: state.ctm)
        path.closeSubpath()
        paint(GradientDrawing(shape: .axial(start: start, end: end), stops: gradient.stops), within: path.elements, evenOdd: false)
    }

    /// A gradient between two circles (user space): here the circles must share a centre — from `startRadius` out to
    /// `endRadius` — inside the first and outside the second only with the options. Circles round different centres
    /// are reported and not drawn.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard startCenter == endCenter else {
            let why = "drawRadialGradient: circles round different centres are not drawn here (give both the same centre)"
            return AnimationEngine.shared.report(AnimatorError(.layer(why), call: "CGContext", tag: 0, state: nil))
        }
        let (inner, outer) = (Swift.max(startRadius, 0), endRadius)
        guard outer > inner, outer.isFinite, (startCenter.x + startCenter.y).isFinite else { return }
        // The stops, from the centre out to the end circle, start where the start circle is.
        let stops = gradient.stops.map { ((inner + $0.location * (outer - inner)) / outer, $0.color) }
        let reach = Self.reach(of: bounds, under: state.ctm, beyond: [startCenter]) + outer
        let region = CGMutablePath()
        let after = options.contains(.drawsAfterEndLocation), before = options.contains(.drawsBeforeStartLocation)
        if after {
            region.addRect(
                CGRect(x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach), transform: state.ctm)
        } else {
            region.addEllipse(
                in: CGRect(x: startCenter.x - outer, y: startCenter.y - outer, width: 2 * outer, height: 2 * outer), transform: state.ctm)
        }
        if !before, inner > 0 {
            region.addEllipse(
                in: CGRect(x: startCenter.x - inner, y: startCenter.y - inner, width: 2 * inner, height: 2 * inner), transform: state.ctm)
        }
        let shape = GradientDrawing.Shape.radial(center: startCenter, radii: CGSize(width: outer, height: outer))
        paint(GradientDrawing(shape: shape, stops: stops), within: region.elements, evenOdd: true)
    }

    /// Records `gradient` (in user space) shown inside `region` (in base space) and the clip in force.
    private func paint(_ gradient: GradientDrawing, within region: [PathElement], evenOdd: Bool) {
        guard !clipsEverything, state.alpha > 0 else { return }
        var faded = gradient
        faded.stops = gradient.stops.map { ($0.location, $0.color.withAlphaComponent($0.color.alpha * state.alpha)) }
        items.append(DrawnItem(paint: .gradient(faded, ctm: state.ctm), clips: state.clips + [DrawnClip(path: region, evenOdd: evenOdd)]))
    }

    /// A distance, in user space, past which nothing of the drawing's `bounds` lies from any of `points`.
    private static func reach(of bounds: CGRect, under ctm: CGAffineTransform, beyond points: [CGPoint]) -> CGFloat {
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        guard determinant != 0 else { return 0 }
        let box = bounds.applying(ctm.inverted())
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)]
        return points.map { point in corners.map { hypot($0.x - point.x, $0.y - point.y) }.max() ?? 0 }.max().map { $0 * 2 + 1 } ?? 0
    }
}
