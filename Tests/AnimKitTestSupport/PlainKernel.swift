import AnimKit
import Foundation

/// The engine's specification written as code: a second, deliberately plain evaluation of every track in flight.
///
/// Each track adds `base + offset × (1 − curve(window(position)))` to its view's
/// model — or, for a keyframe track, its path's distance from the last keyframe —
/// with the curve solved by bisection on the Bézier's own polynomials or the spring's
/// closed form, one track at a time: nothing fused, shared, tabled or packed beside
/// the typed model. After a linear scrub, the tracks that follow their animator's
/// whole run show the scrubbed progress (Apple: "a linear timing function during
/// scrubbing"). A view's layer's Core Animation animations of its numbers (opacity, position.x and .y, corner
/// radius) stack with its tracks in the order added, each evaluated by ``PlainLayerAnimations``.
/// ``disagreement(on:views:scrubbed:)`` compares it with what the engine drew.
@MainActor
public enum PlainKernel {
    /// Relative tolerance of a comparison: `|a − b| ≤ tolerance × max(1, |a|, |b|)`.
    public static let tolerance = 1e-9

    /// The first number on which the engine's drawing of `views` and the plain evaluation differ, or `nil`.
    ///
    /// Compared in blend space, where each track adds linearly: the engine's numbers
    /// must match the plain sum to ``tolerance``, widened only by what the last bits of
    /// a time fraction allow on a steep curve. Then the typed presentation must be
    /// exactly what those numbers say: the typed and packed copies stay in step.
    ///
    /// `scrubbed` gives, for animators a linear scrub has just set, the progress (forward
    /// sense) their whole-run tracks must show — the documented answer, instead of the
    /// one the engine keeps.
    public static func disagreement(
        on engine: AnimationEngine, views: [View], scrubbed: [ObjectIdentifier: Double] = [:]
    ) -> String? {
        // A layer's 3-D turns are checked by ``PlainLayerTurns``: they write no slot.
        let flights = engine.flightDescriptions.filter { !$0.movesLayerTransform }, layerFlights = engine.layerFlightDescriptions
        for (index, view) in views.enumerated() {
            var expected = view.blendSpaceModel
            var slack = [Double](repeating: 0, count: expected.count)
            var bits: UInt8 = 0
            // The view's block tracks and its layer's Core Animation animations, in the order added: each of the latter
            // over what the ones before it left (in place of it, or added to it).
            let stack =
                flights.filter { $0.view === view }.map { (order: $0.order, flight: Optional($0), layer: LayerFlightDescription?.none) }
                + layerFlights.filter { $0.layer === view.layer && $0.isInSlot }.map { (order: $0.order, flight: nil, layer: Optional($0)) }
            for item in stack.sorted(by: { $0.order < $1.order }) {
                if let layerFlight = item.layer {
                    bits |= layerFlight.bit
                    guard layerFlight.count == 1 else {
                        return "view \(index + 1): a Core Animation animation the plain kernel does not evaluate"
                    }
                    let place = layerFlight.packedStart, time = view.layer.convertTime(CACurrentMediaTime(), from: nil)
                    guard let basic = layerFlight.animation as? CABasicAnimation else {
                        return "view \(index + 1): a Core Animation animation the plain kernel does not evaluate"
                    }
                    guard let (value, own) = PlainLayerAnimations.applied(basic, over: expected[place], atLayerTime: time)
                    else { continue }
                    (expected[place], slack[place]) = (value, (layerFlight.animation.isAdditive ? slack[place] : 0) + own)
                    continue
                }
                guard let flight = item.flight else { continue }
                bits |= flight.bit
                let (numbers, uncertainty) = contribution(of: flight, scrubbed: flight.animator.flatMap { scrubbed[ObjectIdentifier($0)] })
                for component in numbers.indices {
                    expected[flight.packedStart + component] += numbers[component]
                    slack[flight.packedStart + component] += uncertainty[component]
                }
            }
            let drawn = view.blendSpacePresentation
            for place in expected.indices {
                let (a, b) = (drawn[place], expected[place])
                if a.isNaN && b.isNaN { continue }
                guard abs(a - b) <= tolerance * Swift.max(1, abs(a), abs(b)) + slack[place] else {
                    return "view \(index + 1), blend-space number \(place): the engine shows \(a), the plain kernel \(b)"
                }
            }
            let typed = numbers(view.presentation), fromBlendSpace = numbers(view.values(fromBlendSpace: drawn, animating: bits))
            for (name, pair) in zip(numberNames, zip(typed, fromBlendSpace)) where pair.0 != pair.1 && !(pair.0.isNaN && pair.1.isNaN) {
                return "view \(index + 1) \(name): the typed presentation is \(pair.0), its blend-space numbers say \(pair.1)"
            }
        }
        return nil
    }

