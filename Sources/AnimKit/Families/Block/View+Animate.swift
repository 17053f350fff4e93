import Foundation

/// UIKit's block-based animation API: `UIView.animate(withDuration:…)` and its spring variant.
///
/// The block runs at once: model values change now, and an animator (listed in
/// the engine's registry, tagged by the first tagged view) moves the
/// presentation. A block called inside another animation block joins it and
/// inherits its duration and curve, unless the `overrideInherited…` options say otherwise.
///
/// ```swift
/// UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
///     card.alpha = 0
/// } completion: { finished in
///     card.removeFromSuperview()
/// }
/// ```
extension View {
    /// How many forward runs `.repeat` means: a million, which is "until stopped" for any session.
    nonisolated public static let indefiniteRepeatCount = 1_000_000.0

    /// Animates the changes in `animations` over `duration` seconds with ease-in-out.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations, completion: nil, file: file, line: line, column: column)
    }

    /// Animates the changes in `animations`, then calls `completion` with whether they finished.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        animate(
            withDuration: duration, delay: 0, options: [], animations: animations, completion: completion, file: file, line: line,
            column: column)
    }

    /// Animates the changes in `animations` after `delay`, with the curve and repeats named in `options`.
    ///
    /// A duration of zero or less applies the changes at once and calls `completion`
    /// on the next tick (never synchronously), as does a block that changes nothing
    /// animatable. `finished` is false when the animation was stopped before its end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        runBlock(
            duration: duration, delay: delay, options: options,
            timing: CubicTimingParameters(animationCurve: options.curve), animations: animations, completion: completion,
            site: CallSite.inCode(file: file, line: line, column: column))
    }

    /// Animates the changes in `animations` with a spring that settles in `duration` seconds.
    ///
    /// `dampingRatio` 1 does not oscillate; `velocity` is relative to the distance
    /// (1 = the whole distance in one second), as in UIKit.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        runBlock(
            duration: duration, delay: delay, options: options, timing: spring, animations: animations, completion: completion,
            family: "UIView.animate (spring)", site: CallSite.inCode(file: file, line: line, column: column))
    }

    /// Repeats the animations in `animations` `count` times (fractions allowed), running back after each when `autoreverses`.
    ///
    /// Call it inside an animation block, as in UIKit. In a `UIView.animate` block
    /// each repetition takes the block's duration and the block lasts as long as its
    /// longest repeat; inside a property animator the repetitions share the
    /// animator's fixed duration. At the end the views show their model values.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let recorder = AnimationRecorder.current else { return animations() }
        let saved = recorder.repeats
        recorder.repeats = (count.isNaN ? 0 : Swift.max(Double(count), 0), autoreverses)
        animations()
        recorder.repeats = saved
    }

    /// Applies the changes in `actions` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationRecorder.withoutRecording(actions)
    }

    /// Whether animation blocks animate (true unless ``setAnimationsEnabled(_:)`` turned them off).
    public static var areAnimationsEnabled: Bool { !AnimationRecorder.blocksDisabled }

    /// The duration of the animation whose block is running (a property animator's, a keyframe animation's whole), so
    /// that code changing layers or starting animations of its own there can match it; 0 outside every block and
    /// inside `performWithoutAnimation(_:)`, as in UIKit.
    public static var inheritedAnimationDuration: TimeInterval { AnimationRecorder.current?.duration ?? 0 }

    /// Turns the block APIs' animations off (`false`: their changes apply at once and their completions run with
    /// `true` on the next frame, as for a zero duration) or back on. Animators already running go on.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        AnimationRecorder.blocksDisabled = !enabled
    }

    /// The shared path of every block API: record, then hand the tracks to a new animator, which it returns (none when
    /// the block joined an enclosing one, had no duration or moved nothing).
    @discardableResult
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: any TimingCurveProvider,
        animations: () -> Void, completion: ((Bool) -> Void)?,
        arrange: ([PropertyTrack]) -> [PropertyTrack] = { $0 }, family: String = "UIView.animate", site: CallSite? = nil
    ) -> PropertyAnimator? {
        let finishedFromPosition: (AnimatingPosition) -> Void = { position in completion?(position != .current) }
        if let outer = AnimationRecorder.current, !options.overridesInheritance {
            // Nested: join the enclosing block, with its duration and curve (so keyframes nested in a
            // property animator's block, UIKit's way of making them interruptible, become its tracks).
            let inner = AnimationRecorder.record(duration: outer.duration, timing: outer.timing, animations)
            for track in arrange(inner.tracks) { outer.record(track) }
            outer.completions += inner.completions
            if completion != nil { outer.completions.append(finishedFromPosition) }
            return nil
        }
        let outer = AnimationRecorder.current
        let runDuration = options.contains(.overrideInheritedDuration) || outer == nil ? duration : outer?.duration ?? duration
        let runTiming =
            options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions) || outer == nil
            ? timing : outer?.timing ?? timing
        let engine = AnimationEngine.shared
        guard runDuration > 0, runDuration.isFinite, areAnimationsEnabled else {
            if !runDuration.isFinite {
                engine.report(
                    AnimatorError(.invalidBlockDuration(runDuration), call: "\(family)(withDuration: \(runDuration))", tag: 0, state: nil))
            }
            AnimationRecorder.withoutRecording(animations)
            if let completion { engine.performOnNextTick { completion(true) } }
            return nil
        }
        let recorder = AnimationRecorder.record(duration: runDuration, timing: runTiming) {
            if options.contains(.repeat) || options.contains(.autoreverse) {
                View.modifyAnimations(
                    withRepeatCount: options.contains(.repeat) ? CGFloat(indefiniteRepeatCount) : 1,
                    autoreverses: options.contains(.autoreverse), animations: animations)
            } else {
                animations()
            }
        }
        let tracks = arrange(recorder.tracksWithRepeatCalls)
        guard !tracks.isEmpty else {
            if completion != nil || !recorder.completions.isEmpty {
                let complete = {
                    completion?(true)
                    for nested in recorder.completions { nested(.end) }
                }
                engine.performOnNextTick(complete)
            }
            return nil
        }
        let (stretched, factor) = stretchedForRepeats(tracks)
        let animator = PropertyAnimator(duration: runDuration * factor, timingParameters: runTiming, engine: engine)
        animator.runInLegs(factor)
        (animator.family, animator.callSite) = (family, site)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if completion != nil { animator.addCompletion(finishedFromPosition) }
        for nested in recorder.completions { animator.addCompletion(nested) }
        animator.start(
            recorded: stretched, delay: animator.startDelay(delay, call: "UIView.animate(withDuration: \(duration), delay: \(delay), …)"))
        return animator
    }

    /// Lengthens the run to hold the longest repeated track; each repetition keeps the block's duration.
    private static func stretchedForRepeats(_ tracks: [PropertyTrack]) -> ([PropertyTrack], Double) {
        func legs(_ timing: TrackTiming) -> Double {
            PropertyAnimator.legs(repeatCount: timing.repeatCount, autoreverses: timing.autoreverses)
        }
        let factor = Swift.max(tracks.map { legs($0.timing) }.max() ?? 1, 1)
        guard factor > 1 else { return (tracks, 1) }
        let stretched = tracks.map { track in
            var track = track
            track.timing.end = legs(track.timing) / factor
            return track
        }
        return (stretched, factor)
    }
}

extension AnimationOptions {
    /// Whether a nested block keeps its own duration, curve or options instead of joining the enclosing one.
    var overridesInheritance: Bool {
        !intersection([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions]).isEmpty
    }
}
