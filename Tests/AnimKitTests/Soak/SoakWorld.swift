import AnimKit
import AnimKitTestSupport
import Foundation

/// A promise broken by a soak sequence: which step, and what went wrong.
struct SoakViolation: Error, Equatable, CustomStringConvertible {
    /// The index of the step after which the check failed (the count of steps for the final drain).
    let step: Int
    /// Which promise (for shrinking: a shorter sequence must break the same one).
    let promise: String
    let detail: String

    var description: String { "step \(step): \(promise) — \(detail)" }
}

/// A fresh engine, three views and the animators a soak sequence makes, checked against the animator's documented states after every step.
///
/// The promises checked (the README's and the AnimatorStates article's): a refused call changes
/// nothing; nothing on screen moves unless time passed or the step is documented to
/// move it; every value stays finite and every `fractionComplete` within 0…1;
/// completions run at most once, with the position the call or the run implies;
/// and at the end every animator can be ended through the public API, after which
/// every completion not discarded by `stopAnimation(true)` has run exactly once and
/// the engine holds nothing.
@MainActor
final class SoakWorld {
    let fixture = EngineFixture()
    let views: [View]
    /// A layer of its own in each view, for Core Animation's animations.
    let layers: [CALayer]
    /// A subview of each view whose layer only 3-D turns change (``SoakProperty/turn``).
    var hinges: [View] { views.compactMap(\.subviews.first) }
    private(set) var animators: [PropertyAnimator] = []
    var completionCalls: [Int: [AnimatingPosition]] = [:]
    var completionOwner: [Int: ObjectIdentifier] = [:]
    var discarded: Set<Int> = []
    var armed: Set<Int> = []
    var checkedCompletions: Set<Int> = []
    var expectedPosition: [ObjectIdentifier: AnimatingPosition] = [:]
    private var nextCompletion = 0

    init() {
        views = (0..<3).map { index in
            let view = View(frame: CGRect(x: 20, y: 20 + 60 * Double(index), width: 60, height: 40))
            view.tag = index + 1
            view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            view.addSubview(View(frame: CGRect(x: 10, y: 10, width: 30, height: 20)))
            return view
        }
        layers = views.map { view in
            let layer = CALayer()
            view.layer.addSublayer(layer)
            return layer
        }
    }

    /// Runs `actions`, checking after each; the first broken promise, or `nil`.
    func run(_ actions: [SoakAction]) -> SoakViolation? {
        for (index, action) in actions.enumerated() {
            if let violation = step(action, index: index) { return violation }
        }
        return drain(step: actions.count)
    }

    // MARK: One step

