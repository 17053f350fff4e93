import Foundation

/// What a gradient layer draws, as a backend needs it: colour stops and the geometry of the gradient, in the
/// layer's coordinates, filling its bounds inside the corner radius.
package struct GradientDrawing: Equatable, Sendable {
    /// Axial, radial or conic.
    package enum Shape: Equatable, Sendable {
        /// Along the line from `start` to `end`.
        case axial(start: CGPoint, end: CGPoint)
        /// An ellipse round `center`, of radii `radii`.
        case radial(center: CGPoint, radii: CGSize)
        /// Round `center`, starting at `angle` (radians from the x axis, clockwise on screen).
        case conic(center: CGPoint, angle: CGFloat)
        /// Core Graphics' radial gradient: the circles between two circles, location 0 the first and 1 the second,
        /// painted only there (a context's gradient extends by moving the circles, see ``CGContext``'s drawing).
        case circles(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    package var shape: Shape
    /// The colours and where each sits, 0…1, in order.
    package var stops: [(location: CGFloat, color: Color)]

    /// A gradient of `stops` shaped by `shape`.
    package init(shape: Shape, stops: [(location: CGFloat, color: Color)]) {
        (self.shape, self.stops) = (shape, stops)
    }

    /// What `layer` (a presentation) draws; `nil` for fewer than one colour or a gradient of no extent.
    @MainActor
    package init?(_ layer: CAGradientLayer) {
        let colors = CAGradientLayer.colors(layer.colors)
        guard !colors.isEmpty else { return nil }
        // Typed step by step: as one expression it took the type checker three and a half seconds.
        let given: [CGFloat]? = layer.locations?.map { (number: NSNumber) -> CGFloat in CGFloat(number.doubleValue) }
        let evenly: [CGFloat] = colors.indices.map { (index: Int) -> CGFloat in
            colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
        }
        let locations: [CGFloat]
        if let given, given.count == colors.count, given.allSatisfy(\.isFinite) { locations = given } else { locations = evenly }
        stops = zip(locations, colors).map { ($0, $1) }
        let bounds = layer.bounds
        let start = LayerPlacement.point(of: bounds, at: layer.startPoint), end = LayerPlacement.point(of: bounds, at: layer.endPoint)
        guard (start.x + start.y + end.x + end.y).isFinite else { return nil }
        switch layer.type {
        case .radial: shape = .radial(center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic: shape = .conic(center: start, angle: atan2(end.y - start.y, end.x - start.x))
        default: shape = .axial(start: start, end: end)
        }
    }

    package static func == (a: GradientDrawing, b: GradientDrawing) -> Bool {
        a.shape == b.shape && a.stops.count == b.stops.count
            && zip(a.stops, b.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }
}
