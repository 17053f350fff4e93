import AnimKit
import Foundation

extension SoakAction.Timing {
    /// The timing parameters this stands for.
    var parameters: any TimingCurveProvider {
        switch self {
        case .curve(let curve): CubicTimingParameters(animationCurve: curve)
        case .bezier(let x1, let y1, let x2, let y2):
            CubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
        case .damping(let ratio): SpringTimingParameters(dampingRatio: ratio)
        case .physical(let mass, let stiffness, let damping):
            SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: .zero)
        }
    }
}

/// Random soak sequences from a seed: mostly sensible calls, with the edge values people get wrong (NaN, infinity, negatives, overshooting curves).
struct SoakGenerator {
    var random: SeededRandomNumberGenerator
    private var animatorCount = 0

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    mutating func sequence(length: Int) -> [SoakAction] {
        animatorCount = 0
        var actions: [SoakAction] = [make(), make()]
        animatorCount = 2
        while actions.count < length { actions.append(next()) }
        return actions
    }

    private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    private mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }

    private mutating func unit() -> Double { Double(Int.random(in: 0...20, using: &random)) / 20 }

    private mutating func edge(_ sensible: Double) -> Double {
        chance(12) ? pick([.nan, .infinity, -.infinity, -1, 0, 1e9]) : sensible
    }

    private mutating func change() -> SoakAction.Change {
        // Now and then NaN or infinity, which views refuse (a NaN that got into a view's model or a track once put the
        // track table out of step).
        SoakAction.Change(view: Int.random(in: 0..<3, using: &random), property: pick(SoakProperty.allCases), value: edge(unit()))
    }

    private mutating func timing() -> SoakAction.Timing {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2: return .curve(pick(AnimationCurve.allCases))
        case 3, 4: return .bezier(edge(unit()), edge(pick([-1, 0, 0.5, 1, 2.2])), edge(unit()), edge(pick([-1, 0, 0.5, 1, 2.2])))
        case 5, 6: return .damping(edge(pick([0.2, 0.5, 1, 2])))
        default: return .physical(mass: edge(1), stiffness: edge(pick([50, 200])), damping: edge(pick([5, 20])))
        }
    }

    private mutating func duration() -> Double { edge(pick([0, 0.1, 0.3, 0.5, 1, 2])) }

    private mutating func make() -> SoakAction { .make(duration: duration(), timing: timing(), change: change()) }

    private mutating func next() -> SoakAction {
        let index = Int.random(in: 0..<animatorCount, using: &random)
        switch Int.random(in: 0..<31, using: &random) {
        case 0 where animatorCount < 8:
            animatorCount += 1
            return make()
        case 1, 2: return .start(index)
        case 3: return .startAfter(index, delay: edge(pick([0.1, 0.5])))
        case 4, 5: return .pause(index)
        case 6: return .stop(index, withoutFinishing: chance(2))
        case 7: return .finish(index, at: pick([.start, .end, .current]))
        case 8: return .reverse(index)
        case 9: return .scrub(index, to: edge(unit()))
        case 10: return .continueWith(index, timing: chance(2) ? nil : timing(), durationFactor: edge(pick([0, 0.5, 1, 2])))
        case 11: return .addAnimations(index, change: change(), delayFactor: pick([0, 0.25, 0.5, 1.5]))
        case 12: return .addCompletion(index)
        case 13: return .pausesOnCompletion(index, chance(2))
        case 14: return .interruptible(index, chance(2))
        case 15: return .blockAnimate(duration: duration(), delay: edge(pick([0, 0.2])), change: change())
        case 16: return .running(duration: duration(), delay: edge(pick([0, 0.2])), change: change())
        case 17:
            return .danceAnimate(
                view: Int.random(in: 0..<3, using: &random), duration: duration(), change: change(), startAfter: chance(2) ? edge(0.2) : nil
            )
        case 18: return .dancePause(view: Int.random(in: 0..<3, using: &random))
        case 19: return .danceReverse(view: Int.random(in: 0..<3, using: &random))
        case 20: return .danceFinish(view: Int.random(in: 0..<3, using: &random), at: pick([.start, .end, .current]))
        case 21:
            let first = change()
            return .keyframes(
                duration: duration(), mode: pick([.linear, .discrete, .paced, .cubic, .cubicPaced]), first: first, second: unit())
        case 22:
            return .repeating(duration: duration(), count: pick([1, 1.5, 2, 3]), autoreverses: chance(2), change: change())
        case 23:
            return .transaction(duration: duration(), count: pick([0, 1, 2.5]), autoreverses: chance(2), change: change())
        case 24: return .builder(duration: duration(), delay: edge(pick([0, 0.2])), change: change())
        case 25: return .declarative(view: Int.random(in: 0..<3, using: &random), duration: duration())
        case 26: return .layerAnimation(.random(using: &random))
        default: return .advance(frames: pick([0, 1, 1, 3, 10, 30]))
        }
    }
}
