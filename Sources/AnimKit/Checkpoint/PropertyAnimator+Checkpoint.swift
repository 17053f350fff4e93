import Foundation

extension PropertyAnimator: CheckpointState {
    /// Everything about the animator but its run, which is in the engine's ``FrameKernel`` while it is live (captured there).
    package func capturedState() -> @MainActor () -> Void {
        PropertyAnimator.checkpointFields.keep(self)
    }

    /// What a checkpoint keeps of an animator: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<PropertyAnimator>] = [
        CheckpointField("localRun", { $0.localRun }, { $0.localRun = $1 }),
        CheckpointField("localProgress", { $0.localProgress }, { $0.localProgress = $1 }),
        CheckpointField("runSlot", { $0.runSlot }, { $0.runSlot = $1 }),
        CheckpointField("awaitingAnimations", { $0.awaitingAnimations }, { $0.awaitingAnimations = $1 }),
        CheckpointField("delay", { $0.delay }, { $0.delay = $1 }), CheckpointField("repeatLegs", { $0.repeatLegs }, { $0.repeatLegs = $1 }),
        CheckpointField("views", { $0.views }, { $0.views = $1 }),
        CheckpointField("queuedBlocks", { $0.queuedBlocks }, { $0.queuedBlocks = $1 }),
        CheckpointField("tracks", { $0.tracks }, { $0.tracks = $1 }),
        CheckpointField("stoppedTracks", { $0.stoppedTracks }, { $0.stoppedTracks = $1 }),
        CheckpointField("completions", { $0.completions }, { $0.completions = $1 }),
        CheckpointField("firstViewTag", { $0.firstViewTag }, { $0.firstViewTag = $1 }),
        CheckpointField("userInteraction", { $0.userInteraction }, { $0.userInteraction = $1 }),
        CheckpointField("interruptible", { $0.interruptible }, { $0.interruptible = $1 }),
        CheckpointField("linearScrub", { $0.linearScrub }, { $0.linearScrub = $1 }),
        CheckpointField("isManualHitTestingEnabled", { $0.isManualHitTestingEnabled }, { $0.isManualHitTestingEnabled = $1 }),
        CheckpointField("name", { $0.name }, { $0.name = $1 }),
        CheckpointField("family", { $0.family }, { $0.family = $1 }), CheckpointField("callSite", { $0.callSite }, { $0.callSite = $1 }),
        CheckpointField("delaySite", { $0.delaySite }, { $0.delaySite = $1 }),
        CheckpointField("observers", { $0.observers }, { $0.observers = $1 }),
        CheckpointField("observerCounter", { $0.observerCounter }, { $0.observerCounter = $1 }),
        CheckpointField("duration", { $0.duration }, { $0.duration = $1 }),
        CheckpointField("baseFunction", { $0.baseFunction }, { $0.baseFunction = $1 }),
        CheckpointField("timingParameters", { $0.timingParameters }, { $0.timingParameters = $1 }),
    ]

    /// The stored properties a checkpoint leaves alone, and why: all are set once, when the animator is made.
    package static let notCheckpointed = [
        "serial": "constant", "explicitTag": "constant", "engine": "constant",
        "standsInForTransition": "constant: set once, as the default interruptibleAnimator(using:) makes it",
    ]
}
