import Foundation

extension PropertyAnimator: CheckpointState {
    /// Everything about the animator but its run, which is in the engine's ``FrameKernel`` while it is live (captured there).
    package func capturedState() -> @MainActor () -> Void {
        PropertyAnimator.checkpointFields.keep(self)
    }

    /// What a checkpoint keeps of an animator: every stored property but those in ``notCheckpointed`` (a test checks).
    package static let checkpointFields: [CheckpointField<PropertyAnimator>] = [
        CheckpointField(together: PropertyAnimatorKeptValues.self)
    ]

    /// The stored properties a checkpoint leaves alone, and why: all are set once, when the animator is made.
    package static let notCheckpointed = [
        "serial": "constant", "explicitTag": "constant", "engine": "constant",
        "standsInForTransition": "constant: set once, as the default interruptibleAnimator(using:) makes it",
    ]
}
