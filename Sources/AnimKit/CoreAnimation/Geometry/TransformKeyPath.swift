import Foundation

/// A path into a transform, as Core Animation names its parts: `rotation.x/y/z` (`rotation` is z), `scale`
/// (all three axes) and `scale.x/y/z`, `translation` (x and y, as a size) and `translation.x/y/z`.
///
/// Reading one takes the transform apart (``TransformDecomposition``); writing one replaces that part and
/// puts the transform back together, so `"transform.rotation.z"` from 0 to 2π turns a whole turn.
struct TransformKeyPath: Hashable {
    private enum Part: Hashable {
        case rotation(Int)
        case scale(Int?)
        case translation(Int?)
    }
    private let part: Part
    /// The path as written (`rotation.z`, `scale`).
    let path: String

    init?(_ path: String) {
        self.path = path
        let axes = ["x": 0, "y": 1, "z": 2]
        let pieces = path.split(separator: ".").map(String.init)
        guard let first = pieces.first, pieces.count <= 2 else { return nil }
        let axis = pieces.count == 2 ? axes[pieces[1]] : nil
        if pieces.count == 2, axis == nil { return nil }
        switch first {
        case "rotation": part = .rotation(axis ?? 2)
        case "scale": part = .scale(axis)
        case "translation": part = .translation(axis)
        default: return nil
        }
    }

    /// The part's value in `t`.
    func value(in t: CATransform3D) -> LayerValue {
        // A transform with no parts (scaled to nothing) reads as the identity's.
        value(inParts: TransformDecomposition(t) ?? TransformDecomposition())
    }

    /// The part's value in a transform taken apart.
    func value(inParts parts: TransformDecomposition) -> LayerValue {
        switch part {
        case .rotation(let axis):
            // The turn's angle times its axis' part along `axis` (its rotation vector's part): the angle about `axis`
            // when it turns about that axis alone, 0 about an axis it does not turn about.
            let q = parts.quaternion, sine = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2]).squareRoot()
            guard sine > 0 else { return .number(0) }
            return .number(CGFloat(2 * atan2(sine, q[3]) * q[axis] / sine))
        case .scale(let axis?): return .number(CGFloat(parts.scale[axis]))
        case .scale(nil): return .number(CGFloat(parts.scale.sum() / 3))
        case .translation(let axis?): return .number(CGFloat(parts.translation[axis]))
        case .translation(nil): return .size(CGSize(width: parts.translation[0], height: parts.translation[1]))
        }
    }

    /// `t` with the part set to `value`; `nil` when `value` is not of the part's kind.
    func replacing(in t: CATransform3D, with value: LayerValue) -> CATransform3D? {
        var parts = TransformDecomposition(t) ?? TransformDecomposition()
        return replace(in: &parts, with: value) ? parts.transform : nil
    }

    /// `t` with `value` added to the part, as an additive animation adds it: a turn about the part's axis is
    /// concatenated before `t` (the layer turns further about its own axis, keeping the turns it has about the others);
    /// a scale or a translation is added to `t`'s. `nil` when `value` is not of the part's kind.
    func adding(_ value: LayerValue, to t: CATransform3D) -> CATransform3D? {
        guard case .rotation(let axis) = part else {
            guard let sum = self.value(in: t).adding(value) else { return nil }
            return replacing(in: t, with: sum)
        }
        guard case .number(let angle) = value else { return nil }
        let turn = CATransform3DMakeRotation(angle, axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, axis == 2 ? 1 : 0)
        return turn.concatenating(t)
    }

    /// Sets the part in `parts` to `value`; `false` when `value` is not of the part's kind.
    func replace(in parts: inout TransformDecomposition, with value: LayerValue) -> Bool {
        switch (part, value) {
        case (.rotation(let axis), .number(let angle)):
            var q = SIMD4<Double>(0, 0, 0, Double(cos(angle / 2)))
            q[axis] = Double(sin(angle / 2))
            parts.quaternion = q
        case (.scale(let axis?), .number(let n)): parts.scale[axis] = Double(n)
        case (.scale(nil), .number(let n)): parts.scale = SIMD3(repeating: Double(n))
        case (.translation(let axis?), .number(let n)): parts.translation[axis] = Double(n)
        case (.translation(nil), .size(let s)): (parts.translation[0], parts.translation[1]) = (Double(s.width), Double(s.height))
        default: return false
        }
        return true
    }
}
