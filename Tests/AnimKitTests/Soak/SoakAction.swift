import AnimKit
import Foundation

/// One step of a soak: a call a person could make on the animator API, or time passing.
///
/// Steps name animators and views by index, so a failing sequence prints as Swift
/// that replays it (``SoakTests/replay``).
enum SoakAction: Equatable, CustomStringConvertible {
    /// The property a block changes: which view, which property, the new value's seed.
    struct Change: Equatable, CustomStringConvertible {
        var view: Int
        var property: SoakProperty
        var value: Double

        var description: String { ".init(view: \(view), property: .\(property), value: \(literal(value)))" }
    }

    /// How a new animator is timed.
    enum Timing: Equatable, CustomStringConvertible {
        case curve(AnimationCurve)
        case bezier(Double, Double, Double, Double)
        case damping(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)

        var description: String {
            switch self {
            case .curve(let curve): ".curve(.\(curve))"
            case .bezier(let a, let b, let c, let d): ".bezier(\(literal(a)), \(literal(b)), \(literal(c)), \(literal(d)))"
            case .damping(let ratio): ".damping(\(literal(ratio)))"
            case .physical(let m, let k, let c): ".physical(mass: \(literal(m)), stiffness: \(literal(k)), damping: \(literal(c)))"
            }
        }
    }

    case make(duration: Double, timing: Timing, change: Change)
    case start(Int)
    case startAfter(Int, delay: Double)
    case pause(Int)
    case stop(Int, withoutFinishing: Bool)
    case finish(Int, at: AnimatingPosition)
    case reverse(Int)
    case scrub(Int, to: Double)
    case continueWith(Int, timing: Timing?, durationFactor: Double)
    case addAnimations(Int, change: Change, delayFactor: Double)
    case addCompletion(Int)
    case pausesOnCompletion(Int, Bool)
    case interruptible(Int, Bool)
    case blockAnimate(duration: Double, delay: Double, change: Change)
    case running(duration: Double, delay: Double, change: Change)
    /// `view.dance.animate(…)` then `.start(after:)`, or `.start()` when `startAfter` is nil.
    case danceAnimate(view: Int, duration: Double, change: Change, startAfter: Double?)
    case dancePause(view: Int)
    case danceReverse(view: Int)
    case danceFinish(view: Int, at: AnimatingPosition)
    case advance(frames: Int)
    /// `UIView.animateKeyframes` through two keyframes of one property (0…0.5 to `first`, 0.5…1 to `second`), in `mode`.
    case keyframes(duration: Double, mode: KeyframeCalculationMode, first: Change, second: Double)
    /// `UIView.animate` whose block repeats its change `count` times with `modifyAnimations`, autoreversing or not.
    case repeating(duration: Double, count: Double, autoreverses: Bool, change: Change)
    /// `beginAnimations`/`commitAnimations` with a duration, a repeat count and autoreverse.
    case transaction(duration: Double, count: Double, autoreverses: Bool, change: Change)
    /// The builder: `UIView.animate(withDuration:).delay(_:).animations { … }.start()`.
    case builder(duration: Double, delay: Double, change: Change)
    /// The declarative family: a view fades out and back in, one after the other.
    case declarative(view: Int, duration: Double)
    /// A Core Animation basic animation added to one of the layers.
    case layerAnimation(SoakLayerAnimation)

    /// Whether the step is documented to move what is on screen at once (apart from time passing).
    var mayMoveViews: Bool {
        switch self {
        case .finish(_, let position), .danceFinish(_, let position): position != .current
        case .scrub, .advance: true
        // A discrete keyframe that starts at 0 shows its value at once (UIKit: "jump directly to each new keyframe value").
        case .keyframes(_, .discrete, _, _): true
        // A block animation of no duration applies its change at once, as UIKit does.
        case .blockAnimate(let duration, _, _), .running(let duration, _, _): !(duration > 0) || !duration.isFinite
        case .danceAnimate(_, let duration, _, _), .keyframes(let duration, _, _, _), .repeating(let duration, _, _, _),
            .transaction(let duration, _, _, _), .builder(let duration, _, _), .declarative(_, let duration):
            !(duration > 0) || !duration.isFinite
        // On a view's own layer, Core Animation shows its animation's start at once (its from value, say).
        case .layerAnimation(let animation): animation.layer >= 3
        default: false
        }
    }

