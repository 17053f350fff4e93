import Foundation

/// A 2-D affine transform, laid out like Core Graphics' matrix.
///
/// Linux's Foundation has no `CGAffineTransform`; UIKit code sets `view.transform`
/// with one, so AnimKit provides it with the same fields and the same conventions:
/// a point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, and
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// x scale (with rotation): x′ = a·x + c·y + tx.
    public var a: CGFloat
    /// y shear (with rotation): y′ = b·x + d·y + ty.
    public var b: CGFloat
    /// x shear (with rotation).
    public var c: CGFloat
    /// y scale (with rotation).
    public var d: CGFloat
    /// Horizontal translation.
    public var tx: CGFloat
    /// Vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates a transform from its six matrix entries, in Core Graphics' unlabelled order.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians; positive turns clockwise on a y-down screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Scales before `self` is applied, as `CGAffineTransformScale` does.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Rotates before `self` is applied, as `CGAffineTransformRotate` does.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Translates before `self` is applied, as `CGAffineTransformTranslate` does.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant
        let ic = -c / determinant, id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (translation ignored), as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four transformed corners, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        let p1 = CGPoint(x: minX, y: minY).applying(t), p2 = CGPoint(x: maxX, y: minY).applying(t)
        let p3 = CGPoint(x: minX, y: maxY).applying(t), p4 = CGPoint(x: maxX, y: maxY).applying(t)
        let left = Swift.min(p1.x, p2.x, p3.x, p4.x), right = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let top = Swift.min(p1.y, p2.y, p3.y, p4.y), bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
