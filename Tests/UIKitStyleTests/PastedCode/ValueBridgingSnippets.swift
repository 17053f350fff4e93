import AnimKit
import Foundation
import Testing

// iOS code reads boxed geometry both ways — `info[key] as? CGRect` and `(info[key] as? NSValue)?.cgRectValue` — and
// stores geometry as `Any` to cast it to `NSValue` later (a keyframe animation's values, an associated object).
@MainActor
@Suite("Geometry bridged to NSValue, as on iOS")
struct ValueBridgingSnippets {
    @Test("a box casts to the value it holds and to nothing else; a value stored as Any casts to its box")
    func castsBothWays() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let info: [AnyHashable: Any] = [
            "rect": NSValue(cgRect: rect), "point": NSValue(cgPoint: CGPoint(x: 5, y: 6)),
            "size": NSValue(cgSize: CGSize(width: 7, height: 8)),
            "turn": NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
            "skew": NSValue(cgAffineTransform: CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0)),
            "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            "vector": NSValue(cgVector: CGVector(dx: 9, dy: 10)), "number": NSNumber(value: 0.25),
        ]
        #expect(info["rect"] as? CGRect == rect)
        #expect(info["point"] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(info["size"] as? CGSize == CGSize(width: 7, height: 8))
        #expect(info["turn"] as? CATransform3D == CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        #expect(info["skew"] as? CGAffineTransform == CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0))
        #expect(info["insets"] as? UIEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(info["vector"] as? CGVector == CGVector(dx: 9, dy: 10))
        // A box of another kind, or a number, is not the value asked for.
        #expect(info["point"] as? CGRect == nil && info["rect"] as? CGPoint == nil && info["number"] as? CGSize == nil)
        #expect(info["insets"] as? CGVector == nil && info["turn"] as? CGAffineTransform == nil)
        // The other way: a value kept as Any is its box.
        let kept: [Any] = [rect, CGPoint(x: 5, y: 6), CATransform3DIdentity]
        #expect((kept[0] as? NSValue)?.cgRectValue == rect)
        #expect((kept[1] as? NSValue)?.cgPointValue == CGPoint(x: 5, y: 6))
        #expect((kept[2] as? NSValue)?.caTransform3DValue == CATransform3DIdentity)
    }

    @Test("a keyframe animation given rectangles and points as Any animates them as their boxes")
    func keyframeValuesAsAny() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), NSValue(cgPoint: CGPoint(x: 10, y: 20))]
        let values = animation.values?.compactMap { $0 as? CGPoint }
        #expect(values == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20)])
    }
}
