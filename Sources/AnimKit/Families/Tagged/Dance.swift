import Foundation

/// A chainable handle on the one animator of a view's tag (the `dance` library's API).
///
/// ```swift
/// circle.dance.animate(duration: 2, curve: .easeInOut) {
///     $0.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
///     $0.center = canvas.center
///     $0.backgroundColor = .blue
/// }.addCompletion { _ in
///     canvas.backgroundColor = .green
/// }.start(after: 5)
/// ```
///
/// Each tag has at most one animator. Animating a tag that still has one first
/// finishes the old one where it is (`.current`), so the new animation starts from
/// what is on screen. Controlling a tag with no animator reports
/// ``AnimatorError/Reason/noAnimator`` and changes nothing.
@preconcurrency @MainActor
public struct Dance {
    /// The view the handle belongs to.
    public let view: View
    private let engine: AnimationEngine

    init(view: View, engine: AnimationEngine) {
        self.view = view
        self.engine = engine
    }

    /// The tag the animator is listed under: the view's.
    public var tag: Int { view.tag }

    /// The tag's animator, if it has one that has not completed.
    public var animator: PropertyAnimator? { engine.state.danceAnimators[tag] }

    // MARK: Creating

    /// Prepares an animation with a named curve; it starts with ``start()`` or ``start(after:)``.
    @discardableResult
    public func animate(
        duration: TimeInterval, curve: AnimationCurve, _ animations: @escaping (View) -> Void, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Dance {
        animate(
            duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve), animations, file: file, line: line,
            column: column)
    }

    /// Prepares an animation with a cubic Bézier curve.
    @discardableResult
    public func animate(
        duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint, _ animations: @escaping (View) -> Void,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Dance {
        animate(
            duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2),
            animations, file: file, line: line, column: column)
    }

    /// Prepares an animation with a spring that settles in `duration` seconds.
    @discardableResult
    public func animate(
        duration: TimeInterval, dampingRatio: CGFloat, _ animations: @escaping (View) -> Void, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Dance {
        animate(
            duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio), animations, file: file, line: line,
            column: column)
    }

    /// Prepares an animation with any timing parameters.
    @discardableResult
    public func animate(
        duration: TimeInterval, timingParameters: any TimingCurveProvider, _ animations: @escaping (View) -> Void, file: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> Dance {
        finishPrevious()
        let animator = PropertyAnimator(
            duration: duration, timingParameters: timingParameters, engine: engine, tag: tag, file: file, line: line, column: column)
        animator.name = view.accessibilityIdentifier
        animator.family = "view.dance"
        let view = self.view
        animator.addAnimations { animations(view) }
        // The engine forgets it when it stops being live (completed, or stopped without finishing).
        engine.state.danceAnimators[tag] = animator
        return self
    }

    /// Adds a completion to the tag's animator.
    @discardableResult
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) -> Dance {
        withAnimator("addCompletion(_:)") { $0.addCompletion(completion) }
    }

    // MARK: Controlling

    /// Starts (or resumes) the animation now.
    @discardableResult
    public func start() -> Dance {
        withAnimator("start()") { $0.startAnimation() }
    }

    /// Starts the animation after `delay` seconds.
    @discardableResult
    public func start(after delay: TimeInterval) -> Dance {
        withAnimator("start(after: \(delay))") { $0.startAnimation(afterDelay: delay) }
    }

    /// Pauses the animation where it is.
    @discardableResult
    public func pause() -> Dance {
        withAnimator("pause()") { $0.pauseAnimation() }
    }

    /// Pauses the animation `delay` seconds from now on the engine's clock; a NaN or infinite delay is reported and pauses nothing.
    @discardableResult
    public func pause(after delay: TimeInterval) -> Dance {
        withAnimator("pause(after: \(delay))") { animator in
            guard delay.isFinite else { return animator.report(.invalidDelay(delay), "view.dance.pause(after: \(delay))") }
            engine.perform(at: engine.clock.now + Swift.max(delay, 0)) { animator.pauseAnimation() }
        }
    }

    /// Turns the animation round where it is (or back again).
    @discardableResult
    public func reverse() -> Dance {
        withAnimator("reverse()") { $0.isReversed.toggle() }
    }

    /// Ends the animation now, leaving the views at `position`, and runs its completions.
    @discardableResult
    public func finish(at position: AnimatingPosition) -> Dance {
        withAnimator("finish(at: .\(position))") { end($0, at: position) }
    }

    /// Scrubs to `progress` (0…1), pausing the animation first if it runs; any floating-point type, as Dance takes a slider's `Float`.
    @discardableResult
    public func setProgress<Progress: BinaryFloatingPoint>(to progress: Progress) -> Dance {
        let fraction = Double(progress)
        return withAnimator("setProgress(to: \(fraction))") { animator in
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = fraction
        }
    }

    // MARK: Reading and setting

    /// How far the animation has run (its `fractionComplete`), 0 without an animator; setting it scrubs, as ``setProgress(to:)``.
    public var progress: CGFloat {
        get { CGFloat(animator?.fractionComplete ?? 0) }
        nonmutating set { setProgress(to: Double(newValue)) }
    }
    /// Whether the tag's animation is running.
    public var isRunning: Bool { animator?.isRunning ?? false }
    /// Whether the tag's animation runs backwards; setting it turns the animation round where it is.
    public var isReversed: Bool {
        get { animator?.isReversed ?? false }
        nonmutating set { _ = withAnimator("isReversed = \(newValue)") { $0.isReversed = newValue } }
    }
    /// Dance's two states: `.active` while the animation runs or is paused, `.inactive` otherwise (none, not started, or ended).
    public var state: DanceState { animatorState == .active ? .active : .inactive }
    /// The animator's own state (inactive, active or stopped); `.inactive` without one.
    public var animatorState: AnimatingState { animator?.state ?? .inactive }
    /// Whether the tag has an animation that has not completed.
    public var hasAnimation: Bool { animator != nil }

    /// Finishes the tag's previous animation where it is, so a new one can take its place.
    private func finishPrevious() {
        if let previous = animator { end(previous, at: .current) }
    }

    /// Stops `animator` and finishes it at `position` (running its completions), and frees the tag.
    private func end(_ animator: PropertyAnimator, at position: AnimatingPosition) {
        engine.state.danceAnimators[tag] = nil
        if animator.state == .active { animator.stopAnimation(false) }
        if animator.state == .stopped { animator.finishAnimation(at: position) }
    }

    private func withAnimator(_ call: String, _ action: (PropertyAnimator) -> Void) -> Dance {
        if let animator {
            action(animator)
        } else {
            engine.report(AnimatorError(.noAnimator, call: "view.dance.\(call)", tag: tag, state: nil))
        }
        return self
    }
}

/// The state `view.dance` reports, with Dance's two cases, so a switch written for Dance is exhaustive.
public enum DanceState: Sendable {
    /// No animation, or one not started yet, or one that has ended.
    case inactive
    /// An animation running or paused.
    case active
}
