import Foundation

/// The values that are points in a space of numbers (numbers, points, sizes, rectangles, arrays of numbers), seen
/// as their components: what a keyframe animation's cubic and paced modes measure and blend.
extension LayerValue {
    /// The components, or `nil` for a kind that is not a vector (colours, transforms, paths).
    var components: [CGFloat]? {
        switch self {
        case .number(let n): [n]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .numbers(let numbers): numbers
        default: nil
        }
    }

    /// A value of this kind with `components` (as many as ``components`` has).
    func with(components c: [CGFloat]) -> LayerValue {
        switch self {
        case .number: .number(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .numbers: .numbers(c)
        default: self
        }
    }

    /// Whether every number in the value is finite (a NaN or an infinity puts a layer nowhere). Checked on every
    /// geometry change, presentation copies' included, so it makes no array.
    var isFinite: Bool {
        switch self {
        case .number(let n): return n.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .transform(let t):
            return t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite && t.m21.isFinite && t.m22.isFinite
                && t.m23.isFinite && t.m24.isFinite && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
                && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
        case .path(let path?): return path.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        case .numbers(let numbers): return numbers.allSatisfy(\.isFinite)
        default: return true
        }
    }

    /// The straight-line distance to `other` in component space; `nil` when either is not a vector or the two differ in size.
    func distance(to other: LayerValue) -> CGFloat? {
        guard let a = components, let b = other.components, a.count == b.count else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}
