import AnimKit
import Foundation

/// A Core Animation basic animation a soak adds to one of its layers: every `CAMediaTiming` property, any combination
/// of ends, additive or not, on one of the number-valued key paths the plain twin checks.
struct SoakLayerAnimation: Equatable, CustomStringConvertible {
    /// 0–2: the layer of its own in each view; 3–5: each view's own layer, where it stacks with the view's block
    /// animations of the same property in the order added.
    var layer: Int
    var keyPath: String
    var from: Double?
    var to: Double?
    var by: Double?
    var duration: Double
    /// The begin time from now (0: `beginTime` left at 0, so that the layer starts it now).
    var begin: Double
    var speed: Float
    var offset: Double
    var repeats: Float
    var repeatFor: Double
    var reverses: Bool
    var fill: String
    var removed: Bool
    var additive: Bool
    /// The timing function: none, then `easeInEaseOut`, `default`, and an overshooting cubic.
    var curve: Int
    var key: String

    /// The animation, as code would make it now.
    @MainActor
    func make() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.byValue) = (from, to, by)
        (animation.duration, animation.speed, animation.timeOffset) = (duration, speed, offset)
        if begin != 0 { animation.beginTime = CACurrentMediaTime() + begin }
        (animation.repeatCount, animation.repeatDuration, animation.autoreverses) = (repeats, repeatFor, reverses)
        animation.fillMode = CAMediaTimingFillMode(rawValue: fill)
        (animation.isRemovedOnCompletion, animation.isAdditive) = (removed, additive)
        animation.timingFunction =
            [
                nil, CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .default),
                CAMediaTimingFunction(controlPoints: 0.7, -0.4, 0.3, 1.4),
            ][curve]
        return animation
    }

    /// A random one, from `random`.
    static func random(using random: inout some RandomNumberGenerator) -> SoakLayerAnimation {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        return SoakLayerAnimation(
            layer: Int.random(in: 0..<6, using: &random),
            keyPath: pick(["opacity", "position.x", "position.y", "cornerRadius", "borderWidth", "shadowOffset.width"]),
            from: pick([nil, 0.2, 40]), to: pick([nil, 1, 90]), by: pick([nil, -0.5, 15]), duration: pick([0, 0.1, 0.5, 1]),
            begin: pick([0, 0, -0.3, 0.2, 0.7]), speed: pick([1, 1, 2, 0.5, 0, -1]), offset: pick([0, 0, 0.15]),
            repeats: pick([0, 0, 2, 1.5, .infinity]), repeatFor: pick([0, 0, 0, 0.8]), reverses: pick([false, true]),
            fill: pick(["removed", "forwards", "backwards", "both"]), removed: pick([true, false]), additive: pick([false, false, true]),
            curve: Int.random(in: 0..<4, using: &random), key: pick(keys))
    }

    /// The keys the animations are added under (none of them one of UIKit's keys for a view's block animations).
    static let keys = ["a", "b", "c", "d"]

    var description: String {
        let number = { (value: Double?) in value.map(literal) ?? "nil" }
        return ".init(layer: \(layer), keyPath: \"\(keyPath)\", from: \(number(from)), to: \(number(to)), by: \(number(by)), "
            + "duration: \(literal(duration)), begin: \(literal(begin)), speed: \(literal(Double(speed))), offset: \(literal(offset)), "
            + "repeats: \(literal(Double(repeats))), repeatFor: \(literal(repeatFor)), reverses: \(reverses), fill: \"\(fill)\", "
            + "removed: \(removed), additive: \(additive), curve: \(curve), key: \"\(key)\")"
    }
}
