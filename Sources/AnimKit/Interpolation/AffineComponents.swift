import Foundation

/// A transform taken apart into translation, rotation, scale and shear, the form in which transforms blend.
///
/// Blending the six matrix entries directly makes a half turn collapse through a
/// point (the matrix passes through zero); blending the parts turns the view
/// instead. The difference of two component sets takes the rotation the short way
/// round, within `[-π, π)`: a track's offset is `from − to`, so an exact half turn
/// goes clockwise (UIKit's positive direction), and 350° to 10° turns 20°, not 340°.
public struct AffineComponents: VectorArithmetic, Sendable {
    /// Horizontal translation.
    public var translationX: Double
    /// Vertical translation.
    public var translationY: Double
    /// Radians, in `(-π, π]` after decomposition.
    public var rotation: Double
    /// Scale along the rotated x axis.
    public var scaleX: Double
    /// Scale along the rotated y axis (negative for a mirrored transform).
    public var scaleY: Double
    /// The x-shear in the rotated frame (0 for any rotate-and-scale transform).
    public var shear: Double

    /// Creates a set of components.
    public init(translationX: Double, translationY: Double, rotation: Double, scaleX: Double, scaleY: Double, shear: Double) {
        self.translationX = translationX
        self.translationY = translationY
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.shear = shear
    }

    /// Takes `t` apart so that `t == R(rotation) · [[scaleX, shear], [0, scaleY]]` plus translation.
    public init(_ t: CGAffineTransform) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cosine = sx == 0 ? 1 : a / sx, sine = sx == 0 ? 0 : b / sx
        self.init(
            translationX: Double(t.tx), translationY: Double(t.ty), rotation: angle,
            scaleX: sx, scaleY: -c * sine + d * cosine, shear: c * cosine + d * sine)
    }

    /// The transform these components describe.
    public var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine), b: CGFloat(scaleX * sine),
            c: CGFloat(shear * cosine - scaleY * sine), d: CGFloat(shear * sine + scaleY * cosine),
            tx: CGFloat(translationX), ty: CGFloat(translationY))
    }

    public static var zero: AffineComponents {
        AffineComponents(translationX: 0, translationY: 0, rotation: 0, scaleX: 0, scaleY: 0, shear: 0)
    }

    public static func + (lhs: AffineComponents, rhs: AffineComponents) -> AffineComponents {
        AffineComponents(
            translationX: lhs.translationX + rhs.translationX, translationY: lhs.translationY + rhs.translationY,
            rotation: lhs.rotation + rhs.rotation, scaleX: lhs.scaleX + rhs.scaleX,
            scaleY: lhs.scaleY + rhs.scaleY, shear: lhs.shear + rhs.shear)
    }

    /// The difference, with the rotation taken the short way round.
    public static func - (lhs: AffineComponents, rhs: AffineComponents) -> AffineComponents {
        AffineComponents(
            translationX: lhs.translationX - rhs.translationX, translationY: lhs.translationY - rhs.translationY,
            rotation: shortestTurn(lhs.rotation - rhs.rotation), scaleX: lhs.scaleX - rhs.scaleX,
            scaleY: lhs.scaleY - rhs.scaleY, shear: lhs.shear - rhs.shear)
    }

    public mutating func scale(by factor: Double) {
        translationX *= factor
        translationY *= factor
        rotation *= factor
        scaleX *= factor
        scaleY *= factor
        shear *= factor
    }

    public var magnitudeSquared: Double {
        translationX * translationX + translationY * translationY + rotation * rotation
            + scaleX * scaleX + scaleY * scaleY + shear * shear
    }

    /// `angle` brought into `[-π, π)`.
    static func shortestTurn(_ angle: Double) -> Double {
        var turned = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if turned >= .pi { turned -= 2 * .pi }
        if turned < -.pi { turned += 2 * .pi }
        return turned
    }
}

extension CGAffineTransform: Animatable {
    /// The transform's parts; see ``AffineComponents`` for why transforms blend this way.
    public var animatableData: AffineComponents {
        get { AffineComponents(self) }
        set { self = newValue.transform }
    }
}
