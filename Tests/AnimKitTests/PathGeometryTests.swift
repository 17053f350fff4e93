import Foundation
import Testing

@testable import AnimKit

/// Paths and 3-D transforms against their geometry: arcs on their circle, trimming by length, decomposition.
@MainActor
@Suite("Paths and CATransform3D")
struct PathGeometryTests {
    @Test("an arc's curves stay within 0.03 points of the circle (four quarter-turn cubics), and it ends where it should")
    func arcOnCircle() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        for (points, _) in PathFlattening.polylines(path.elements, tolerance: 0.01) {
            for point in points { #expect(abs(hypot(point.x - 50, point.y - 50) - 40) < 0.03) }
        }
        #expect(abs(PathFlattening.length(of: path.elements) - 2 * .pi * 40) < 0.05)
        #expect(path.elements.count == 5)
    }

    @Test("clockwise on screen: UIBezierPath's quarter arc from 0 reaches +y (down); CGPath's clockwise flag goes the other way")
    func arcDirections() {
        let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(ui.currentPoint.y - 10) < 1e-12)
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters round the other way: the same end point, three times as long.
        #expect(abs(PathFlattening.length(of: cg.elements) - 15 * .pi) < 0.05)
    }

    @Test("strokeEnd 0.37 of a ring ends at 0.37 of the turn, within 0.05 points")
    func trimming() {
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 100, y: 100), radius: 80, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let part = PathFlattening.trimmed(ring.cgPath, from: 0, to: 0.37)
        let end = CGPath(elements: part).currentPoint
        let angle = -CGFloat.pi / 2 + 0.37 * 2 * .pi
        #expect(hypot(end.x - (100 + 80 * cos(angle)), end.y - (100 + 80 * sin(angle))) < 0.05)
        #expect(PathFlattening.trimmed(ring.cgPath, from: 0.5, to: 0.5).isEmpty)
    }

    @Test("a 3-D transform taken apart and put back is itself; half-way between no turn and a half turn about y is a quarter turn")
    func decomposition() throws {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(10, -4, 2), 0.7, 0.3, 1, 0.2)
        t = CATransform3DScale(t, 2, 0.5, 1)
        t.m34 = -1 / 500
        let parts = try #require(TransformDecomposition(t))
        for (a, b) in zip(parts.transform.entries, t.entries) { #expect(abs(a - b) < 1e-9) }
        let half = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi, 0, 1, 0), fraction: 0.5)
        for (a, b) in zip(half.entries, CATransform3DMakeRotation(.pi / 2, 0, 1, 0).entries) { #expect(abs(a - b) < 1e-9) }
        #expect(CATransform3DInvert(t).concatenating(t).entries.enumerated().allSatisfy { abs($1 - ($0 % 5 == 0 ? 1 : 0)) < 1e-9 })
    }
}