    private func step(_ action: SoakAction, index: Int) -> SoakViolation? {
        let target = animator(for: action)
        let before = snapshot(of: target)
        let screen = views.map(\.presentation)
        let errorsBefore = fixture.errors.count
        let reversedBeforeTick = Dictionary(uniqueKeysWithValues: animators.map { (ObjectIdentifier($0), $0.isReversed) })
        expectedPosition.removeAll()
        if case .finish(_, let position) = action, let target, target.state == .stopped {
            expectedPosition[ObjectIdentifier(target)] = position
        }
        if case .advance = action {
            for animator in animators {
                expectedPosition[ObjectIdentifier(animator)] = reversedBeforeTick[ObjectIdentifier(animator)] == true ? .start : .end
            }
        }
        armCompletions()
        func broken(_ promise: String, _ detail: String) -> SoakViolation {
            SoakViolation(step: index, promise: promise, detail: "\(action): \(detail)")
        }
        if case .advance(let frames) = action {
            // Tick by tick, each frame compared with the plain kernel.
            for frame in 0..<frames {
                fixture.run(frames: 1)
                if let difference = PlainKernel.disagreement(on: fixture.engine, views: views)
                    ?? PlainLayerTurns.disagreement(on: fixture.engine, views: hinges)
                {
                    return broken("the fast kernel agrees with the plain one", "after tick \(frame + 1): \(difference)")
                }
                if let difference = PlainLayerAnimations.disagreement(on: layers) {
                    return broken("Core Animation agrees with the plain twin", "after tick \(frame + 1): \(difference)")
                }
            }
        } else {
            perform(action)
        }
        // A call is refused when the animator says so; a view refusing a NaN from the animations the call ran is not.
        let refused = fixture.errors.dropFirst(errorsBefore).contains { error in
            if case .layer = error.reason { false } else { true }
        }
        // Apple: a linear timing function during scrubbing — the views show the fraction set, on every curve.
        var scrubbed: [ObjectIdentifier: Double] = [:]
        if case .scrub(_, let fraction) = action, !refused, !fraction.isNaN, let target, target.state == .active, !target.isRunning {
            let clamped = Swift.min(Swift.max(fraction, 0), 1)
            scrubbed[ObjectIdentifier(target)] = target.isReversed ? 1 - clamped : clamped
        }
        if let difference = PlainKernel.disagreement(on: fixture.engine, views: views, scrubbed: scrubbed)
            ?? PlainLayerTurns.disagreement(on: fixture.engine, views: hinges, scrubbed: scrubbed)
        {
            return broken("the fast kernel agrees with the plain one", difference)
        }
        if let difference = PlainLayerAnimations.disagreement(on: layers) {
            return broken("Core Animation agrees with the plain twin", difference)
        }

        if let problem = nonFiniteValue() { return broken("values stay finite", problem) }
        if refused, let target, snapshot(of: target) != before {
            return broken(
                "a refused call changes nothing",
                "\(before.map(String.init(describing:)) ?? "-") became \(snapshot(of: target).map(String.init(describing:)) ?? "-")")
        }
        // A reversed animator starts at its end values, which its blocks have just set (documented: it runs from the end back).
        let startsReversed = before?.state == .inactive && before?.isReversed == true && target?.state != .inactive
        // A view whose layer has an animation of its own of a property shows it: a block's additive animation of that
        // property adds to it (Core Animation's `isAdditive`), so a view under one may jump, as on iOS.
        let underLayerAnimation = Set(fixture.engine.layerFlightDescriptions.filter(\.isInSlot).map { ObjectIdentifier($0.layer) })
        if !action.mayMoveViews, !startsReversed, let moved = movedView(from: screen, skipping: underLayerAnimation) {
            return broken("nothing jumps", moved)
        }
        if let problem = completionProblem() { return broken("completions run once, with the right position", problem) }
        if !refused, let target, let problem = transitionProblem(action, animator: target, before: before) {
            return broken("the animator's state machine", problem)
        }
        armCompletions()
        return nil
    }

