import AnimKit
import Foundation

/// A straight line as a thin rotated view: the renderer fills it anti-aliased, so segments laid end to end read as a curve.
enum LineSegment {
    /// Lays `view` along the line from `from` to `to`, `width` thick, a little longer at each end so a polyline's segments join.
    @MainActor
    static func lay(_ view: View, from: CGPoint, to: CGPoint, width: CGFloat) {
        let dx = to.x - from.x, dy = to.y - from.y
        view.transform = .identity
        view.bounds = CGRect(x: 0, y: 0, width: (dx * dx + dy * dy).squareRoot() + width / 2, height: width)
        view.center = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        view.transform = CGAffineTransform(rotationAngle: atan2(dy, dx))
    }
}
