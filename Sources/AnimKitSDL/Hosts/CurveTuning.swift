import AnimKit
import Foundation
import PlayWire

/// What `animview play`'s curve editor can change of an animation's curve or spring, found among the calls of the
/// build by the animation's sites: the literals that hold its control points, or its spring's numbers, and how a
/// handle's place becomes their new values. Or why nothing can be changed.
package enum CurveTuning: Equatable, Sendable {
    /// A cubic curve whose four numbers (x1, y1, x2, y2) are literals.
    case cubic(controlPoints: [TunedArgument])
    /// A spring, as its call spells it.
    case spring(SpringTuning)
    /// Why the editor cannot change it: said, never guessed.
    case refused(String)

    /// The curve or spring of `span`, found in `calls`: at its timing's own site first (a `UICubicTimingParameters`,
    /// a `UISpringTimingParameters`, a `CAMediaTimingFunction`), else at the call that made the animation.
    package static func find(for span: AnimatorSpan, in calls: [TunableCall]) -> CurveTuning {
        guard let site = span.callSite else { return .refused("UIKit's own code made this animation: it has no line to change") }
        let sites = [span.timingSite, span.madeAt, site].compactMap { $0 }
        let found = sites.compactMap { site in calls.first { $0.callSite == site } }
        guard let call = found.first else {
            return .refused("the call at \(site.shortDescription) cannot be tuned from the window: its literals were compiled as written")
        }
        if span.spring != nil { return SpringTuning.find(in: found, span: span) }
        return cubic(in: call, named: span.curve)
    }

    /// The four literals of `call`'s control points: `controlPoint1:`/`controlPoint2:` as `CGPoint(x:y:)`, or
    /// `controlPoints:` and the three numbers after it.
    private static func cubic(in call: TunableCall, named curve: String) -> CurveTuning {
        let place = call.callSite.shortDescription
        var arguments: [(site: CallSite, argument: TunableCall.Argument)] = []
        if let first = call.arguments.first(where: { $0.label == "controlPoints" }),
            let index = call.arguments.firstIndex(of: first), call.arguments.count >= index + 4
        {
            arguments = call.arguments[index..<index + 4].map { (call.callSite, $0) }
        } else {
            for label in ["controlPoint1", "controlPoint2"] {
                guard let point = call.arguments.first(where: { $0.label == label }) else { continue }
                guard let site = point.partsCallSite, let x = point.parts.first(where: { $0.label == "x" }),
                    let y = point.parts.first(where: { $0.label == "y" })
                else { return .refused("\(label): \(point.text) at \(place) is computed, not a point of literals; nothing is written") }
                arguments += [(site, x), (site, y)]
            }
        }
        guard arguments.count == 4 else {
            return .refused("the curve at \(place) is \(curve), by name: only control points written as numbers can be dragged")
        }
        var literals: [TunedArgument] = []
        for (site, argument) in arguments {
            guard let key = argument.key, let value = argument.number else { return .refused(argument.untunable(at: place)) }
            literals.append(TunedArgument(site: site, label: argument.label, key: key, value: value))
        }
        return .cubic(controlPoints: literals)
    }

    /// The literals `literals` with the numbers `values`, each to the hundredth, in the same order.
    package static func changes(_ literals: [TunedArgument], to values: [Double]) -> [TunedArgument] {
        zip(literals, values).map { TunedArgument(site: $0.site, label: $0.label, key: $0.key, value: ($1 * 100).rounded() / 100) }
    }

    /// The named curves and easings.net's cubic set, by name, as CSS gives them (x1, y1, x2, y2).
    package static let presets: [(name: String, numbers: [Double])] = [
        ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]), ("easeInOut", [0.42, 0, 0.58, 1]),
        ("easeInSine", [0.12, 0, 0.39, 0]), ("easeOutSine", [0.61, 1, 0.88, 1]), ("easeInOutSine", [0.37, 0, 0.63, 1]),
        ("easeInQuad", [0.11, 0, 0.5, 0]), ("easeOutQuad", [0.5, 1, 0.89, 1]), ("easeInOutQuad", [0.45, 0, 0.55, 1]),
        ("easeInCubic", [0.32, 0, 0.67, 0]), ("easeOutCubic", [0.33, 1, 0.68, 1]), ("easeInOutCubic", [0.65, 0, 0.35, 1]),
        ("easeInQuart", [0.5, 0, 0.75, 0]), ("easeOutQuart", [0.25, 1, 0.5, 1]), ("easeInOutQuart", [0.76, 0, 0.24, 1]),
        ("easeInQuint", [0.64, 0, 0.78, 0]), ("easeOutQuint", [0.22, 1, 0.36, 1]), ("easeInOutQuint", [0.83, 0, 0.17, 1]),
        ("easeInExpo", [0.7, 0, 0.84, 0]), ("easeOutExpo", [0.16, 1, 0.3, 1]), ("easeInOutExpo", [0.87, 0, 0.13, 1]),
        ("easeInCirc", [0.55, 0, 1, 0.45]), ("easeOutCirc", [0, 0.55, 0.45, 1]), ("easeInOutCirc", [0.85, 0, 0.15, 1]),
        ("easeInBack", [0.36, 0, 0.66, -0.56]), ("easeOutBack", [0.34, 1.56, 0.64, 1]), ("easeInOutBack", [0.68, -0.6, 0.32, 1.6]),
    ]
}

/// One literal a drag in the curve editor changes: the argument by its call's site and label (which outlive a rebuild
/// that renumbers the literals), the design-time key it has in this build, and its number.
package struct TunedArgument: Equatable, Sendable {
    package let site: CallSite
    package let label: String
    package let key: String
    package let value: Double

    package init(site: CallSite, label: String, key: String, value: Double) {
        (self.site, self.label, self.key, self.value) = (site, label, key, value)
    }
}
