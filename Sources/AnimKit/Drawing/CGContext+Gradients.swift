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
        paint(
            GradientDrawing(shape: .axial(start: start, end: end), stops: gradient.stops),
            within: DrawnClip(path: path.elements, evenOdd: false))
    }

    /// A gradient between two circles (user space): the circles between them take the colours from the first to the
    /// last; before the first and after the last only with the options — the circles carried on the same way, while
    /// their radius stays positive, as Core Graphics draws them.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let (r0, r1) = (Swift.max(startRadius, 0), Swift.max(endRadius, 0))
        let (dx, dy, dr) = (endCenter.x - startCenter.x, endCenter.y - startCenter.y, r1 - r0)
        guard (startCenter.x + startCenter.y + endCenter.x + endCenter.y + r0 + r1).isFinite, dx != 0 || dy != 0 || dr != 0 else { return }
        // How far (in circles' steps, 1 from the first to the last) the circles go on before they cover the drawing.
        let reach = Self.reach(of: bounds, under: state.ctm, beyond: [startCenter, endCenter]) + r0 + r1
        let steps = reach / Swift.max(hypot(dx, dy) + abs(dr), 1e-9)
        // Extended, the circles run from step `first` to step `last`: back until the radius would pass 0, on likewise.
        let first = options.contains(.drawsBeforeStartLocation) ? (dr > 0 ? -r0 / dr : -steps) : 0
        let last = options.contains(.drawsAfterEndLocation) ? (dr < 0 ? r0 / -dr : 1 + steps) : 1
        func circle(_ step: CGFloat) -> (CGPoint, CGFloat) {
            (CGPoint(x: startCenter.x + dx * step, y: startCenter.y + dy * step), Swift.max(r0 + dr * step, 0))
        }
        let (from, to) = (circle(first), circle(last))
        // Each stop moved to where its step lies between the new ends; the ends' colours carry on to them.
        let span = last - first
        var stops = gradient.stops.map { ((($0.location - first) / span), $0.color) }
        if let head = gradient.stops.first, first < 0 { stops.insert((0, head.color), at: 0) }
        if let tail = gradient.stops.last, last > 1 { stops.append((1, tail.color)) }
        let shape = GradientDrawing.Shape.circles(start: from.0, startRadius: from.1, end: to.0, endRadius: to.1)
        paint(GradientDrawing(shape: shape, stops: stops), within: nil)
    }

    /// Records `gradient` (in user space) shown inside `region` (in base space), if any, and the clip in force.
    private func paint(_ gradient: GradientDrawing, within region: DrawnClip?) {
        guard !clipsEverything, state.alpha > 0 else { return }
        var faded = gradient
        faded.stops = gradient.stops.map { ($0.location, $0.color.withAlphaComponent($0.color.alpha * state.alpha)) }
        record(.gradient(faded, ctm: state.ctm), clips: state.clips + (region.map { [$0] } ?? []))
    }

    /// A distance, in user space, past which nothing of the drawing's `bounds` lies from any of `points`.
    private static func reach(of bounds: CGRect, under ctm: CGAffineTransform, beyond points: [CGPoint]) -> CGFloat {
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        guard determinant != 0 else { return 0 }
        let box = bounds.applying(ctm.inverted())
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)]
        // Written out with its types: as one chain of closures it took the type checker six seconds.
        var farthest: CGFloat = 0
        for point in points {
            for corner in corners { farthest = Swift.max(farthest, hypot(corner.x - point.x, corner.y - point.y)) }
        }
        return points.isEmpty ? 0 : farthest * 2 + 1
    }
}