    private func perform(_ action: SoakAction) {
        switch action {
        case .make(let duration, let timing, let change):
            let animator = PropertyAnimator(duration: duration, timingParameters: timing.parameters)
            animator.addAnimations { [views] in change.property.apply(change.value, to: views[change.view]) }
            animators.append(animator)
        case .start(let index): animators[index].startAnimation()
        case .startAfter(let index, let delay): animators[index].startAnimation(afterDelay: delay)
        case .pause(let index): animators[index].pauseAnimation()
        case .stop(let index, let withoutFinishing):
            let animator = animators[index]
            let pending = completionOwner.filter { $0.value == ObjectIdentifier(animator) && completionCalls[$0.key] == nil }.map(\.key)
            let wasActive = animator.state == .active && animator.isInterruptible
            animator.stopAnimation(withoutFinishing)
            if withoutFinishing && wasActive && animator.state == .inactive { discarded.formUnion(pending) }
        case .finish(let index, let position): animators[index].finishAnimation(at: position)
        case .reverse(let index): animators[index].isReversed.toggle()
        case .scrub(let index, let fraction): animators[index].fractionComplete = fraction
        case .continueWith(let index, let timing, let factor):
            animators[index].continueAnimation(withTimingParameters: timing?.parameters, durationFactor: factor)
        case .addAnimations(let index, let change, let factor):
            animators[index].addAnimations({ [views] in change.property.apply(change.value, to: views[change.view]) }, delayFactor: factor)
        case .addCompletion(let index):
            let id = nextCompletion
            nextCompletion += 1
            completionOwner[id] = ObjectIdentifier(animators[index])
            animators[index].addCompletion { [unowned self] position in completionCalls[id, default: []].append(position) }
        case .pausesOnCompletion(let index, let value): animators[index].pausesOnCompletion = value
        case .interruptible(let index, let value): animators[index].isInterruptible = value
        case .blockAnimate(let duration, let delay, let change):
            View.animate(
                withDuration: duration, delay: delay, options: [],
                animations: { [views] in change.property.apply(change.value, to: views[change.view]) })
        case .running(let duration, let delay, let change):
            PropertyAnimator.runningPropertyAnimator(
                withDuration: duration, delay: delay, options: [],
                animations: { [views] in
                    change.property.apply(change.value, to: views[change.view])
                })
        case .danceAnimate(let view, let duration, let change, let startAfter):
            let dance = views[view].dance.animate(duration: duration, curve: .easeInOut) { [views] _ in
                change.property.apply(change.value, to: views[change.view])
            }
            if let startAfter { dance.start(after: startAfter) } else { dance.start() }
        case .dancePause(let view): views[view].dance.pause()
        case .danceReverse(let view): views[view].dance.reverse()
        case .danceFinish(let view, let position): views[view].dance.finish(at: position)
        case .advance: break // ticked one frame at a time by step(_:index:), checked after each
        case .keyframes(let duration, let mode, let first, let second):
            let options: KeyframeAnimationOptions =
                switch mode {
                case .linear: .calculationModeLinear
                case .discrete: .calculationModeDiscrete
                case .paced: .calculationModePaced
                case .cubic: .calculationModeCubic
                case .cubicPaced: .calculationModeCubicPaced
                }
            View.animateKeyframes(withDuration: duration, delay: 0, options: options) { [views] in
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    first.property.apply(first.value, to: views[first.view])
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { first.property.apply(second, to: views[first.view]) }
            }
        case .transaction(let duration, let count, let autoreverses, let change):
            View.beginAnimations(nil, context: nil)
            View.setAnimationDuration(duration)
            View.setAnimationRepeatCount(Float(count))
            View.setAnimationRepeatAutoreverses(autoreverses)
            change.property.apply(change.value, to: views[change.view])
            View.commitAnimations()
        case .builder(let duration, let delay, let change):
            View.animate(withDuration: duration).delay(delay).animations { [views] in
                change.property.apply(change.value, to: views[change.view])
            }.start()
        case .declarative(let view, let duration):
            views[view].animate(.fadeOut(duration: duration), .fadeIn(duration: duration)).perform {}
        case .layerAnimation(let animation):
            let layer = animation.layer < layers.count ? layers[animation.layer] : views[animation.layer - layers.count].layer
            layer.add(animation.make(), forKey: animation.key)
        case .repeating(let duration, let count, let autoreverses, let change):
            View.animate(withDuration: duration) { [views] in
                View.modifyAnimations(withRepeatCount: CGFloat(count), autoreverses: autoreverses) {
                    change.property.apply(change.value, to: views[change.view])
                }
            }
        }
    }

    private func animator(for action: SoakAction) -> PropertyAnimator? {
        switch action {
        case .start(let i), .startAfter(let i, _), .pause(let i), .stop(let i, _), .finish(let i, _), .reverse(let i), .scrub(let i, _),
            .continueWith(let i, _, _), .addAnimations(let i, _, _), .addCompletion(let i), .pausesOnCompletion(let i, _),
            .interruptible(let i, _):
            animators.indices.contains(i) ? animators[i] : nil
        case .dancePause(let view), .danceReverse(let view), .danceFinish(let view, _): views[view].dance.animator
        default: nil
        }
    }
}
