import Foundation

/// The turn between two rotations (unit quaternions) along the shorter great arc, as a transform animation blends its
/// ends' rotations; prepared once, so that ends that do not change cost two sines a frame and no arccosine.
struct TransformTurn {
    let from: SIMD4<Double>
    /// The end, negated when that makes the arc the shorter one.
    let to: SIMD4<Double>
    /// The arc's angle (half the turn's), 0 when the ends are too close to tell apart (then blended straight).
    let angle: Double
    private let inverseSine: Double

    init(from: SIMD4<Double>, to: SIMD4<Double>) {
        var cosine = (from * to).sum()
        self.from = from
        self.to = cosine < 0 ? -to : to
        cosine = abs(cosine)
        angle = cosine > 0.9995 ? 0 : acos(cosine)
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
