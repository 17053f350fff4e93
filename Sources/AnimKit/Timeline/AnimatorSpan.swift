import Foundation

/// When one animator of a scene was live: the bar a timeline draws for it.
public struct AnimatorSpan: Sendable, Equatable, Codable {
    /// The animator's serial in its engine: the same animator on every replay of the scene.
    public let serial: Int
    /// Its tag, and the name to show: its own, its first view's, or the API family's.
    public internal(set) var tag: Int
    /// The name the timeline shows.
    public internal(set) var label: String
    /// Scene time at which it became live (started), and its start delay from there.
    public let start: TimeInterval
    /// Seconds between its start and its first motion.
    public internal(set) var delay: TimeInterval
    /// Its duration at the original pace.
    public internal(set) var duration: TimeInterval
    /// Scene time at which it stopped being live (completed or stopped); `nil` if it was still live when the record ended.
    public internal(set) var end: TimeInterval?
    /// The animator whose completion started this one, if one did.
    public let parent: Int?
    /// Scene times of its keyframes' starts (key-frame animations only).
    public internal(set) var keyframes: [TimeInterval]
    /// The curve or spring it started on, as the inspector names it (`linear`, `easeInOut`, `spring ζ 0.50`); a Core
    /// Animation animation's timing function or spring; empty for UIKit Dynamics.
    public let curve: String
    /// The spring it started on, by the parameters UIKit names (`nil` on a curve).
    public internal(set) var spring: SpanSpring? = nil
    /// What it moved, each as `view.property` (`toast.center`, `card.bounds`): the view named as a frame sample names
    /// it (its `accessibilityIdentifier`, else `view N` in tree order), the property as UIKit names it.
    public internal(set) var moves: [String] = []
    /// The name a motion diff matches it by when its label holds its values (a Core Animation animation's: its layer and
    /// key paths, `card · position.y`); `nil` to match by ``label``.
    public internal(set) var identity: String? = nil
    /// Where the code made it (`UIView.animate`, an animator's initializer, `layer.add(_:forKey:)`); `nil` when UIKit's
    /// own views did (a table's rows, a push) or a recording made before call sites were kept.
    public internal(set) var callSite: CallSite? = nil
    /// Where the code added its keyframes (`addKeyframe`), in order; `nil` when it has none (or was recorded before).
    public internal(set) var keyframeSites: [CallSite]? = nil
    /// Each keyframe the code added (`addKeyframe`), with the stretch of scene time it runs, in the order added; `nil`
    /// when it has none (or was recorded before).
    public internal(set) var keyframeWindows: [KeyframeWindow]? = nil
    /// For a Core Animation animation: where the code made it (`CABasicAnimation(keyPath:)`), before setting its
    /// duration and timing; `nil` otherwise.
    public internal(set) var madeAt: CallSite? = nil
    /// The cubic curve it started on, as Core Animation gives one (x1, y1, x2, y2); `nil` on a spring.
    public internal(set) var controlPoints: [Double]? = nil
    /// Where the code made its timing apart from the animation (`UICubicTimingParameters(controlPoint1:controlPoint2:)`,
    /// `UISpringTimingParameters(…)`, `CAMediaTimingFunction(controlPoints:)`); `nil` when the animation's own call gave it.
    public internal(set) var timingSite: CallSite? = nil
    /// Where the code gave its delay apart from the call that made it (`startAnimation(afterDelay:)`); `nil` when that
    /// call gave it, or none was given.
    public internal(set) var delaySite: CallSite? = nil
    /// How many legs a repeating animation's ``duration`` covers (forward and, autoreversing, back: two million for
    /// `.repeat` with `.autoreverse`); `nil` when it runs once.
    public internal(set) var legs: Double? = nil

    /// The duration the code wrote: one leg's, for a repeating animation.
    public var legDuration: TimeInterval { duration / Swift.max(legs ?? 1, 1) }

    /// Where on the time axis the bar's duration handle is: the end of the motion, or of the first leg when it
    /// repeats — a leg's length is the number the code wrote.
    public var durationHandleTime: TimeInterval {
        let motionStart = start + delay
        return legs == nil ? end ?? motionStart + duration : motionStart + legDuration
    }
}

