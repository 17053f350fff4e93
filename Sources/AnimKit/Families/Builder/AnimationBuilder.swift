import Foundation

/// A curried animation, configured step by step; giving it a completion starts it.
///
/// ```swift
/// UIView.animate(withDuration: 0.3)
///     .delay(0.1)
///     .options(.curveEaseOut)
///     .animations { badge.alpha = 1 }
///     .completion { finished in print("shown", finished) }
/// ```
///
/// ``start()`` starts it without a completion. A builder given animations but
/// dropped before it started is reported as a warning
/// (``AnimatorError/Reason/neverStarted``), since nothing will move.
@preconcurrency @MainActor
public final class AnimationBuilder {
    private let duration: TimeInterval
    private let engine: AnimationEngine
    private var delaySeconds: TimeInterval = 0
    private var animationOptions: AnimationOptions = []
    private var springSettings: (damping: CGFloat, velocity: CGFloat)?
    private var keyframeOptions: KeyframeAnimationOptions?
    private var animationsBlock: (() -> Void)?
    private var started = false
    /// Where the code began it (`UIView.animate(withDuration:)`), which the animation it starts keeps.
    private let place: (file: String, line: Int, column: Int)

    init(duration: TimeInterval, engine: AnimationEngine, place: (file: String, line: Int, column: Int)) {
        (self.duration, self.place) = (duration, place)
        self.engine = engine
        engine.enlist(self)
    }

    isolated deinit {
        if animationsBlock != nil && !started {
            engine.report(AnimatorError(.neverStarted, call: "UIView.animate(withDuration: \(duration))", tag: 0, state: nil))
        }
    }

    /// Waits `delay` seconds before starting.
    public func delay(_ delay: TimeInterval) -> AnimationBuilder {
        delaySeconds = delay
        return self
    }

    /// Uses `options` (curve, repeat, autoreverse …).
    public func options(_ options: AnimationOptions) -> AnimationBuilder {
        animationOptions = options
        return self
    }

    /// Uses a spring with `damping` ratio and `initialVelocity` relative to the distance.
    public func spring(damping: CGFloat, initialVelocity: CGFloat = 0) -> AnimationBuilder {
        springSettings = (damping, initialVelocity)
        return self
    }

    /// Runs the animations as keyframes (`UIView.addKeyframe` inside), joined as `options` says.
    public func keyframes(_ options: KeyframeAnimationOptions = []) -> AnimationBuilder {
        keyframeOptions = options
        return self
    }

    /// The changes to animate.
    public func animations(_ animations: @escaping () -> Void) -> AnimationBuilder {
        animationsBlock = animations
        return self
    }

    /// Starts the animation, calling `completion` with whether it finished.
    public func completion(_ completion: @escaping (Bool) -> Void) {
        run(completion: completion)
    }

    /// Starts the animation with no completion.
    public func start() {
        run(completion: nil)
    }

    private func run(completion: ((Bool) -> Void)?) {
        guard !started else { return }
        started = true
        let animations = animationsBlock ?? {}
        if let keyframeOptions {
            View.animateKeyframes(
                withDuration: duration, delay: delaySeconds, options: keyframeOptions, animations: animations, completion: completion,
                file: place.file, line: place.line, column: place.column)
        } else if let springSettings {
            View.animate(
                withDuration: duration, delay: delaySeconds, usingSpringWithDamping: springSettings.damping,
                initialSpringVelocity: springSettings.velocity, options: animationOptions, animations: animations, completion: completion,
                file: place.file, line: place.line, column: place.column)
        } else {
            View.animate(
                withDuration: duration, delay: delaySeconds, options: animationOptions, animations: animations, completion: completion,
                file: place.file, line: place.line, column: place.column)
        }
    }
}

extension View {
    /// Begins a curried animation of `duration` seconds; see ``AnimationBuilder``.
    public static func animate(withDuration duration: TimeInterval, file: String = #filePath, line: Int = #line, column: Int = #column)
        -> AnimationBuilder
    {
        AnimationBuilder(duration: duration, engine: AnimationEngine.shared, place: (file, line, column))
    }
}

extension AnimationBuilder: CheckpointState {
    package func capturedState() -> @MainActor () -> Void {
        let saved = (delaySeconds, animationOptions, springSettings, keyframeOptions, animationsBlock, started)
        return { [self] in (delaySeconds, animationOptions, springSettings, keyframeOptions, animationsBlock, started) = saved }
    }
}
