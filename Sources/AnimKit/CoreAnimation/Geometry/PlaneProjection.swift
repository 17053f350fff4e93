import Foundation

/// How a layer's plane lands on the screen: a projective map of the plane (a 3 × 3 matrix for row vectors
/// `(x, y, 1)`), which is what a 3-D transform with perspective does to a flat layer once depth is dropped.
///
/// Composing these down the layer tree is Core Animation's flattening model: each layer's sublayers are
/// drawn into its plane, and the plane is then transformed.
package struct PlaneProjection: Equatable, Sendable {
    package var m11: CGFloat, m12: CGFloat, m14: CGFloat
    package var m21: CGFloat, m22: CGFloat, m24: CGFloat
    package var m41: CGFloat, m42: CGFloat, m44: CGFloat

    /// The map that leaves every point where it is.
    package static let identity = PlaneProjection(affine: .identity)

    package init(
        m11: CGFloat, m12: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m24: CGFloat, m41: CGFloat, m42: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m14, self.m21, self.m22, self.m24, self.m41, self.m42, self.m44) = (
            m11, m12, m14, m21, m22, m24, m41, m42, m44
        )
    }

    /// The affine map `t`.
    package init(affine t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m14: 0, m21: t.c, m22: t.d, m24: 0, m41: t.tx, m42: t.ty, m44: 1)
    }

    /// A move by `(x, y)`.
    package init(translationX x: CGFloat, y: CGFloat) {
        self.init(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: x, m42: y, m44: 1)
    }

    /// Whether the map is affine (no perspective): then ``affine`` is all of it.
    package var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The affine part (all of the map when ``isAffine``).
    package var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` then `other`.
    package func concatenating(_ other: PlaneProjection) -> PlaneProjection {
        let o = other
        return PlaneProjection(
            m11: m11 * o.m11 + m12 * o.m21 + m14 * o.m41, m12: m11 * o.m12 + m12 * o.m22 + m14 * o.m42,
            m14: m11 * o.m14 + m12 * o.m24 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m24 * o.m41, m22: m21 * o.m12 + m22 * o.m22 + m24 * o.m42,
            m24: m21 * o.m14 + m22 * o.m24 + m24 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m44 * o.m41, m42: m41 * o.m12 + m42 * o.m22 + m44 * o.m42,
            m44: m41 * o.m14 + m42 * o.m24 + m44 * o.m44)
    }

    /// The homogeneous weight of `point`: positive in front of the eye, zero or negative at or behind it.
    package func weight(of point: CGPoint) -> CGFloat { point.x * m14 + point.y * m24 + m44 }

    /// Where `point` lands (meaningful only where ``weight(of:)`` is positive).
    package func apply(_ point: CGPoint) -> CGPoint {
        let w = weight(of: point)
        return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// The determinant of the 3 × 3 matrix: where every weight is positive, its sign says whether the plane keeps its
    /// orientation on screen (positive) or shows its back (negative), as the map's Jacobian is this over the weight cubed.
    package var determinant: CGFloat {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// Whether the plane faces the viewer (a layer's back shows otherwise).
    package var facesViewer: Bool { determinant > 0 }

    /// Whether the map is affine and keeps rectangles upright (no rotation, shear or perspective).
    package var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 }

    /// Whether every entry is a finite number.
    package var isFinite: Bool { (m11 + m12 + m14 + m21 + m22 + m24 + m41 + m42 + m44).isFinite }

    /// The smallest upright rectangle holding `rect`'s image (the image of a rectangle in front of the eye is a convex
    /// quadrilateral, so its corners bound it).
    package func boundingBox(of rect: CGRect) -> CGRect {
        guard !isAffine else { return rect.applying(affine) }
        let a = apply(CGPoint(x: rect.minX, y: rect.minY)), b = apply(CGPoint(x: rect.maxX, y: rect.minY))
        let c = apply(CGPoint(x: rect.maxX, y: rect.maxY)), d = apply(CGPoint(x: rect.minX, y: rect.maxY))
        let minX = Swift.min(a.x, b.x, c.x, d.x), minY = Swift.min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: Swift.max(a.x, b.x, c.x, d.x) - minX, height: Swift.max(a.y, b.y, c.y, d.y) - minY)
    }

    /// Whether all of `rect` lies in front of the eye (every corner's weight positive, so every point's).
    package func isInFront(_ rect: CGRect) -> Bool {
        isAffine
            || Swift.min(
                weight(of: CGPoint(x: rect.minX, y: rect.minY)), weight(of: CGPoint(x: rect.maxX, y: rect.minY)),
                weight(of: CGPoint(x: rect.maxX, y: rect.maxY)), weight(of: CGPoint(x: rect.minX, y: rect.maxY))) > 1e-6
    }

    /// How much the map scales lengths near `point`, roughly: the square root of its Jacobian's determinant there.
    package func scale(near point: CGPoint) -> CGFloat {
        let w = weight(of: point)
        guard w > 0 else { return 0 }
        return (abs(determinant) / (w * w * w)).squareRoot()
    }
}

/// A 4 × 4 matrix's inverse, by Gauss–Jordan elimination with partial pivoting.
enum Matrix4 {
    /// The inverse of the row-major `m`, or `nil` when it has none.
    static func inverse(of m: [CGFloat]) -> [CGFloat]? {
        var a = m, inverse: [CGFloat] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) }),
                abs(a[pivot * 4 + column]) > 1e-12
            else { return nil }
            for k in 0..<4 {
                a.swapAt(column * 4 + k, pivot * 4 + k)
                inverse.swapAt(column * 4 + k, pivot * 4 + k)
            }
            let scale = a[column * 4 + column]
            for k in 0..<4 {
                a[column * 4 + k] /= scale
                inverse[column * 4 + k] /= scale
            }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= factor * a[column * 4 + k]
                    inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
                }
            }
        }
        return inverse
    }
}
