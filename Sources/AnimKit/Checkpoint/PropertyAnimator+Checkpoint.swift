import Foundation

extension PropertyAnimator: CheckpointState {
    /// Everything about the animator but its run, which is in the engine's ``FrameKernel`` while it is live (captured there).
    package func capturedState() -> @MainActor () -> Void {
        let run = (localRun, localProgress, runSlot, awaitingAnimations, delay, repeatLegs)
        let work = (views, queuedBlocks, tracks, stoppedTracks, completions)
        let settings = (firstViewTag, userInteraction, interruptible, linearScrub, isManualHitTestingEnabled, name, family)
        let observing = (observers, observerCounter)
        return { [self] in
            (localRun, localProgress, runSlot, awaitingAnimations, delay, repeatLegs) = run
            (views, queuedBlocks, tracks, stoppedTracks, completions) = work
            (firstViewTag, userInteraction, interruptible, linearScrub, isManualHitTestingEnabled, name, family) = settings
            (observers, observerCounter) = observing
        }
    }
}
