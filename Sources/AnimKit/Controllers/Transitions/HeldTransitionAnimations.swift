import Foundation

/// The animations a transition's `animateTransition(using:)` begins, held on the transition's own clock so that a
/// percent-driven interaction moves them: what UIKit does for an animation controller with no animator of its own.
///
/// UIKit stops the container layer's time and moves its offset as the finger moves. Here every property animator
/// begun during the call (a `UIView.animate`, keyframes, a view transition) is paused and put where the transition's
/// time puts it — its delay and duration counted in the transition's seconds, on its own curve. Finishing runs that
/// time on from where it is, cancelling runs it back, both at the interaction's pace; an animation whose delay has not
/// passed waits for it, and one that has not begun when a cancel reaches its start ends at once.
@MainActor
final class HeldTransitionAnimations: ViewImplicitlyAnimating, CheckpointState {
    /// One held animator and its window on the transition's clock.
    private struct Member {
        let animator: PropertyAnimator
        let start: TimeInterval
        let length: TimeInterval
        var end: TimeInterval { start + length }
    }

    /// Where the time stands: held by the interaction, running on (from `time` at `since`, `rate` seconds a
    /// second), or ended.
    private enum Phase {
        case held
        case running(since: TimeInterval, rate: Double)
        case ended
    }

    /// The animators begun while a transition's animations are collected (nil when none are).
    private static var collected: [PropertyAnimator]?

    /// The transition's duration.
    private let duration: TimeInterval
    private var members: [Member] = []
    /// Where the transition is, in its own seconds (while running: where it was when it began to run).
    private var time: TimeInterval = 0
    private var phase = Phase.held
    private var reversed = false
    private var unfinished = 0
    /// Counts runs, so that a member's delayed start from an earlier run is dropped.
    private var run = 0
    private var completions: [(AnimatingPosition) -> Void] = []

    /// Runs `animations` (the controller's `animateTransition(using:)`) and holds what it begins at the transition's
    /// start.
    init(duration: TimeInterval, running animations: () -> Void) {
        self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
        let outer = Self.collected
        Self.collected = []
        animations()
        let begun = Self.collected ?? []
        Self.collected = outer
        AnimationEngine.shared.enlist(self)
        for animator in begun where animator.state == .active { hold(animator, from: animator.delay) }
    }

    /// Notes an animator that begins now, when a transition is collecting them.
    static func noteBegun(_ animator: PropertyAnimator) {
        collected?.append(animator)
    }

    package func capturedState() -> @MainActor () -> Void {
        let state = (members, time, phase, reversed, unfinished, run, completions)
        return { [weak self] in
            guard let self else { return }
            (members, time, phase, reversed, unfinished, run, completions) = state
        }
    }

    private func hold(_ animator: PropertyAnimator, from start: TimeInterval) {
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        let member = Member(animator: animator, start: start, length: animator.duration)
        members.append(member)
        unfinished += 1
        animator.addCompletion { [weak self] _ in self?.memberEnded() }
        place(member)
    }

    private func memberEnded() {
        unfinished -= 1
        if unfinished == 0, case .running = phase { end() }
    }

    private func end() {
        time = reversed ? 0 : duration
        phase = .ended
        let ended = completions
        completions = []
        for completion in ended { completion(reversed ? .start : .end) }
    }

    /// Shows `member` where the transition's time puts it.
    private func place(_ member: Member) {
        let elapsed = time - member.start
        let fraction = member.length > 0 ? elapsed / member.length : (elapsed >= 0 ? 1 : 0)
        member.animator.fractionComplete = CGFloat(Swift.min(Swift.max(fraction, 0), 1))
    }

    /// The transition's time now.
    private var timeNow: TimeInterval {
        guard case .running(let since, let rate) = phase else { return time }
        let moved = (AnimationEngine.shared.clock.now - since) * rate
        return Swift.min(Swift.max(reversed ? time - moved : time + moved, 0), duration)
    }

    var state: AnimatingState {
        if case .ended = phase { return .inactive }
        return .active
    }

    var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    var isReversed: Bool {
        get { reversed }
        set {
            guard case .held = phase else { return }
            reversed = newValue
        }
    }

    var fractionComplete: CGFloat {
        get {
            guard duration > 0 else { return 0 }
            let fraction = timeNow / duration
            return CGFloat(reversed ? 1 - fraction : fraction)
        }
        set {
            guard case .held = phase, !newValue.isNaN else { return }
            let fraction = Swift.min(Swift.max(Double(newValue), 0), 1)
            time = (reversed ? 1 - fraction : fraction) * duration
            for member in members { place(member) }
        }
    }

    func startAnimation() {
        continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }

    func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0, delay.isFinite else { return startAnimation() }
        let engine = AnimationEngine.shared
        engine.perform(at: engine.clock.now + delay) { [weak self] in self?.startAnimation() }
    }

    func pauseAnimation() {
        guard case .running = phase else { return }
        time = timeNow
        phase = .held
        run += 1
        for member in members where member.animator.state == .active {
            member.animator.pauseAnimation()
            place(member)
        }
    }

    func stopAnimation(_ withoutFinishing: Bool) {
        run += 1
        for member in members { member.animator.stopAnimation(withoutFinishing) }
        phase = .ended
        if withoutFinishing { completions = [] }
    }

    func finishAnimation(at finalPosition: AnimatingPosition) {
        for member in members where member.animator.state == .stopped { member.animator.finishAnimation(at: finalPosition) }
        let ended = completions
        completions = []
        for completion in ended { completion(finalPosition) }
    }

    /// New animations join over the whole transition, from where it is.
    func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard case .held = phase else { return }
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut)
        animator.addAnimations(animation, delayFactor: delayFactor)
        animator.startAnimation()
        hold(animator, from: 0)
    }

    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the time on (or back, reversed) from where it is over `durationFactor` × the transition's duration, each
    /// animation at the pace that gives; `durationFactor` 0 keeps the transition's own pace. New timing parameters
    /// take over the animations already moving.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard case .held = phase else { return }
        let remaining = reversed ? time : duration - time
        let seconds = Double(durationFactor) * duration
        let rate = seconds > 0 && seconds.isFinite && remaining > 0 ? remaining / seconds : 1
        run += 1
        phase = .running(since: AnimationEngine.shared.clock.now, rate: rate)
        if unfinished == 0 { return AnimationEngine.shared.performOnNextTick { [weak self] in self?.end() } }
        for member in members where member.animator.state == .active { runOn(member, rate: rate, parameters: parameters) }
    }

    /// Runs one member on at `rate`: after what is left of its delay going forwards, or once the time has come back to
    /// its end going backwards.
    private func runOn(_ member: Member, rate: Double, parameters: (any TimingCurveProvider)?) {
        let wait: TimeInterval, left: TimeInterval
        if reversed {
            wait = Swift.max(time - member.end, 0) / rate
            left = Swift.max(Swift.min(time, member.end) - member.start, 0)
        } else {
            wait = Swift.max(member.start - time, 0) / rate
            left = Swift.max(member.end - Swift.max(time, member.start), 0)
        }
        let moving = time > member.start && time < member.end
        let factor = member.length > 0 ? Swift.max(left / rate / member.length, 0.0001) : 0.0001
        let reversed = reversed
        let go = { [animator = member.animator] in
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: moving ? parameters : nil, durationFactor: CGFloat(factor))
        }
        guard wait > 0 else { return go() }
        let engine = AnimationEngine.shared, run = run
        engine.perform(at: engine.clock.now + wait) { [weak self] in
            guard let self, self.run == run else { return }
            go()
        }
    }
}
