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
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
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

    /// Whether every number in the value is finite (a NaN or an infinity puts a layer nowhere).
    var isFinite: Bool {
        switch self {
        case .transform(let t): return t.entries.allSatisfy(\.isFinite)
        case .path(let path?): return path.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        default: return components?.allSatisfy(\.isFinite) ?? true
        }
    }

    /// The straight-line distance to `other` in component space; `nil` when either is not a vector or the two differ in size.
    func distance(to other: LayerValue) -> CGFloat? {
        guard let a = components, let b = other.components, a.count == b.count else { return nil }
        return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}
