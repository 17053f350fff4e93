import Foundation

/// Everything of an engine's own that a scene checkpoint puts back, as one value: a checkpoint copies it, a restore
/// assigns it (the kernel's tables and the listed objects are captured beside it).
@MainActor
struct EngineState {
    /// The live animators, in creation order.
    var registry = AnimatorRegistry()
    /// The animator in each run slot of the kernel, to complete the runs that end.
    var owners: [PropertyAnimator?] = []
    /// The last serial number given to an animator.
    var serialCounter = 0
    /// The run slots whose animators finished in the tick under way.
    var finishedSlots: [Int] = []
    /// Work promised for the next tick (completions of animations that had nothing to animate).
    var nextTickWork: [() -> Void] = []
    /// Work due at a time on the clock (`view.dance.pause(after:)`), in the order scheduled.
    var timedWork: [(time: TimeInterval, work: () -> Void)] = []
    /// The animator each tag's `view.dance` handle controls, until it completes.
    var danceAnimators: [Int: PropertyAnimator] = [:]
    /// Animators with key-value observers, told after each tick that the clock moved them.
    var observed: [AnimationEngine.WeakAnimator] = []
    /// How many ticks have run.
    var tickCount = 0
    /// The most recent refused calls, oldest first.
    var recentErrors: [AnimatorError] = []
    /// How many calls have been refused in all.
    var errorCount = 0
    /// The animator whose completion handlers run now, to name it as the parent of any animator they start.
    var completing: Int?
    /// The layers with Core Animation animations on them, whose starts and ends the ticks report.
    var animatedLayers: [Layer] = []
    /// Transaction completion blocks waiting for their animations to finish.
    var transactionWaits: [TransactionWait] = []
    /// The display links added, run at the start of each tick.
    var displayLinks: [CADisplayLink] = []
    /// The `perform(_:with:afterDelay:)` requests not yet sent nor cancelled (see ``DelayedPerforms``).
    var delayedPerforms: [DelayedPerforms.Request] = []
    /// How the scene's device is held and its interface turned since a turn; `nil`: as at the start (``Device/hold(_:)``).
    var deviceTurn: (held: DeviceOrientation, interface: InterfaceOrientation)?
    /// How many of the scene's tasks wait on its clock (``SceneTaskWait``): a checkpoint cannot keep where they wait.
    var waitingTasks = 0
    /// When the last tick ran, for the display links' frame interval.
    var previousTickTime: TimeInterval?
}
