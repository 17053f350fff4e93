import Foundation

/// Every stored property of an animator that a checkpoint keeps, kept together (``CheckpointField/init(together:)``):
/// one read and one pass of assignments an animator. None has an observer, so each is assigned as it was.
struct PropertyAnimatorKeptValues: CheckpointValues {
    let localRun: RunState
    let localProgress: Double
    let runSlot: Int?
    let awaitingAnimations: Bool
    let delay: TimeInterval
    let repeatLegs: Double
    let views: [View]
    let queuedBlocks: [(animations: () -> Void, delayFactor: Double)]
    let tracks: [FrameKernel.TrackID]
    let stoppedTracks: [PropertyTrack]
    let completions: [(AnimatingPosition) -> Void]
    let firstViewTag: Int?
    let userInteraction: Bool
    let interruptible: Bool
    let linearScrub: Bool
    let isManualHitTestingEnabled: Bool
    let name: String?
    let family: String
    let callSite: CallSite?
    let delaySite: CallSite?
    let observers: [Int: @MainActor (PropertyAnimator) -> Void]
    let observerCounter: Int
    let duration: TimeInterval
    let baseFunction: TimingFunction
    let timingParameters: any TimingCurveProvider

    init(of animator: PropertyAnimator) {
        (localRun, localProgress, runSlot) = (animator.localRun, animator.localProgress, animator.runSlot)
        (awaitingAnimations, delay, repeatLegs) = (animator.awaitingAnimations, animator.delay, animator.repeatLegs)
        (views, queuedBlocks, tracks) = (animator.views, animator.queuedBlocks, animator.tracks)
        (stoppedTracks, completions, firstViewTag) = (animator.stoppedTracks, animator.completions, animator.firstViewTag)
        (userInteraction, interruptible, linearScrub) = (animator.userInteraction, animator.interruptible, animator.linearScrub)
        (isManualHitTestingEnabled, name, family) = (animator.isManualHitTestingEnabled, animator.name, animator.family)
        (callSite, delaySite, observers) = (animator.callSite, animator.delaySite, animator.observers)
        (observerCounter, duration) = (animator.observerCounter, animator.duration)
        (baseFunction, timingParameters) = (animator.baseFunction, animator.timingParameters)
    }

    func restore(into animator: PropertyAnimator) {
        (animator.localRun, animator.localProgress, animator.runSlot) = (localRun, localProgress, runSlot)
        (animator.awaitingAnimations, animator.delay, animator.repeatLegs) = (awaitingAnimations, delay, repeatLegs)
        (animator.views, animator.queuedBlocks, animator.tracks) = (views, queuedBlocks, tracks)
        (animator.stoppedTracks, animator.completions, animator.firstViewTag) = (stoppedTracks, completions, firstViewTag)
        (animator.userInteraction, animator.interruptible, animator.linearScrub) = (userInteraction, interruptible, linearScrub)
        (animator.isManualHitTestingEnabled, animator.name, animator.family) = (isManualHitTestingEnabled, name, family)
        (animator.callSite, animator.delaySite, animator.observers) = (callSite, delaySite, observers)
        (animator.observerCounter, animator.duration) = (observerCounter, duration)
        (animator.baseFunction, animator.timingParameters) = (baseFunction, timingParameters)
    }
}
