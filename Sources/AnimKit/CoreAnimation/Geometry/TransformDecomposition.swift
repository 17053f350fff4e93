import Foundation

/// A 3-D transform taken apart into perspective, translation, rotation (a quaternion), skew and scale — the
/// decomposition Core Animation (and CSS, after the same Graphics Gems method) blends transforms through, so a
/// half-way turn is a turn, not a squeeze.
struct TransformDecomposition: Equatable {
    // Fixed-size vectors, not arrays: an animation of a transform blends these every frame.
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    var translation = SIMD3<Double>(0, 0, 0)
    var quaternion = SIMD4<Double>(0, 0, 0, 1)
    var skew = SIMD3<Double>(0, 0, 0)
    var scale = SIMD3<Double>(1, 1, 1)

    /// The parts of the identity: no perspective, translation, turn or skew, and a scale of 1.
    init() {}

    /// The parts of `t`; `nil` when it has none (a flattening to zero, or no inverse for its perspective).
    init?(_ t: CATransform3D) {
        var m = t.entries.chunked4()
        guard m[3][3] != 0 else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var flat = m
        for i in 0..<3 { flat[i][3] = 0 }
        flat[3][3] = 1
        guard let inverse = Matrix4.inverse(of: flat.flatMap { $0 }) else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            // The perspective row solves rhs = perspective · flat, for the row rhs = (m14, m24, m34, m44).
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            for column in 0..<4 { perspective[column] = Double((0..<4).reduce(0) { $0 + rhs[$1] * inverse[column * 4 + $1] }) }
        }
        translation = SIMD3(Double(m[3][0]), Double(m[3][1]), Double(m[3][2]))
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        scale[0] = Double(Self.length(row[0]))
        row[0] = Self.scaled(row[0], 1 / CGFloat(scale[0]))
        skew[0] = Double(Self.dot(row[0], row[1]))
        row[1] = Self.combine(row[1], row[0], 1, -CGFloat(skew[0]))
        scale[1] = Double(Self.length(row[1]))
        row[1] = Self.scaled(row[1], 1 / CGFloat(scale[1]))
        skew[0] /= scale[1]
        skew[1] = Double(Self.dot(row[0], row[2]))
        row[2] = Self.combine(row[2], row[0], 1, -CGFloat(skew[1]))
        skew[2] = Double(Self.dot(row[1], row[2]))
        row[2] = Self.combine(row[2], row[1], 1, -CGFloat(skew[2]))
        scale[2] = Double(Self.length(row[2]))
        row[2] = Self.scaled(row[2], 1 / CGFloat(scale[2]))
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        guard (0..<3).allSatisfy({ scale[$0] != 0 && scale[$0].isFinite }) else { return nil }
        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            scale = -scale
            row = row.map { Self.scaled($0, -1) }
        }
        quaternion = Self.quaternion(of: (0..<3).map { i in (0..<3).map { Double(row[i][$0]) } })
    }

    /// The unit quaternion (x, y, z, w; w ≥ 0) of rotation rows `r` (row-vector convention, as a transform's), by
    /// Shepperd's method: the largest of the four parts from its square root, the others from sums and differences of
    /// the rows' entries — no square root of a difference near zero, so a turn about y has exactly no x or z.
    private static func quaternion(of r: [[Double]]) -> SIMD4<Double> {
        let trace = r[0][0] + r[1][1] + r[2][2]
        var q: SIMD4<Double>
        if trace >= r[0][0], trace >= r[1][1], trace >= r[2][2] {
            let s = 2 * (1 + trace).squareRoot()
            q = SIMD4((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
        } else if r[0][0] >= r[1][1], r[0][0] >= r[2][2] {
            let s = 2 * Swift.max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot()
            q = SIMD4(s / 4, (r[0][1] + r[1][0]) / s, (r[0][2] + r[2][0]) / s, (r[1][2] - r[2][1]) / s)
        } else if r[1][1] >= r[2][2] {
            let s = 2 * Swift.max(1 + r[1][1] - r[0][0] - r[2][2], 0).squareRoot()
            q = SIMD4((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
        } else {
            let s = 2 * Swift.max(1 + r[2][2] - r[0][0] - r[1][1], 0).squareRoot()
            q = SIMD4((r[0][2] + r[2][0]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
        }
        return q.w < 0 ? -q : q
    }

    /// The transform the parts make.
    var transform: CATransform3D {
        var m = CATransform3DIdentity
        (m.m14, m.m24, m.m34, m.m44) = (CGFloat(perspective[0]), CGFloat(perspective[1]), CGFloat(perspective[2]), CGFloat(perspective[3]))
        var result = CATransform3DMakeTranslation(CGFloat(translation[0]), CGFloat(translation[1]), CGFloat(translation[2])).concatenating(
            m)
        let (x, y, z, w) = (CGFloat(quaternion[0]), CGFloat(quaternion[1]), CGFloat(quaternion[2]), CGFloat(quaternion[3]))
        let rotation = CATransform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        result = rotation.concatenating(result)
        var shear = CATransform3DIdentity
        (shear.m32, shear.m31, shear.m21) = (CGFloat(skew[2]), CGFloat(skew[1]), CGFloat(skew[0]))
        result = shear.concatenating(result)
        return CATransform3DMakeScale(CGFloat(scale[0]), CGFloat(scale[1]), CGFloat(scale[2])).concatenating(result)
    }

    /// The transform a fraction `t` of the way from `a` to `b`: parts blended, the rotation along the shorter great arc.
    static func interpolate(from a: CATransform3D, to b: CATransform3D, fraction t: Double) -> CATransform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        guard let from = TransformDecomposition(a), let to = TransformDecomposition(b) else {
            return CATransform3D(entries: zip(a.entries, b.entries).map { $0 + ($1 - $0) * t })
        }
        return blend(from, to, fraction: t)
    }

    /// The transform a fraction `t` of the way between two decomposed transforms (an animation decomposes its ends once).
    static func blend(_ from: TransformDecomposition, _ to: TransformDecomposition, fraction t: Double) -> CATransform3D {
        blendedParts(from, to, fraction: t).transform
    }

    /// The parts a fraction `t` of the way between two decomposed transforms: each part blended, the rotation along the
    /// shorter great arc.
    static func blendedParts(_ from: TransformDecomposition, _ to: TransformDecomposition, fraction t: Double) -> TransformDecomposition {
        let turn = TransformTurn(from: from.quaternion, to: to.quaternion)
        return blendedParts(from, to, turn: turn, fraction: t, sines: turn.sines(fraction: t))
    }

    /// The same with the turn between the ends' rotations prepared, and its sines at `t` worked out.
    static func blendedParts(
        _ from: TransformDecomposition, _ to: TransformDecomposition, turn: TransformTurn, fraction t: Double,
        sines: (before: Double, after: Double)
    ) -> TransformDecomposition {
        var blend = from
        blend.perspective = from.perspective + (to.perspective - from.perspective) * t
        blend.translation = from.translation + (to.translation - from.translation) * t
        blend.skew = from.skew + (to.skew - from.skew) * t
        blend.scale = from.scale + (to.scale - from.scale) * t
        blend.quaternion = turn.quaternion(fraction: t, sines: sines)
        return blend
    }

    private static func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func length(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
    private static func scaled(_ a: [CGFloat], _ s: CGFloat) -> [CGFloat] { a.map { $0 * s } }
    private static func combine(_ a: [CGFloat], _ b: [CGFloat], _ sa: CGFloat, _ sb: CGFloat) -> [CGFloat] {
        zip(a, b).map { $0 * sa + $1 * sb }
    }
    private static func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}

extension Array where Element == CGFloat {
    /// Sixteen entries as four rows.
    fileprivate func chunked4() -> [[CGFloat]] { (0..<4).map { Array(self[($0 * 4)..<($0 * 4 + 4)]) } }
}
