import AnimKit
import Foundation
import PlayWire

/// A spring the curve editor can move on its field — damping ratio ζ down, time across — as its call spells it:
/// a damping ratio that settles in the animation's duration (`usingSpringWithDamping:`, `dampingRatio:`), iOS 17's
/// bounce and perceived duration (`springDuration:`/`duration:`/`perceptualDuration:` with `bounce:`, where
/// ζ = 1 − bounce, or 1 ÷ (1 + bounce) below 0), or mass, stiffness and damping (ζ = c ÷ 2√(km), response 2π√(m/k)).
/// Each spelling is kept in step with the other: the editor shows both, and writes the call's own.
package struct SpringTuning: Equatable, Sendable {
    package enum Spelling: Equatable, Sendable {
        case dampingRatio(TunedArgument, duration: TunedArgument)
        case bounce(TunedArgument, duration: TunedArgument)
        case physical(mass: Double, stiffness: TunedArgument, damping: TunedArgument)
    }

    package let spelling: Spelling

    /// Where `span`'s spring sits on the field: its ζ, and its time as the call spells it — the duration it settles in
    /// (a damping ratio's), else its response (2π ÷ ω₀, which is the perceived duration of iOS 17's spelling).
    package func position(of span: AnimatorSpan) -> (dampingRatio: Double, time: Double)? {
        guard let spring = span.spring else { return nil }
        if case .dampingRatio = spelling { return (spring.dampingRatio, span.duration) }
        return (spring.dampingRatio, spring.response)
    }

    /// What the field's time is, as its axis names it.
    package var timeName: String {
        switch spelling {
        case .dampingRatio: "duration"
        case .bounce: "perceived duration"
        case .physical: "response"
        }
    }

    /// The damping ratios the spelling allows: UIKit clamps a ratio to 1; a bounce stays above −1 and below 1.
    package var ratioBounds: ClosedRange<Double> {
        if case .dampingRatio = spelling { return 0.01...1 }
        return 0.01...1.5
    }

    /// ζ for iOS 17's `bounce`.
    package static func dampingRatio(bounce: Double) -> Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// iOS 17's `bounce` for ζ.
    package static func bounce(dampingRatio: Double) -> Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The call's literals for ζ `ratio` and time `time`: a ratio, bounce or time to the hundredth; a stiffness and a
    /// damping to the hundredth, the mass kept.
    package func changes(dampingRatio ratio: Double, time: Double) -> [TunedArgument] {
        func set(_ literal: TunedArgument, _ value: Double) -> TunedArgument {
            TunedArgument(site: literal.site, label: literal.label, key: literal.key, value: (value * 100).rounded() / 100)
        }
        switch spelling {
        case .dampingRatio(let ratioLiteral, let duration): return [set(ratioLiteral, ratio), set(duration, time)]
        case .bounce(let bounce, let duration): return [set(bounce, Self.bounce(dampingRatio: ratio)), set(duration, time)]
        case .physical(let mass, let stiffness, let damping):
            let k = mass * (2 * Double.pi / time) * (2 * Double.pi / time)
            return [set(stiffness, k), set(damping, 2 * ratio * (k * mass).squareRoot())]
        }
    }

    /// The spring among `calls` (the timing's own call first, the animation's last), or why it cannot be tuned.
    static func find(in calls: [TunableCall], span: AnimatorSpan) -> CurveTuning {
        let place = (span.timingSite ?? span.madeAt ?? span.callSite)?.shortDescription ?? "?"
        func literal(_ labels: [String]) -> Result<TunedArgument, Refusal>? {
            for call in calls {
                guard let argument = call.arguments.first(where: { labels.contains($0.label) }) else { continue }
                guard let key = argument.key, let number = argument.number else {
                    return .failure(Refusal(sentence: argument.untunable(at: call.callSite.shortDescription)))
                }
                return .success(TunedArgument(site: call.callSite, label: argument.label, key: key, value: number))
            }
            return nil
        }
        do throws(Refusal) {
            if let bounce = try literal(["bounce"])?.get() {
                guard let duration = try literal(["springDuration", "perceptualDuration", "duration"])?.get() else {
                    return .refused("the spring at \(place) has no duration argument to change, and none is added")
                }
                return .spring(SpringTuning(spelling: .bounce(bounce, duration: duration)))
            }
            if let ratio = try literal(["usingSpringWithDamping", "dampingRatio"])?.get() {
                guard let duration = try literal(["withDuration", "duration"])?.get() else {
                    return .refused("the spring at \(place) has no duration argument to change, and none is added")
                }
                return .spring(SpringTuning(spelling: .dampingRatio(ratio, duration: duration)))
            }
            if let stiffness = try literal(["stiffness"])?.get(), let damping = try literal(["damping"])?.get() {
                let mass = calls.lazy.compactMap { $0.arguments.first { $0.label == "mass" }?.number }.first ?? 1
                guard mass > 0, stiffness.value > 0 else { return .refused("the spring at \(place) has no mass or stiffness to move") }
                return .spring(SpringTuning(spelling: .physical(mass: mass, stiffness: stiffness, damping: damping)))
            }
        } catch {
            return .refused(error.sentence)
        }
        return .refused("the spring at \(place) is not given in its call's arguments (set by assignment?): nothing can be dragged")
    }

    /// Why a literal cannot be changed.
    struct Refusal: Error {
        let sentence: String
    }
}
