import AnimKit
import Foundation

/// The plain twin of a view's layer turned about y in animation blocks: each change is an additive animation from
/// `R(old) × R(new)⁻¹ = R(old − new)` to the identity, which Core Animation concatenates with what lies under it. Turns
/// about one axis compose by adding their angles, and blending from `R(Δ)` to the identity along the shorter arc is
/// the turn `Δ × (1 − progress)` with `Δ` taken within ±π (a model left past ±1.5 rad by a stop can make it larger);
/// so what a layer shows is its model's angle plus each change's
/// difference times the share of it still to travel — worked out by `PlainKernel.contribution(of:scrubbed:)`, as
/// for any track.
@MainActor
public enum PlainLayerTurns {
    /// The turn about y of a transform that is one (`CATransform3DMakeRotation(θ, 0, 1, 0)`: m11 = cos θ, m13 = −sin θ).
    public static func angle(_ t: CATransform3D) -> Double { atan2(-Double(t.m13), Double(t.m11)) }

    /// The first of `views` whose layer's turn on screen differs from the plain sum, or `nil`.
    public static func disagreement(
        on engine: AnimationEngine, views: [View], scrubbed: [ObjectIdentifier: Double] = [:]
    ) -> String? {
        let flights = engine.flightDescriptions.filter(\.movesLayerTransform)
        for (index, view) in views.enumerated() {
            var expected = angle(view.layer.transform), slack = 0.0
            for flight in flights where flight.view === view {
                guard let (old, new) = flight.layerTransformChange else { continue }
                let scrub = flight.animator.flatMap { scrubbed[ObjectIdentifier($0)] }
                let (share, uncertainty) = PlainKernel.contribution(of: flight, scrubbed: scrub)
                // Blended along the shorter arc: a difference past ±π is the turn the other way round.
                let delta = remainder(angle(old) - angle(new), 2 * .pi)
                expected += delta * share[0]
                slack += abs(delta) * uncertainty[0]
            }
            guard let shown = view.layer.presentation()?.transform else { return "view \(index + 1): no presentation" }
            let drawn = angle(shown)
            // Compared round the circle: the sum may pass ±π, which a drawn turn reads as the other way round.
            let apart = remainder(drawn - expected, 2 * .pi)
            guard abs(apart) <= PlainKernel.tolerance * Swift.max(1, abs(expected)) + slack else {
                return "view \(index + 1)'s layer: the engine shows a turn of \(drawn), the plain sum \(expected)"
            }
        }
        return nil
    }
}
