import Foundation

/// Core Animation's 4 × 4 transform, with its fields and conventions: a point is a row vector
/// `(x, y, z, 1)` multiplied on the left, so the translation is `m41, m42, m43` and `m34` sets perspective
/// (`transform.m34 = -1 / 500` makes nearer points larger).
///
/// `CATransform3DConcat(a, b)` applies `a` first, then `b`, as ``CGAffineTransform/concatenating(_:)`` does.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation, and the homogeneous scale `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row.
    var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// A transform from sixteen entries, row by row.
    init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self` then `other`: the matrix product `self · other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        // Each row of the product is the row of `self` weighting `other`'s rows, summed in the order k = 1…4 (as the
        // plain triple loop sums it, so the numbers are the same to the bit), with no array made: renderers call this
        // for every layer of every frame.
        let rows = (other.row(1), other.row(2), other.row(3), other.row(4))
        func product(_ a: SIMD4<Double>) -> SIMD4<Double> {
            var sum = SIMD4<Double>(repeating: 0) + rows.0 * a[0]
            sum = sum + rows.1 * a[1]
            sum = sum + rows.2 * a[2]
            return sum + rows.3 * a[3]
        }
        let (r1, r2, r3, r4) = (product(row(1)), product(row(2)), product(row(3)), product(row(4)))
        return CATransform3D(
            m11: CGFloat(r1[0]), m12: CGFloat(r1[1]), m13: CGFloat(r1[2]), m14: CGFloat(r1[3]), m21: CGFloat(r2[0]),
            m22: CGFloat(r2[1]), m23: CGFloat(r2[2]), m24: CGFloat(r2[3]), m31: CGFloat(r3[0]), m32: CGFloat(r3[1]),
            m33: CGFloat(r3[2]), m34: CGFloat(r3[3]), m41: CGFloat(r4[0]), m42: CGFloat(r4[1]), m43: CGFloat(r4[2]),
            m44: CGFloat(r4[3]))
    }

    /// Row `index` (1…4).
    private func row(_ index: Int) -> SIMD4<Double> {
        switch index {
        case 1: SIMD4(Double(m11), Double(m12), Double(m13), Double(m14))
        case 2: SIMD4(Double(m21), Double(m22), Double(m23), Double(m24))
        case 3: SIMD4(Double(m31), Double(m32), Double(m33), Double(m34))
        default: SIMD4(Double(m41), Double(m42), Double(m43), Double(m44))
        }
    }

    /// Whether every entry is finite.
    var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// The transform as it maps the plane z = 0 onto the screen, dropping depth: a projective map of the plane
    /// (Core Animation flattens each layer's content into its superlayer this way).
    var planeProjection: PlaneProjection {
        PlaneProjection(m11: m11, m12: m12, m14: m14, m21: m21, m22: m22, m24: m24, m41: m41, m42: m42, m44: m44)
    }

    /// How near the viewer the point `(x, y, 0)` lands: its depth over its weight (larger is nearer; positive z points
    /// at the viewer, and a perspective's weight shrinks as a point comes nearer, so the order is kept).
    func depth(of point: CGPoint) -> CGFloat {
        let z = point.x * m13 + point.y * m23 + m43, w = point.x * m14 + point.y * m24 + m44
        return w > 0 ? z / w : -.infinity
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether the two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity, as Core Animation's does.
///
/// About z, positive angles turn clockwise on a y-down screen, like ``CGAffineTransform/init(rotationAngle:)``.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The rotation matrix for column vectors, transposed: points here are rows.
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// `t` after a translation by `(tx, ty, tz)`: the translation applies first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` after a scale: the scale applies first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` after a rotation: the rotation applies first.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse of `t`; `t` itself when it has none, as Core Animation answers.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    Matrix4.inverse(of: t.entries).map(CATransform3D.init(entries:)) ?? t
}

/// The 3-D transform that does what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` maps the plane affinely (no depth, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m14 == 0 && t.m24 == 0
        && t.m44 == 1
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
