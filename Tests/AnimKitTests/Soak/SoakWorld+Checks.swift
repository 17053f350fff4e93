import AnimKit
import Foundation

/// What a soak compares before and after a call on one animator.
struct AnimatorSnapshot: Equatable, CustomStringConvertible {
    var state: AnimatingState
    var isRunning: Bool
    var isReversed: Bool
    var fractionComplete: Double
    var pausesOnCompletion: Bool
    var isInterruptible: Bool

    var description: String {
        "\(state) running=\(isRunning) reversed=\(isReversed) fraction=\(fractionComplete) pauses=\(pausesOnCompletion) interruptible=\(isInterruptible)"
    }
}

extension SoakWorld {
    func snapshot(of animator: PropertyAnimator?) -> AnimatorSnapshot? {
        animator.map {
            AnimatorSnapshot(
                state: $0.state, isRunning: $0.isRunning, isReversed: $0.isReversed, fractionComplete: $0.fractionComplete,
                pausesOnCompletion: $0.pausesOnCompletion, isInterruptible: $0.isInterruptible)
        }
    }

    /// The numbers of a view's values as they look, for finiteness and jump checks (a colour premultiplied: a transparent colour has no hue to jump).
    static func numbers(_ values: ViewValues) -> [Double] {
        let t = values.transform, c = values.backgroundColor
        return [
            values.center.x, values.center.y, values.bounds.width, values.bounds.height, t.a, t.b, t.c, t.d, t.tx, t.ty,
            values.alpha, c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha, values.cornerRadius,
        ].map { Double($0) }
    }

    func nonFiniteValue() -> String? {
        for (index, view) in views.enumerated() {
            if Self.numbers(view.model).contains(where: { !$0.isFinite }) {
                return "view \(index)'s model has a non-finite value: \(view.model)"
            }
            if Self.numbers(view.presentation).contains(where: { !$0.isFinite }) {
                return "view \(index)'s presentation has a non-finite value: \(view.presentation)"
            }
        }
        for (index, animator) in animators.enumerated() where !(animator.fractionComplete >= 0 && animator.fractionComplete <= 1) {
            return "animator \(index)'s fractionComplete is \(animator.fractionComplete)"
        }
        return nil
    }

    /// A view whose presentation changed beyond rounding, compared with `screen`.
    func movedView(from screen: [ViewValues], skipping layers: Set<ObjectIdentifier>) -> String? {
        // Compared group by group (centre, size, the transform's six entries, alpha, colour, radius), each to
        // within rounding of its own largest magnitude: a curve with a control point at 1e9 makes huge values.
        let groups = [0..<2, 2..<4, 4..<10, 10..<11, 11..<15, 15..<16]
        for (index, view) in views.enumerated() where !layers.contains(ObjectIdentifier(view.layer)) {
            let before = Self.numbers(screen[index]), after = Self.numbers(view.presentation), model = Self.numbers(view.model)
            for group in groups {
                // Additive animations show model + (from − to): rounded at the model's magnitude too (a centre sent to
                // 3e11 shows 47.6 give or take 3e-5 at its start).
                let scale = max(1, group.map { max(abs(before[$0]), abs(model[$0])) }.max() ?? 1)
                if group.contains(where: { abs(before[$0] - after[$0]) > 1e-6 * scale }) {
                    return "view \(index) moved from \(screen[index]) to \(view.presentation)"
                }
            }
        }
        return nil
    }

    /// A minute of frames, then ever longer jumps (for runs as long as a person may ask for, duration 1e9), until the engine is idle.
    private func letTimeRunOut() -> String? {
        for second in 0..<70 where !fixture.engine.isIdle {
            expectedPosition.removeAll()
            for animator in animators { expectedPosition[ObjectIdentifier(animator)] = animator.isReversed ? .start : .end }
            if second < 60 {
                fixture.run(frames: 60)
            } else {
                fixture.clock.advance(by: pow(100, Double(second - 58)))
                fixture.engine.tick()
            }
            if let problem = completionProblem() { return problem }
        }
        return nil
    }

    /// Marks the completions of animators that are active or stopped now: they must run once, unless stopAnimation(true) discards them.
    func armCompletions() {
        for (id, owner) in completionOwner where completionCalls[id] == nil {
            if let animator = animators.first(where: { ObjectIdentifier($0) == owner }), animator.state != .inactive { armed.insert(id) }
        }
    }