    /// What `flight` adds to its view's model now, in blend space, and how much each number may differ for the last
    /// bits of its time fraction.
    static func contribution(of flight: FlightDescription, scrubbed: Double?) -> (numbers: [Double], uncertainty: [Double]) {
        let followsRun =
            flight.windowStart == 0 && flight.windowEnd == 1 && flight.repeatCount == 1 && !flight.autoreverses
            && !flight.hasOwnCurve && flight.keyframes == nil && flight.base.allSatisfy { $0 == 0 }
        let progress: (value: Double, uncertainty: Double)
        if followsRun, let scrubbed = scrubbed ?? flight.scrubbedProgress {
            progress = (scrubbed, 0)
        } else {
            let fraction = PlainTiming.windowFraction(
                at: flight.position, start: flight.windowStart, end: flight.windowEnd, repeatCount: flight.repeatCount,
                autoreverses: flight.autoreverses)
            // Four units in the last place of a position, stretched by the window and its legs.
            let legs = flight.repeatCount * (flight.autoreverses ? 2 : 1)
            let window = flight.windowEnd - flight.windowStart
            let spread = window > 0 ? 4 * Double.ulpOfOne * Swift.max(legs, 1) / window : 0
            progress = PlainTiming.progress(of: flight.curve, atFraction: fraction, spread: spread)
        }
        if let keyframes = flight.keyframes {
            let numbers = PlainTiming.keyframeOffset(keyframes, at: progress.value)
            // A keyframe path moves at most (its whole length) ÷ (its shortest keyframe) per unit of progress.
            let spans = zip(keyframes.starts, keyframes.ends).map { $1 - $0 }.filter { $0 > 0 }
            let shortest = spans.min() ?? 1
            let uncertainty = numbers.indices.map { component in
                let length = zip(keyframes.values, keyframes.values.dropFirst()).reduce(0) { $0 + abs($1.1[component] - $1.0[component]) }
                return progress.uncertainty * length / shortest
            }
            return (numbers, uncertainty)
        }
        let numbers = flight.offset.indices.map { flight.base[$0] + flight.offset[$0] * (1 - progress.value) }
        return (numbers, flight.offset.map { abs($0) * progress.uncertainty })
    }

    private static let numberNames = [
        "center.x", "center.y", "bounds.x", "bounds.y", "bounds.width", "bounds.height", "transform.a", "transform.b", "transform.c",
        "transform.d", "transform.tx", "transform.ty", "alpha", "backgroundColor.red", "backgroundColor.green", "backgroundColor.blue",
        "backgroundColor.alpha", "cornerRadius",
    ]

    private static func numbers(_ values: ViewValues) -> [Double] {
        let t = values.transform, c = values.backgroundColor
        return [
            values.center.x, values.center.y, values.bounds.minX, values.bounds.minY, values.bounds.width, values.bounds.height, t.a, t.b,
            t.c, t.d, t.tx, t.ty, values.alpha, c.red, c.green, c.blue, c.alpha, values.cornerRadius,
        ].map { Double($0) }
    }
}
