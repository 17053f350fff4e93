import Foundation

/// The transitions behind the public calls: leaving and re-entering the inactive state, running blocks, putting tracks in flight and taking them out.
extension PropertyAnimator {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double, call: String) {
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
                // from wherever a scrub has put it, over what remains of the run, as UIKit documents for addAnimations.
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
    func begin(delay: TimeInterval, paused: Bool = false) {
        self.delay = delay
        position = reversed ? 1 : 0
        engine.register(self)
        enterKernel()
        HeldTransitionAnimations.noteBegun(self)
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
    func run(_ animation: () -> Void, windowStart: Double) {
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
        enterKernel()
        phase = .running
        attach(newTracks)
        anchorPosition = 0
        anchorTime = engine.clock.now + delay
        HeldTransitionAnimations.noteBegun(self)
    }

    /// Puts tracks in flight: in the engine's kernel, following this animator's run.
    func attach(_ newTracks: [PropertyTrack]) {
        guard !newTracks.isEmpty, let slot = runSlot else { return applyPosition() }
        let kernel = engine.kernel
        // A set beside the list: a block over 100 000 views looked each up in the list (quadratic).
        var known = Set(views.map(ObjectIdentifier.init))
        for track in newTracks {
            let id = kernel.addTrack(track, run: slot)
            tracks.append(id)
            track.view.animatingEngine = engine
            if known.insert(ObjectIdentifier(track.view)).inserted {
                if firstViewTag == nil, track.view.tag != 0 { firstViewTag = track.view.tag }
                views.append(track.view)
            }
        }
        engine.history?.attached(self)
        applyPosition()
    }

    /// Where the keyframes of the tracks in flight start, as shares of the run (0…1), each once.
    var keyframeStarts: [Double] {
        let kernel = engine.kernel
        return Array(Set(tracks.flatMap { kernel.track($0).path?.starts ?? [] })).sorted()
    }

    /// Where the code added the keyframes of the tracks in flight, in order, each once.
    var keyframeSites: [CallSite] {
        recordedKeyframes.map(\.site)
    }

    /// The keyframes of the tracks in flight: where the code added each and its window, in order, each site once.
    var recordedKeyframes: [RecordedKeyframe] {
        let kernel = engine.kernel
        return tracks.flatMap { kernel.track($0).keyframeSites }.reduce(into: []) { keyframes, keyframe in
            if !keyframes.contains(where: { $0.site == keyframe.site }) { keyframes.append(keyframe) }
        }
    }

    /// The view and the property (UIKit's name) of each track in flight.
    var movedProperties: [(view: View, property: String)] {
        let kernel = engine.kernel
        return tracks.map { kernel.track($0) }.map { ($0.view, $0.propertyName) }
    }

    /// Starts running from the current position, now.
    ///
    /// Where the curve at the run's position does not give what the views show — a
    /// linear scrub on a curve that reaches that progress only by jumping — every
    /// track moves onto the curve from where it is, as `continueAnimation` with new
    /// timing does, so resuming moves nothing.
    func resume() {
        if abs(function.progress(atFraction: position) - progress) > 1e-9 { rebaseTracks(onto: function) }
        phase = .running
        anchor()
    }

    /// Makes the current position the origin of the running clock.
    func anchor() {
        anchorPosition = position
        anchorTime = engine.clock.now
    }

    /// Stops the clock at the current time and shows the views there.
    func freeze() {
        position = livePosition(at: engine.clock.now)
        applyPosition()
    }

    /// Takes this animator's tracks out of flight, keeping their records for a later ``finishAnimation(at:)``.
    func detachTracks() {
        let kernel = engine.kernel
        stoppedTracks = tracks.map { kernel.track($0) }
        kernel.removeTracks(tracks)
        tracks.removeAll()
    }

    /// Leaves the views where they are and returns to inactive without completions or observers told, whatever the
    /// state (``AnimationEngine/cancelAll()``).
    func abandon() {
        // Torn down, not changed: its observers hear nothing, as those of an animator that is freed.
        observers.removeAll()
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
        let outer = engine.state.completing
        engine.state.completing = serial
        for handler in handlers { handler(finalPosition) }
        engine.state.completing = outer
        if phase == .completing { phase = .inactive }
    }

    /// Back to a reusable inactive animator, as UIKit does after a natural finish or stopAnimation(true).
    func resetToInactive() {
        phase = .inactive
        reversed = false
        awaitingAnimations = false
        (delay, delaySite) = (0, nil)
        position = 0
        function = baseFunction
        run.solvedPosition = .nan
        runDuration = duration
        stoppedTracks.removeAll()
        views.removeAll()
        leaveKernel()
        engine.unregister(self)
    }
}
