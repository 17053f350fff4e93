import Foundation

/// The turn between two rotations (unit quaternions) along the shorter great arc, as a transform animation blends its
/// ends' rotations; prepared once, so that ends that do not change cost two sines a frame and no arccosine.
struct TransformTurn {
    let from: SIMD4<Double>
    /// The end, negated when that makes the arc the shorter one.
    let to: SIMD4<Double>
    /// The arc's angle (half the turn's), 0 only when the ends are the same rotation (then blended straight).
    let angle: Double
    private let inverseSine: Double

    init(from: SIMD4<Double>, to: SIMD4<Double>) {
        self.from = from
        self.to = (from * to).sum() < 0 ? -to : to
        // The angle between two unit vectors from their difference and sum, exact down to the smallest turns (an
        // arccosine of their dot product loses half the digits near 1, where a straight blend used to stand in, off
        // by up to 1e-8 of a turn of a few degrees).
        let apart = from - self.to, together = from + self.to
        angle = 2 * atan2((apart * apart).sum().squareRoot(), (together * together).sum().squareRoot())
        inverseSine = angle == 0 ? 0 : 1 / sin(angle)
    }

    /// The sines of the arc's two pieces a fraction `t` along: `sin((1 − t)·angle)`, `sin(t·angle)`.
    func sines(fraction t: Double) -> (before: Double, after: Double) { (sin((1 - t) * angle), sin(t * angle)) }

    /// The rotation a fraction `t` along the arc, from its pieces' sines (see ``sines(fraction:)``).
    func quaternion(fraction t: Double, sines: (before: Double, after: Double)) -> SIMD4<Double> {
        guard angle != 0 else {
            let mixed = from + (to - from) * t
            return mixed / (mixed * mixed).sum().squareRoot()
        }
        let weights = weights(sines: sines)
        return from * weights.from + to * weights.to
    }

    /// How much of each end's rotation the turn holds where its pieces' sines are `sines` (see ``sines(fraction:)``):
    /// `sin((1 − t)·angle) / sin(angle)` of `from`, `sin(t·angle) / sin(angle)` of `to` — for a turn whose angle is not 0.
    func weights(sines: (before: Double, after: Double)) -> (from: Double, to: Double) {
        (sines.before * inverseSine, sines.after * inverseSine)
    }
}