    var description: String {
        switch self {
        case .make(let d, let t, let c): ".make(duration: \(literal(d)), timing: \(t), change: \(c))"
        case .start(let a): ".start(\(a))"
        case .startAfter(let a, let d): ".startAfter(\(a), delay: \(literal(d)))"
        case .pause(let a): ".pause(\(a))"
        case .stop(let a, let w): ".stop(\(a), withoutFinishing: \(w))"
        case .finish(let a, let p): ".finish(\(a), at: .\(p))"
        case .reverse(let a): ".reverse(\(a))"
        case .scrub(let a, let f): ".scrub(\(a), to: \(literal(f)))"
        case .continueWith(let a, let t, let f): ".continueWith(\(a), timing: \(t.map { "\($0)" } ?? "nil"), durationFactor: \(literal(f)))"
        case .addAnimations(let a, let c, let f): ".addAnimations(\(a), change: \(c), delayFactor: \(literal(f)))"
        case .addCompletion(let a): ".addCompletion(\(a))"
        case .pausesOnCompletion(let a, let v): ".pausesOnCompletion(\(a), \(v))"
        case .interruptible(let a, let v): ".interruptible(\(a), \(v))"
        case .blockAnimate(let d, let delay, let c): ".blockAnimate(duration: \(literal(d)), delay: \(literal(delay)), change: \(c))"
        case .running(let d, let delay, let c): ".running(duration: \(literal(d)), delay: \(literal(delay)), change: \(c))"
        case .danceAnimate(let v, let d, let c, let s):
            ".danceAnimate(view: \(v), duration: \(literal(d)), change: \(c), startAfter: \(s.map(literal) ?? "nil"))"
        case .dancePause(let v): ".dancePause(view: \(v))"
        case .danceReverse(let v): ".danceReverse(view: \(v))"
        case .danceFinish(let v, let p): ".danceFinish(view: \(v), at: .\(p))"
        case .advance(let f): ".advance(frames: \(f))"
        case .keyframes(let d, let m, let c, let v): ".keyframes(duration: \(literal(d)), mode: .\(m), first: \(c), second: \(literal(v)))"
        case .repeating(let d, let n, let a, let c):
            ".repeating(duration: \(literal(d)), count: \(literal(n)), autoreverses: \(a), change: \(c))"
        case .transaction(let d, let n, let a, let c):
            ".transaction(duration: \(literal(d)), count: \(literal(n)), autoreverses: \(a), change: \(c))"
        case .builder(let d, let delay, let c): ".builder(duration: \(literal(d)), delay: \(literal(delay)), change: \(c))"
        case .declarative(let v, let d): ".declarative(view: \(v), duration: \(literal(d)))"
        case .layerAnimation(let animation): ".layerAnimation(\(animation))"
        }
    }
}

/// The properties a soak animates: one of each kind of value the engine blends.
enum SoakProperty: CaseIterable {
    case centerX, alpha, color, scale, rotation
    /// The layer of the view's hinge (a subview nothing else changes) turned about y, in 3-D, by up to ±1.5 rad.
    case turn

    /// Sets the property of `view` from `value` (a number in 0…1, or one of the edge values).
    @MainActor
    func apply(_ value: Double, to view: View) {
        switch self {
        case .centerX: view.center.x = value * 300
        case .alpha: view.alpha = value
        case .color: view.backgroundColor = Color(red: value, green: 1 - value, blue: 0.5, alpha: value)
        case .scale: view.transform = CGAffineTransform(scaleX: 0.2 + 3 * value, y: 0.2 + 3 * value)
        case .rotation: view.transform = CGAffineTransform(rotationAngle: value * 6)
        case .turn:
            // NaN and infinity reach the layer (which refuses them); any other number is a turn within ±1.5 rad, so that
            // two turns differ by less than π and Core Animation blends them the short way, as the plain twin adds them.
            let angle = value.isFinite ? (Swift.min(Swift.max(value, 0), 1) - 0.5) * 3 : value
            (view.subviews.first ?? view).layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        }
    }
}

/// A number as Swift source.
func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    return "\(value)"
}