    func completionProblem() -> String? {
        for (id, calls) in completionCalls {
            if calls.count > 1 { return "completion \(id) ran \(calls.count) times" }
            if discarded.contains(id) { return "completion \(id) ran after stopAnimation(true) discarded it" }
        }
        for (id, calls) in completionCalls where calls.count == 1 && !checkedCompletions.contains(id) {
            checkedCompletions.insert(id)
            guard let owner = completionOwner[id], let expected = expectedPosition[owner] else {
                return "completion \(id) ran with .\(calls[0]) during a step that cannot end its animator"
            }
            if calls[0] != expected { return "completion \(id) ran with .\(calls[0]), expected .\(expected)" }
        }
        return nil
    }

    /// The transition the animator's state machine promises for an accepted call, if the animator did something else.
    func transitionProblem(_ action: SoakAction, animator: PropertyAnimator, before: AnimatorSnapshot?) -> String? {
        guard let before else { return nil }
        let now = animator.state
        switch action {
        case .stop(_, true) where before.state == .active:
            return now == .inactive ? nil : "stopAnimation(true) left it \(now)"
        case .stop(_, false) where before.state == .active:
            return now == .stopped ? nil : "stopAnimation(false) left it \(now)"
        case .finish where before.state == .stopped:
            return now == .inactive ? nil : "finishAnimation(at:) left it \(now)"
        case .pause where before.state == .active && before.isRunning:
            return now == .active && !animator.isRunning ? nil : "pauseAnimation() left it \(now), running \(animator.isRunning)"
        case .reverse where before.state == .active:
            return animator.isReversed != before.isReversed ? nil : "isReversed did not turn"
        default:
            return nil
        }
    }

    /// Ends every animator through the public API, lets time run out, and checks that nothing is left.
    ///
    /// First time alone: every running animation has a finite end and must reach it
    /// by itself. Then the calls a person has: stop and finish what is paused or
    /// stopped, give an animator started empty a block, and let time run again.
    func drain(step: Int) -> SoakViolation? {
        func broken(_ promise: String, _ detail: String) -> SoakViolation { SoakViolation(step: step, promise: promise, detail: detail) }
        // Core Animation's animations end as code ends them: taken off their layers.
        for layer in layers { layer.removeAllAnimations() }
        // On a view's own layer, by their keys: `removeAllAnimations()` would end the view's block animations too.
        for view in views {
            for key in SoakLayerAnimation.keys { view.layer.removeAnimation(forKey: key) }
        }
        if let problem = letTimeRunOut() { return broken("completions run once, with the right position", problem) }
        if let animator = fixture.engine.liveAnimators.first(where: \.isRunning) {
            return broken(
                "a running animation ends by itself",
                "animator tag \(animator.tag) still runs at fraction \(animator.fractionComplete), delay \(animator.delay), long after its end"
            )
        }
        for _ in 0..<3 {
            // A dance whose start was refused (a negative delay) waits for a start; give it one.
            for view in views where view.dance.hasAnimation && view.dance.state == .inactive { view.dance.start() }
            for animator in fixture.engine.liveAnimators {
                if animator.state == .active, animator.isInterruptible {
                    animator.pausesOnCompletion = false
                    animator.stopAnimation(false)
                } else if animator.state == .active, !animator.isRunning {
                    // Started with no animations and not interruptible: a block starts the run, which then ends by itself.
                    animator.addAnimations {}
                    animator.startAnimation()
                }
                if animator.state == .stopped {
                    if let index = animators.firstIndex(where: { $0 === animator }) {
                        expectedPosition[ObjectIdentifier(animators[index])] = .current
                    }
                    animator.finishAnimation(at: .current)
                    if let problem = completionProblem() { return broken("completions run once, with the right position", problem) }
                }
            }
            if let problem = letTimeRunOut() { return broken("completions run once, with the right position", problem) }
        }
        if let animator = fixture.engine.liveAnimators.first {
            return broken(
                "every animator can be ended",
                "animator tag \(animator.tag) is still \(animator.state), running \(animator.isRunning), after every public way to end it")
        }
        if !fixture.engine.isIdle { return broken("every animator can be ended", "the engine still has work waiting") }
        if let index = views.firstIndex(where: { $0.dance.hasAnimation }) {
            return broken("every animator can be ended", "view \(index)'s dance handle still holds an animator after all of them ended")
        }
        for id in armed.sorted() where !discarded.contains(id) && completionCalls[id]?.count != 1 {
            return broken("completions run once, with the right position", "completion \(id) ran \(completionCalls[id]?.count ?? 0) times")
        }
        return nonFiniteValue().map { broken("values stay finite", $0) }
    }
}