/// A spring as a motion diff names its parameters: iOS 17's `UISpringTimingParameters(dampingRatio:response:)` pair.
public struct SpanSpring: Sendable, Equatable, Codable {
    /// ζ: 1 is critical, below it overshoots.
    public let dampingRatio: Double
    /// Seconds of one undamped oscillation: 2π / ω₀.
    public let response: Double
    /// The initial velocity, relative to the distance.
    public let initialVelocity: Double

    init(_ spring: SpringCurve) {
        dampingRatio = spring.dampingRatio
        response = 2 * Double.pi / spring.angularFrequency
        initialVelocity = spring.initialVelocity
    }

    /// A `CASpringAnimation`'s mass, stiffness and damping by UIKit's pair: ζ = c / (2√(km)), response 2π√(m/k).
    @MainActor
    init(_ spring: CASpringAnimation) {
        let (mass, stiffness, damping) = (Double(spring.mass), Double(spring.stiffness), Double(spring.damping))
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        response = 2 * Double.pi * (mass / stiffness).squareRoot()
        initialVelocity = Double(spring.initialVelocity)
    }
}

/// The spans of every animator an engine has seen live, in the order they started.
@preconcurrency @MainActor
package final class AnimationHistory {
    package private(set) var spans: [AnimatorSpan] = []
    private var indexBySerial: [Int: Int] = [:]
    /// The views and properties each span moved, by the span's index; named once the scene's root is known.
    private var moved: [Int: [MovedProperty]] = [:]

    private struct MovedProperty {
        weak var view: View?
        let property: String
    }

    package init() {}

    func began(_ animator: PropertyAnimator, at time: TimeInterval, parent: Int?) {
        guard indexBySerial[animator.serial] == nil else { return }
        indexBySerial[animator.serial] = spans.count
        let label = AnimationHistory.label(of: animator)
        var spring: SpanSpring?
        if case .spring(let curve, _) = animator.function { spring = SpanSpring(curve) }
        spans.append(
            AnimatorSpan(
                serial: animator.serial, tag: animator.tag, label: label, start: time, delay: animator.delay, duration: animator.duration,
                end: nil, parent: parent, keyframes: [], curve: animator.curveDescription, spring: spring, callSite: animator.callSite))
        if case .bezier(let curve) = animator.function { spans[spans.count - 1].controlPoints = curve.numbers }
        let timing = animator.timingParameters
        spans[spans.count - 1].timingSite = timing.cubicTimingParameters?.madeAt ?? timing.springTimingParameters?.madeAt
        spans[spans.count - 1].delaySite = animator.delaySite
        spans[spans.count - 1].legs = animator.repeatLegs > 1 ? animator.repeatLegs : nil
    }

    /// Notes the keyframes of the tracks `animator` has just put in flight.
    func attached(_ animator: PropertyAnimator) {
        guard let index = indexBySerial[animator.serial] else { return }
        let motion = spans[index].start + spans[index].delay
        let starts = animator.keyframeStarts.map { motion + $0 * animator.duration }
        spans[index].keyframes = Array(Set(spans[index].keyframes + starts)).sorted()
        let sites = (spans[index].keyframeSites ?? []) + animator.keyframeSites.filter { !(spans[index].keyframeSites ?? []).contains($0) }
        spans[index].keyframeSites = sites.isEmpty ? nil : sites
        let known = spans[index].keyframeWindows ?? []
        let windows =
            known
            + animator.recordedKeyframes.filter { keyframe in !known.contains { $0.site == keyframe.site } }.map {
                KeyframeWindow(site: $0.site, start: motion + $0.start * animator.duration, end: motion + $0.end * animator.duration)
            }
        spans[index].keyframeWindows = windows.isEmpty ? nil : windows
        for (view, property) in animator.movedProperties
        where !(moved[index] ?? []).contains(where: { $0.view === view && $0.property == property }) {
            moved[index, default: []].append(MovedProperty(view: view, property: property))
        }
        // The views are known once the blocks have run: name the span after the first one now.
        spans[index].label = AnimationHistory.label(of: animator)
        spans[index].tag = animator.tag
    }

    /// The animator's own name, else its first view's, then the API that made it.
    static func label(of animator: PropertyAnimator) -> String {
        if let name = animator.name { return name }
        guard let viewName = animator.animatedViews.first?.accessibilityIdentifier else { return animator.family }
        return "\(viewName) · \(animator.family)"
    }

    func ended(_ animator: PropertyAnimator, at time: TimeInterval) {
        ended(serial: animator.serial, at: time)
    }

    /// A Core Animation animation added at `time` (its motion from `motion`, its `beginTime`): a row named after its
    /// layer, saying what it moves, between which values, on which curve.
    ///
    /// On a view's layer, what it moves is named as the view's property (`position` is the view's `center`, `opacity`
    /// its `alpha`), so that a motion diff finds the animation behind the view's motion.
    func began(
        layerAnimation animation: CAAnimation, on layer: Layer, serial: Int, at time: TimeInterval, motionAt motion: TimeInterval,
        parent: Int?
    ) {
        guard indexBySerial[serial] == nil else { return }
        indexBySerial[serial] = spans.count
        let pace = Double(abs(animation.speed))
        spans.append(
            AnimatorSpan(
                serial: serial, tag: 0, label: "\(layer.timelineName) · \(animation.timelineSummary)", start: time,
                delay: Swift.max(motion - time, 0),
                duration: pace > 0 ? animation.activeDuration / pace : .infinity, end: nil, parent: parent, keyframes: [],
                curve: String(animation.curveSummary.dropFirst(" · ".count)), spring: (animation as? CASpringAnimation).map(SpanSpring.init)
            ))
        spans[spans.count - 1].identity = "\(layer.timelineName) · \(Self.keyPaths(of: animation).joined(separator: ", "))"
        (spans[spans.count - 1].callSite, spans[spans.count - 1].madeAt) = (animation.callSite, animation.madeAt)
        if let function = animation.timingFunction, !(animation is CASpringAnimation) {
            (spans[spans.count - 1].controlPoints, spans[spans.count - 1].timingSite) = (function.curve.numbers, function.madeAt)
        }
        guard let view = layer.view else { return }
        moved[spans.count - 1] = Self.keyPaths(of: animation).compactMap(Self.viewProperty(forKeyPath:)).map {
            MovedProperty(view: view, property: $0)
        }
    }

    /// The key paths an animation moves: its own, or its group's children's.
    private static func keyPaths(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(keyPaths(of:)) }
        return (animation as? CAPropertyAnimation)?.keyPath.map { [$0] } ?? []
    }

    /// The view property a key path of its layer is (`position.y` → `center`), as a track names it.
    private static func viewProperty(forKeyPath keyPath: String) -> String? {
        switch keyPath.split(separator: ".").first {
        case "position": "center"
        case "bounds": "bounds"
        case "opacity": "alpha"
        case "transform": "transform"
        case "cornerRadius": "cornerRadius"
        default: nil
        }
    }

    /// A run of a dynamic animator began at `time` (its behaviours changed): it lasts until the items rest.
    func began(dynamics animator: DynamicAnimator, serial: Int, at time: TimeInterval) {
        guard indexBySerial[serial] == nil else { return }
        indexBySerial[serial] = spans.count
        spans.append(
            AnimatorSpan(
                serial: serial, tag: 0, label: animator.timelineSummary, start: time, delay: 0, duration: .infinity, end: nil, parent: nil,
                keyframes: [], curve: ""))
    }

    /// The spans, each with what it moved named as the frame samples of the tree under `root` name its views.
    package func spans(namingViewsUnder root: View?) -> [AnimatorSpan] {
        let names = FrameSample.viewNames(under: root)
        return spans.indices.map { index in
            var span = spans[index]
            span.moves = (moved[index] ?? []).compactMap { entry in
                entry.view.flatMap { names[ObjectIdentifier($0)] }.map { "\($0).\(entry.property)" }
            }
            return span
        }
    }

    /// The animator or Core Animation animation with `serial` stopped being live at `time`.
    func ended(serial: Int, at time: TimeInterval) {
        guard let index = indexBySerial[serial], spans[index].end == nil else { return }
        spans[index].end = time
    }

}
