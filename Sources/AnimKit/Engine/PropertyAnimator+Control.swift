import Foundation

/// The calls that move an animator between states (ANIMATOR.md A.3, every state × call).
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
    public func startAnimation(afterDelay delay: TimeInterval) {
        let call = "startAnimation(afterDelay: \(delay))"
        guard delay >= 0, delay.isFinite else { return report(.invalidDelay(delay), call) }
        switch phase {
        case .inactive: begin(delay: delay)
        case .running: break
        case .paused: report(.pausedWithDelay, call)
        case .stopped: report(.stopped, call)
        case .completing: report(.completing, call)
        }
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
                refreshViews(of: stoppedTracks)
            }
            complete(at: finalPosition)
        }
    }

    /// Resumes a paused animator with new timing and, optionally, a new pace for the rest of the run.
    ///
    /// `durationFactor` times the original duration is the time the *remaining*
    /// part takes; 0 keeps the current pace. `nil` parameters keep the curve. New
    /// parameters move no view: each property carries on from where it is on the
    /// new curve, over what remains of its own window (see `rebaseTracks(onto:)`).
    public func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        let call = "continueAnimation(withTimingParameters:durationFactor: \(durationFactor))"
        guard phase == .paused, !awaitingAnimations else { return report(.notPaused, call) }
        guard isInterruptible else { return report(.notInterruptible, call) }
        if let problem = parameters?.invalidReason { return report(.invalidTiming(problem), call) }
        if let parameters { rebaseTracks(onto: parameters.resolved(forDuration: duration).function) }
        let factor = Double(durationFactor)
        let remainingFraction = reversed ? position : 1 - position
        if factor > 0, factor.isFinite, remainingFraction > 0 {
            runDuration = duration * factor / remainingFraction
        }
        resume()
    }

    /// Whether the animation runs backwards, towards the start values.
    ///
    /// Settable in flight: the animation turns around where it is, on the same
    /// curve. ``fractionComplete`` is measured in the current direction, so it
    /// becomes `1 − fractionComplete` (as UIKit does since iOS 11). Ignored while
    /// inactive with nothing queued, and while stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            switch phase {
            case .inactive:
                if !queuedBlocks.isEmpty { reversed = newValue }
            case .running, .paused:
                guard isInterruptible else { return report(.notInterruptible, "isReversed = \(newValue)") }
                if phase == .running { position = livePosition(at: engine.clock.now) }
                reversed = newValue
                if phase == .running { anchor() }
            case .stopped, .completing: break
            }
        }
    }

    /// How far the animation has run, 0…1, measured in its current direction.
    ///
    /// While running it is the fraction of time elapsed. While paused, with
    /// ``scrubsLinearly`` (the default), it is the fraction of the *distance*
    /// covered, and setting it moves the views linearly; otherwise it follows the
    /// curve. Settable only while paused (an inactive animator with blocks starts
    /// paused first), as UIKit documents; while running, setting it changes
    /// nothing and reports ``AnimatorError/Reason/notPaused``.
    public var fractionComplete: Double {
        get {
            switch phase {
            case .inactive, .completing: return 0
            case .running: return directional(livePosition(at: engine.clock.now))
            case .stopped: return directional(position)
            case .paused:
                guard scrubsLinearly, let bezier = function.invertibleBezier else { return directional(position) }
                return directional(bezier.progress(atFraction: position))
            }
        }
        set {
            let call = "fractionComplete = \(newValue)"
            guard !newValue.isNaN else { return }
            switch phase {
            case .inactive:
                guard !queuedBlocks.isEmpty else { return }
                guard isInterruptible else { return report(.notInterruptible, call) }
                begin(delay: 0, paused: true)
            case .running: return report(.notPaused, call)
            case .paused: guard isInterruptible else { return report(.notInterruptible, call) }
            case .stopped, .completing: return
            }
            let progress = directional(Swift.min(Swift.max(newValue, 0), 1))
            if scrubsLinearly, let bezier = function.invertibleBezier {
                position = bezier.fraction(forProgress: progress)
            } else {
                position = progress
            }
            applyPosition()
            refreshViews(of: tracks)
        }
    }

    // MARK: Transitions

    /// A fraction in the forward sense seen from the current direction (its own inverse).
    func directional(_ fraction: Double) -> Double { reversed ? 1 - fraction : fraction }

    private func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double, call: String) {
        let factor = delayFactor > 0 && delayFactor < 1 ? delayFactor : 0
        switch phase {
        case .inactive:
            queuedBlocks.append((animation, factor))
        case .stopped:
            report(.stopped, call)
        case .completing:
            report(.completing, call)
        case .running, .paused:
            if awaitingAnimations {
                // The first block of an animator started empty: the run begins now, or when its start delay ends,
                // from wherever a scrub has put it, over what remains of the run (ANIMATOR.md A.5).
                awaitingAnimations = false
                run(animation, windowStart: Swift.min(position + factor, 1))
                phase = .running
                anchorPosition = position
                anchorTime = Swift.max(anchorTime, engine.clock.now)
            } else {
                let now = phase == .running ? livePosition(at: engine.clock.now) : position
                run(animation, windowStart: Swift.min(now + factor, 1))
            }
        }
    }

    /// Leaves the inactive state: runs the queued blocks (their model values change now) and registers with the engine.
    private func begin(delay: TimeInterval, paused: Bool = false) {
        self.delay = delay
        position = reversed ? 1 : 0
        engine.register(self)
        if queuedBlocks.isEmpty {
            awaitingAnimations = true
            phase = .paused
            anchorTime = engine.clock.now + delay
            return
        }
        let blocks = queuedBlocks
        queuedBlocks.removeAll()
        phase = paused ? .paused : .running
        for (animation, factor) in blocks { run(animation, windowStart: factor) }
        anchorPosition = position
        anchorTime = engine.clock.now + delay
    }

    /// Runs one animation block now, turning its property changes into tracks that start at `windowStart`.
    private func run(_ animation: () -> Void, windowStart: Double) {
        let recorder = AnimationRecorder.record(duration: duration, timing: timingParameters, animation)
        var recorded = recorder.tracks
        for index in recorded.indices { recorded[index].timing.start = windowStart }
        completions += recorder.completions
        attach(recorded)
    }

    /// Starts a run of tracks already recorded (the block APIs record when they are called), after `delay`.
    func start(recorded newTracks: [PropertyTrack], delay: TimeInterval) {
        guard phase == .inactive else { return }
        self.delay = delay
        position = 0
        engine.register(self)
        phase = .running
        attach(newTracks)
        anchorPosition = 0
        anchorTime = engine.clock.now + delay
    }

    /// Puts tracks in flight: on their views, in the engine's blend table, and in this animator.
    func attach(_ newTracks: [PropertyTrack]) {
        if !newTracks.isEmpty, blendSlot == nil { blendSlot = engine.blendTable.allocateSlot(for: self) }
        for track in newTracks {
            let index = tracks.count
            tracks.append(track)
            track.view.addTrack(PresentationTrack(
                animator: self, animatorID: ObjectIdentifier(self), trackIndex: index, isSimple: track.isSimple,
                offset: track.offset, packedOffset: track.packedOffset, packedCount: track.packedCount, bit: track.bit))
            if let blendSlot { engine.blendTable.add(track, index: index, slot: blendSlot) }
            if !views.contains(where: { $0 === track.view }) {
                if firstViewTag == nil, track.view.tag != 0 { firstViewTag = track.view.tag }
                views.append(track.view)
            }
        }
        applyPosition()
        refreshViews(of: newTracks)
    }

    /// Starts running from the current position, now.
    private func resume() {
        phase = .running
        anchor()
    }

    /// Makes the current position the origin of the running clock.
    private func anchor() {
        anchorPosition = position
        anchorTime = engine.clock.now
    }

    /// Stops the clock at the current time and shows the views there.
    private func freeze() {
        position = livePosition(at: engine.clock.now)
        applyPosition()
        refreshViews(of: tracks)
    }

    /// Removes this animator's tracks from its views, keeping them for a later ``finishAnimation(at:)``.
    private func detachTracks() {
        for view in views {
            view.removeTracks(drivenBy: self)
        }
        if let blendSlot {
            engine.blendTable.releaseSlot(blendSlot)
            self.blendSlot = nil
        }
        stoppedTracks = tracks
        tracks.removeAll()
        for view in views { view.refreshPresentation() }
    }

    /// Leaves the views where they are and returns to inactive without completions, whatever the state (``AnimationEngine/cancelAll()``).
    func abandon() {
        if phase == .running { freeze() }
        if !tracks.isEmpty {
            settleTracks(at: .current)
            detachTracks()
        }
        completions.removeAll()
        queuedBlocks.removeAll()
        resetToInactive()
    }

    /// Runs the completions with `finalPosition` and returns to inactive.
    func complete(at finalPosition: AnimatingPosition) {
        let handlers = completions
        completions.removeAll()
        if !tracks.isEmpty { detachTracks() }
        resetToInactive()
        phase = .completing
        for handler in handlers { handler(finalPosition) }
        if phase == .completing { phase = .inactive }
    }

    /// Back to a reusable inactive animator, as UIKit does after a natural finish or stopAnimation(true).
    private func resetToInactive() {
        phase = .inactive
        reversed = false
        awaitingAnimations = false
        delay = 0
        position = 0
        function = baseFunction
        solvedPosition = .nan
        runDuration = duration
        stoppedTracks.removeAll()
        views.removeAll()
        engine.unregister(self)
    }
}
