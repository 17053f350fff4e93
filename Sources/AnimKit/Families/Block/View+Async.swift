import Foundation

/// The `async` forms Swift gives UIKit's block animations, whose completion handler becomes the result:
///
/// ```swift
/// Task {
///     let finished = await UIView.animate(withDuration: 0.3) { card.alpha = 0 }
///     if finished { card.removeFromSuperview() }
/// }
/// ```
///
/// Each waits for the animation's end on the scene's clock and returns whether it ran to its end (`false` when it was
/// stopped first), as the completion handler would have been told. In an `async` context Swift prefers these to the
/// plain forms, as it does against the iOS SDK.
extension View {
    /// Animates the changes in `animations` over `duration` seconds with ease-in-out; returns whether they finished.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            animate(
                withDuration: duration, delay: 0, options: [], animations: animations, completion: completion, file: file, line: line,
                column: column)
        }
    }

    /// Animates the changes in `animations` after `delay` with the curve and repeats in `options`; returns whether they finished.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            animate(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: completion, file: file,
                line: line, column: column)
        }
    }

    /// Animates the changes in `animations` on a spring of `dampingRatio`; returns whether they finished.
    @discardableResult
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio, initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion, file: file, line: line, column: column)
        }
    }

    /// Animates the keyframes `animations` adds; returns whether they finished.
    @discardableResult
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, file: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: completion, file: file,
                line: line, column: column)
        }
    }

    /// Runs the transition in `options` over `view` while `animations` changes it; returns whether it finished.
    @discardableResult
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            transition(
                with: view, duration: duration, options: options, animations: animations, completion: completion, file: file,
                line: line, column: column)
        }
    }

    /// Replaces `fromView` with `toView` in the transition in `options`; returns whether it finished.
    @discardableResult
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [], file: String = #filePath,
        line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            transition(
                from: fromView, to: toView, duration: duration, options: options, completion: completion, file: file, line: line,
                column: column)
        }
    }

    /// Performs the system animation `animation` on `views`, with `parallelAnimations` alongside; returns whether it finished.
    @discardableResult
    public static func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [], animations parallelAnimations: (() -> Void)?,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) async -> Bool {
        await finishing { completion in
            perform(
                animation, on: views, options: options, animations: parallelAnimations, completion: completion, file: file, line: line,
                column: column)
        }
    }

    /// Starts an animation with `start`, handing it the completion that resumes the caller with whether it finished.
    private static func finishing(_ start: (@escaping (Bool) -> Void) -> Void) async -> Bool {
        await SceneTaskWait.wait { wait in start { finished in wait.resumeInTurn(finished) } }
    }
}
