import Foundation

/// The calls that move an animator between states (every state × call: the AnimatorStates article).
extension PropertyAnimator {
    /// Adds animations; queued while inactive, running over the remaining time while active.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0, call: "addAnimations(_:)")
    }

    /// Adds animations that begin `delayFactor × duration` seconds later and end with the animator.
    ///
    /// The delay counts from the moment the block is added (from the start when the
    /// animator is inactive) — UIKit's own worked example: duration 2, delayFactor
    /// 0.25, added at fractionComplete 0.25 → the block runs for 1.0 s. Factors
    /// outside (0, 1) mean no delay, as in UIKit. Added when nothing of the run is
    /// left (paused or scrubbed to its end), the changes have no time to move in:
    /// they show when the run ends.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation, delayFactor: Double(delayFactor), call: "addAnimations(_:delayFactor:)")
    }

    /// Adds a completion handler; handlers run once each, in the order added, with the final position.
    ///
    /// Allowed in every state, as in UIKit. Handlers are discarded by `stopAnimation(true)`.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation now.
    public func startAnimation() {
        switch phase {
        case .inactive: begin(delay: 0)
        case .running: break
        case .paused:
            if !awaitingAnimations { resume() }
        case .stopped: report(.stopped, "startAnimation()")
        case .completing: report(.completing, "startAnimation()")
        }
    }

    /// Starts the animation after `delay` seconds; the animator is active (and running) during the delay.
    ///
    /// - Parameters:
    ///   - delay: seconds before the motion starts.
    ///   - file: the file of the call (``CallSite``: where the window writes a delay dragged on the timeline), left
    ///     to its default.
    ///   - line: the line of that call, left to its default.
    ///   - column: the column of that call, left to its default.
    public func startAnimation(afterDelay delay: TimeInterval, file: String = #filePath, line: Int = #line, column: Int = #column) {
        let call = "startAnimation(afterDelay: \(delay))"
        guard delay >= 0, delay.isFinite else { return report(.invalidDelay(delay), call) }
        switch phase {
        case .inactive:
            delaySite = CallSite.inCode(file: file, line: line, column: column)
            begin(delay: delay)
        case .running: break
        case .paused: report(.pausedWithDelay, call)
        case .stopped: report(.stopped, call)
        case .completing: report(.completing, call)
        }
    }

    /// ``startAnimation(afterDelay:file:line:column:)`` as `UIViewAnimating` declares it, for a caller that holds the
    /// animator as `any UIViewAnimating` (its call site is not known).
    @_disfavoredOverload @_implements(ViewAnimating,startAnimation(afterDelay:))
    public func startAnimationThroughProtocol(afterDelay delay: TimeInterval) {
        startAnimation(afterDelay: delay, file: #filePath)
    }

    /// Pauses where the animation is; an inactive animator with blocks becomes active and paused at 0.
    public func pauseAnimation() {
        switch phase {
        case .inactive:
            guard !queuedBlocks.isEmpty else { return }
            guard isInterruptible else { return report(.notInterruptible, "pauseAnimation()") }
            begin(delay: 0, paused: true)
        case .running:
            guard isInterruptible else { return report(.notInterruptible, "pauseAnimation()") }
            freeze()
            phase = .paused
        case .paused, .completing: break
        case .stopped: report(.stopped, "pauseAnimation()")
        }
    }

    /// Stops the animation, leaving every view where it is on screen (its presentation becomes its model).
    ///
    /// `true`: back to inactive, completions discarded. `false`: stopped; call
    /// ``finishAnimation(at:)`` to choose the final values and run the completions.
    /// When another animator moves the same property, only this animator's share
    /// is written into the model, so nothing jumps and the other animation ends
    /// offset by the distance this one had left.
    public func stopAnimation(_ withoutFinishing: Bool) {
        let call = "stopAnimation(\(withoutFinishing))"
        switch phase {
        case .inactive, .completing: return
        case .stopped: return report(.alreadyStopped, call)
        case .running, .paused: break
        }
        guard isInterruptible else { return report(.notInterruptible, call) }
        if phase == .running { freeze() }
        settleTracks(at: .current)
        detachTracks()
        if withoutFinishing {
            completions.removeAll()
            resetToInactive()
        } else {
            phase = .stopped
        }
    }

    /// Finishes a stopped animator: sets the final values and runs the completions with `finalPosition`.
    ///
    /// `.end` gives the values set in the blocks, `.start` the values before, `.current` leaves them.
    public func finishAnimation(at finalPosition: AnimatingPosition) {
        let call = "finishAnimation(at: .\(finalPosition))"
        switch phase {
        case .inactive:
            if !queuedBlocks.isEmpty { report(.notStopped, call) }
        case .running, .paused: report(.notStopped, call)
        case .completing: break
        case .stopped:
            if finalPosition != .current {
                for track in stoppedTracks { track.settle(finalPosition, PackedOffset(repeating: 0)) }
            }
            complete(at: finalPosition)
        }
    }

    /// Resumes a paused animator with new timing and, optionally, a new pace for the rest of the run.
    ///
    /// `durationFactor` times the original duration is the time the *remaining*
    /// part takes; 0 keeps the original pace — with new parameters, the rest takes
    /// (1 − ``fractionComplete``) of the duration. `nil` parameters keep the curve. New
    /// parameters move no view: each property carries on from where it is on the
    /// new curve, over what remains of its own window (see `rebaseTracks(onto:)`).
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        let call = "continueAnimation(withTimingParameters:durationFactor: \(durationFactor))"
        guard phase == .paused, !awaitingAnimations else { return report(.notPaused, call) }
        guard isInterruptible else { return report(.notInterruptible, call) }
        if let problem = parameters?.invalidReason { return report(.invalidTiming(problem), call) }
        // What remains is measured from fractionComplete as it reads now (the value's progress, when scrubbing
        // linearly), not from the time the old curve took to get there: animators paused at one fraction carry on
        // together on the same new timing, whatever curves brought them there.
        let remainingShare = 1 - fraction
        if let parameters { rebaseTracks(onto: parameters.resolved(forDuration: duration).function) }
        let factor = Double(durationFactor)
        let remainingFraction = reversed ? position : 1 - position
        if factor > 0, factor.isFinite, remainingFraction > 0 {
            runDuration = duration * factor / remainingFraction
        } else if parameters != nil, remainingFraction > 0, remainingShare > 0 {
            runDuration = duration * remainingShare / remainingFraction
        }
        resume()
    }
}
