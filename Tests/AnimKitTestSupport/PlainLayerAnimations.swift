import AnimKit
import Foundation

/// Core Animation's basic animations written as code, the plain way: what a layer shows for a number-valued key path
/// is its model value with each animation on it applied in the order added — interpolated between the ends
/// `CABasicAnimation`'s documentation gives for its `fromValue`, `toValue` and `byValue`, at the progress its timing
/// function gives the fraction ``PlainMediaTiming`` finds; added to what lies under it when `isAdditive`, else in its
/// place. ``disagreement(on:)`` compares that with each layer's `presentation()`.
@MainActor
public enum PlainLayerAnimations {
    /// The number-valued key paths checked, and how each is read from a layer.
    public static let keyPaths: [(name: String, read: (CALayer) -> Double)] = [
        ("opacity", { Double($0.opacity) }), ("position.x", { Double($0.position.x) }), ("position.y", { Double($0.position.y) }),
        ("cornerRadius", { Double($0.cornerRadius) }), ("borderWidth", { Double($0.borderWidth) }),
        ("shadowOffset.width", { Double($0.shadowOffset.width) }),
    ]

    /// The first key path of `layers` whose presentation differs from the plain evaluation, or `nil`.
    public static func disagreement(on layers: [CALayer]) -> String? {
        for (index, layer) in layers.enumerated() {
            guard let shown = layer.presentation() else { return "layer \(index + 1) has no presentation" }
            let time = layer.convertTime(CACurrentMediaTime(), from: nil)
            for (name, read) in keyPaths {
                let (expected, slack) = value(of: name, on: layer, read: read, at: time)
                let drawn = read(shown)
                // Opacity is a Float: a Float's last bits.
                let tolerance = name == "opacity" ? 1e-6 : 1e-9
                if expected.isNaN && drawn.isNaN { continue }
                guard abs(drawn - expected) <= tolerance * Swift.max(1, abs(drawn), abs(expected)) + slack else {
                    return "layer \(index + 1) \(name) at \(time): the presentation shows \(drawn), the plain evaluation \(expected)"
                }
            }
        }
        return nil
    }

    /// What `layer` shows for `keyPath` at layer time `time`, and how far it may differ for the last bits of a steep
    /// timing function.
    static func value(of keyPath: String, on layer: CALayer, read: (CALayer) -> Double, at time: CFTimeInterval) -> (Double, Double) {
        var current = read(layer), slack = 0.0
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CABasicAnimation, animation.keyPath == keyPath,
                let (value, own) = applied(animation, over: current, atLayerTime: time)
            else { continue }
            slack = (animation.isAdditive ? slack : 0) + own
            current = value
        }
        return (current, slack)
    }

    /// What a number-valued basic `animation` makes of `current` (what lies under it) at its layer's time `time`, and
    /// how far that may differ for the last bits of a steep timing function; `nil` when it shows nothing then.
    public static func applied(
        _ animation: CABasicAnimation, over current: Double, atLayerTime time: CFTimeInterval
    ) -> (value: Double, slack: Double)? {
        guard let moment = PlainMediaTiming.moment(of: animation, atLayerTime: time) else { return nil }
        let (first, second) = PlainMediaTiming.controlPoints(of: animation)
        let progress = PlainTiming.bezierProgress(first: first, second: second, atFraction: moment.fraction, spread: 1e-12)
        let number = { (value: Any?) in (value as? CGFloat).map(Double.init) ?? (value as? Double) ?? (value as? Float).map(Double.init) }
        let (from, to, by) = (number(animation.fromValue), number(animation.toValue), number(animation.byValue))
        // The documentation's table of ends; "the current value" is what lies under this animation — for an additive
        // one, whose values are offsets added to it, the offset 0 (what AnimKit decides where Apple is silent).
        let base = animation.isAdditive ? 0 : current
        let ends: (Double, Double)
        switch (from, to, by) {
        case (let from?, let to?, _): ends = (from, to)
        case (let from?, nil, let by?): ends = (from, from + by)
        case (nil, let to?, let by?): ends = (to - by, to)
        case (let from?, nil, nil): ends = (from, base)
        case (nil, let to?, nil): ends = (base, to)
        case (nil, nil, let by?): ends = (base, base + by)
        case (nil, nil, nil): ends = (base, base)
        }
        let moved = ends.0 + (ends.1 - ends.0) * progress.value
        // Where a curve ends flat, the last bits of the time fraction leave the progress a few units in its last place
        // from 1; over ends as far apart as 1e11 (a view sent far away), those units are 1e-5.
        let rounding = 4 * Double.ulpOfOne * (abs(ends.0) + abs(ends.1) + (animation.isAdditive ? abs(current) : 0))
        return (animation.isAdditive ? current + moved : moved, abs(ends.1 - ends.0) * progress.uncertainty + rounding)
    }
}
