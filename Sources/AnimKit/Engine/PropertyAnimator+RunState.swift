/// The animator's view of its run: wherever the ``RunState`` lives, the rest of the animator reads and writes it by name.
extension PropertyAnimator {
    /// The run's state: the engine's copy while live, the animator's own while inactive.
    var run: RunState {
        // A plain getter: a read coroutine over the table's own would need a heap frame at every read (isRunning, state).
        get {
            if let runSlot { return engine.kernel[run: runSlot] }
            return localRun
        }
        _modify {
            if let runSlot { yield &engine.kernel[run: runSlot] } else { yield &localRun }
        }
    }

    var phase: Phase {
        get { run.phase }
        set {
            run.phase = newValue
            if !observers.isEmpty { notifyObservers() }
        }
    }

    /// Time fraction along the run in the forward sense: 0 = start values, 1 = end values.
    var position: Double {
        get { run.position }
        set {
            run.position = newValue
            if !observers.isEmpty { notifyObservers() }
        }
    }

    /// The curve's progress at ``position``, shared by every track that starts with the run.
    var progress: Double {
        get { runSlot.map { engine.kernel.progress(ofRun: $0) } ?? localProgress }
        set {
            if let runSlot { engine.kernel.setProgress(newValue, ofRun: runSlot) } else { localProgress = newValue }
        }
    }

    var anchorPosition: Double {
        get { run.anchorPosition }
        set { run.anchorPosition = newValue }
    }

    var anchorTime: Double {
        get { run.anchorTime }
        set { run.anchorTime = newValue }
    }

    var reversed: Bool {
        get { run.reversed }
        set {
            run.reversed = newValue
            if !observers.isEmpty { notifyObservers() }
        }
    }

    var function: TimingFunction {
        get { run.function }
        set { run.function = newValue }
    }

    var runDuration: Double {
        get { run.runDuration }
        set { run.runDuration = newValue }
    }

    var holdsAtEnd: Bool {
        get { run.holdsAtEnd }
        set { run.holdsAtEnd = newValue }
    }

    /// Takes a run slot in the engine's kernel, moving the run there: the animator becomes live.
    func enterKernel() {
        guard runSlot == nil else { return }
        let slot = engine.kernel.addRun(localRun, progress: localProgress, allowsInteraction: isUserInteractionEnabled)
        runSlot = slot
        engine.adopt(self, slot: slot)
    }

    /// Gives the slot back, keeping the run here: the animator is inactive again.
    func leaveKernel() {
        guard let runSlot else { return }
        localProgress = engine.kernel.progress(ofRun: runSlot)
        localRun = engine.kernel.removeRun(runSlot)
        engine.release(slot: runSlot)
        self.runSlot = nil
    }
}
