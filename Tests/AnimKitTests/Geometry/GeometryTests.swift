import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@Suite("CGAffineTransform and friends, as Core Graphics defines them")
struct GeometryTests {
    @Test("the constructors produce Core Graphics' matrices")
    func constructors() {
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(1, 0, 0, 1, 3, 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isApproximatelyEqual(quarter, CGAffineTransform(0, 1, -1, 0, 0, 0)))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!quarter.isIdentity)
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenation() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)

        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test("scaledBy, rotated and translatedBy act before the receiver, like CGAffineTransformScale & co.")
    func prependingOperations() {
        let move = CGAffineTransform(translationX: 10, y: 0)

        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 3)) == CGPoint(x: 13, y: 3))
        #expect(CGPoint(x: 1, y: 0).applying(move.translatedBy(x: 0, y: 5)) == CGPoint(x: 11, y: 5))
        #expect(isApproximatelyEqual(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
    }

    @Test("inverted undoes the transform; a singular transform is returned unchanged")
    func inversion() {
        let t = CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.7).translatedBy(x: 5, y: -2)
        let point = CGPoint(x: 3.5, y: -8)

        #expect(isApproximatelyEqual(point.applying(t).applying(t.inverted()), point))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("a rect maps to the bounding box of its transformed corners")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)

        #expect(rect.applying(CGAffineTransform(translationX: 5, y: 5)) == CGRect(x: 5, y: 5, width: 10, height: 20))
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isApproximatelyEqual(turned.minX, -20) && isApproximatelyEqual(turned.width, 20) && isApproximatelyEqual(turned.height, 10))
    }

    @Test("transforms decompose into translation, rotation, scale and shear and compose back")
    func decomposition() {
        let t = CGAffineTransform(scaleX: 1.5, y: 0.5).rotated(by: 2.5).concatenating(CGAffineTransform(translationX: 7, y: 9))
        let parts = AffineComponents(t)

        #expect(isApproximatelyEqual(parts.transform, t))
        #expect(isApproximatelyEqual(parts.translationX, 7))
        let mirrored = CGAffineTransform(scaleX: -1, y: 1)
        #expect(isApproximatelyEqual(AffineComponents(mirrored).transform, mirrored))
    }

    @Test("rotation differences take the short way round")
    func shortestTurn() {
        let from = CGAffineTransform(rotationAngle: 350 * .pi / 180)
        let to = CGAffineTransform(rotationAngle: 10 * .pi / 180)

        let halfway = CGAffineTransform.interpolate(from: from, to: to, fraction: 0.5)

        #expect(isApproximatelyEqual(AffineComponents(halfway).rotation, 0, tolerance: 1e-12))
    }
}
