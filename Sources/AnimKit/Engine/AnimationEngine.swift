import Foundation

/// Drives every animator from one clock: each ``tick()`` brings all of them to `clock.now`.
///
/// The UIKit-style APIs use ``shared``; tests and hosts install their own engine
/// there, with the clock they need. The engine never reads the wall clock itself.
@preconcurrency @MainActor
public final class AnimationEngine {
    /// Where the engine reads "now".
    public let clock: any AnimationClock

    /// Receives every refused call; by default one line on standard error.
    public var errorHandler: (AnimatorError) -> Void = AnimationEngine.lineWriter(to: .standardError)

    /// A handler that writes each refused call as one line, `animview: <description>`, to `handle`.
    public static func lineWriter(to handle: FileHandle) -> (AnimatorError) -> Void {
        { error in handle.write(Data("animview: \(error)\n".utf8)) }
    }

    /// The most recent refused calls (at most ``errorMemory``), oldest first, for the inspector.
    public internal(set) var recentErrors: [AnimatorError] = []
    /// How many calls have been refused in all.
    public internal(set) var errorCount = 0
    /// How many refused calls ``recentErrors`` keeps.
    public let errorMemory = 50

    /// How many ticks have run.
    public internal(set) var tickCount = 0

    var registry = AnimatorRegistry()
    /// Every live animator's run and every track in flight, laid out for the frame loop (the only way in to them).
    let kernel = FrameKernel()
    /// The animator in each run slot of the kernel, to complete the runs that end.
    var owners: [PropertyAnimator?] = []
    var serialCounter = 0
    var finishedSlots: [Int] = []
    /// Work promised for the next tick (completions of animations that had nothing to animate).
    var nextTickWork: [() -> Void] = []
    /// Work due at a time on the clock (`view.dance.pause(after:)`), in the order scheduled.
    var timedWork: [(time: TimeInterval, work: () -> Void)] = []
    /// The animator each tag's `view.dance` handle controls, until it completes.
    var danceAnimators: [Int: PropertyAnimator] = [:]
    /// The layers with Core Animation animations on them, whose starts and ends the ticks report.
    var animatedLayers: [Layer] = []
    /// Transaction completion blocks waiting for their animations to finish.
    var transactionWaits: [TransactionWait] = []
    /// The display links added, run at the start of each tick.
    var displayLinks: [CADisplayLink] = []
    /// The `perform(_:with:afterDelay:)` requests not yet sent nor cancelled (see ``DelayedPerforms``).
    var delayedPerforms: [DelayedPerforms.Request] = []
    /// The dynamic animators made for this engine, stepped after the display links.
    var dynamicAnimators: [WeakDynamicAnimator] = []
    /// The emitter layers placed in a tree: a scene whose particles still fly is not over.
    var emitterLayers: [WeakEmitterLayer] = []
    /// When the last tick ran, for the display links' frame interval.
    var previousTickTime: TimeInterval?
    /// The objects checkpoints capture (``enlist(_:)``); `nil` while the engine takes none.
    var checkpointMembers: [CheckpointMember]?
    /// The length of ``checkpointMembers`` at which the members that are gone are dropped.
    var checkpointCompaction = 1024

    /// Creates an engine reading time from `clock`.
    public init(clock: any AnimationClock) {
        self.clock = clock
    }

    /// The live animators in creation order: active or stopped, not yet completed.
    public var liveAnimators: [PropertyAnimator] { registry.animators }

    /// The live animators with `tag`, oldest first.
    public func animators(withTag tag: Int) -> [PropertyAnimator] {
        registry.animators.filter { $0.tag == tag }
    }

    /// How many Bézier curve tables the engine's frame loop solves from: one per set of control points a run or track
    /// in flight has had, made on first use and freed with the engine (at most 256; curves beyond are solved in full).
    package var curveTableCount: Int { kernel.curveTableCount }

    /// Whether any animator is running, so a host may let its timer rest when nothing is.
    public var hasRunningAnimators: Bool {
        registry.storage.contains { $0.isRunning && registry.contains($0) }
    }

    /// Whether a tick now would change nothing: no animator runs and no work waits for a tick or a time.
    public var isIdle: Bool {
        !hasRunningAnimators && nextTickWork.isEmpty && timedWork.isEmpty && !hasLayerAnimationsInFlight && transactionWaits.isEmpty
            && !hasRunningDisplayLinks && !hasRunningDynamics && !hasEmittingLayers
    }

    /// The earliest time at which a tick could do more than move runs along their curves: a run reaching its end, or work falling due; `nil` when none ever will.
    ///
    /// Until then the views' presentation is a function of the clock alone, which
    /// is what lets a seek cross long stretches without stepping every frame.
    package func nextEventTime() -> TimeInterval? {
        if !nextTickWork.isEmpty || hasRunningDisplayLinks || hasRunningDynamics { return clock.now }
        let timed = timedWork.map(\.time).min()
        let layerEvent = nextLayerEventTime()
        let work = [timed, layerEvent, emitterLayers.isEmpty ? nil : nextEmitterQuietTime].compactMap(\.self).min()
        let next = [work, kernel.earliestEnd].compactMap(\.self).min()
        return next.flatMap { $0 < Self.eventHorizon ? $0 : nil }
    }

    /// Events later than this many seconds on the clock (about 31 700 years) never come: "for ever" written as a finite
    /// number (`repeatCount = .greatestFiniteMagnitude`, a duration or delay of `1e300`) ends at a time no frame of any
    /// clock's grid can hold.
    static let eventHorizon: TimeInterval = 1e12

    /// Brings every animator to `clock.now`: positions, presentation values, then completions.
    ///
    /// Completions run last, after every view shows the frame's values, so a
    /// completion that starts the next animation starts it from what is on screen.
    public func tick() {
        let now = clock.now
        MediaTimeMirror.lastTick = now
        tickCount += 1
        if !nextTickWork.isEmpty {
            let work = nextTickWork
            nextTickWork.removeAll()
            for item in work { item() }
        }
        if !timedWork.isEmpty { runTimedWork(dueBy: now) }
        if !displayLinks.isEmpty { fireDisplayLinks(at: now) }
        if !dynamicAnimators.isEmpty { advanceDynamics(to: now) }
        previousTickTime = now
        kernel.advance(to: now, finished: &finishedSlots)
        if !animatedLayers.isEmpty || !transactionWaits.isEmpty {
            advanceLayerAnimations(to: now)
        }
        CATransaction.endImplicitTransaction()
        if !observed.isEmpty { notifyObserved() }
        guard !finishedSlots.isEmpty else { return }
        // In creation order, as the registry lists them.
        let ended = finishedSlots.compactMap { owners[$0] }.sorted { $0.serial < $1.serial }
        finishedSlots.removeAll(keepingCapacity: true)
        for animator in ended where animator.phase == .running {
            animator.finishNaturally()
        }
        registry.compact()
    }

    /// Shows every animation as it is at the clock's time without doing what a tick does: no waiting work runs, no
    /// animator completes or pauses at its end, nothing is notified.
    ///
    /// For a moment between two frames of a scene's grid (slow motion, a frame drawn
    /// off the beat): what runs on the next tick still runs at the next frame of the
    /// grid, so the scene's history is that of straight play however often it was looked at.
    package func showCurrentTime() {
        kernel.show(at: clock.now)
    }

    /// Ends every animator where it is, with no completions, and drops all waiting work — for tearing a scene down.
    ///
    /// Unlike `stopAnimation(true)` this also ends non-interruptible animators.
    /// Live animators and their completions hold views, scenes and this engine;
    /// ending them lets all of it be freed.
    public func cancelAll() {
        for animator in registry.animators { animator.abandon() }
        registry.compact()
        nextTickWork.removeAll()
        timedWork.removeAll()
        danceAnimators.removeAll()
        animatedLayers.removeAll()
        transactionWaits.removeAll()
        displayLinks.removeAll()
    }

    /// Lets go of every animator and all waiting work without ending anything — for a scene that is thrown away whole.
    ///
    /// Unlike ``cancelAll()`` no view is settled and no animator changes state:
    /// nothing will look at them again. What kept them alive (this engine's lists,
    /// and their hold on each other through it) is gone, so they are freed.
    package func discardAll() {
        registry = AnimatorRegistry()
        kernel.removeAll()
        owners.removeAll()
        finishedSlots.removeAll()
        nextTickWork.removeAll()
        timedWork.removeAll()
        danceAnimators.removeAll()
        observed.removeAll()
        animatedLayers.removeAll()
        transactionWaits.removeAll()
        displayLinks.removeAll()
        dynamicAnimators.removeAll()
        emitterLayers.removeAll()
    }

    /// Reports a refused call: remembered for the inspector and passed to ``errorHandler``.
    public func report(_ error: AnimatorError) {
        errorCount += 1
        recentErrors.append(error)
        if recentErrors.count > errorMemory { recentErrors.removeFirst(recentErrors.count - errorMemory) }
        errorHandler(error)
    }

    /// Where the spans of the animators go while a timeline is being recorded; `nil` (no record) otherwise.
    package var history: AnimationHistory?
    /// The animator whose completion handlers run now, to name it as the parent of any animator they start.
    var completing: Int?

    func register(_ animator: PropertyAnimator) {
        registry.insert(animator)
        history?.began(animator, at: clock.now, parent: completing)
    }

    /// Drops an animator that is no longer live — also as its tag's `view.dance` animator, so a stopped or completed dance frees its views.
    func unregister(_ animator: PropertyAnimator) {
        registry.remove(animator)
        history?.ended(animator, at: clock.now)
        if let current = danceAnimators[animator.tag], current === animator { danceAnimators[animator.tag] = nil }
    }

    /// Animators with key-value observers, told after each tick that the clock moved them.
    var observed: [WeakAnimator] = []

    struct WeakAnimator {
        weak var animator: PropertyAnimator?
    }

    /// Tells `animator`'s observers after every tick from now on.
    func observe(_ animator: PropertyAnimator) {
        guard !observed.contains(where: { $0.animator === animator }) else { return }
        observed.append(WeakAnimator(animator: animator))
    }

    private func notifyObserved() {
        observed.removeAll { $0.animator == nil || $0.animator?.observers.isEmpty == true }
        for entry in observed { entry.animator?.notifyObservers() }
    }

    /// Records that `animator` runs in `slot` of ``runs``.
    func adopt(_ animator: PropertyAnimator, slot: Int) {
        if slot >= owners.count { owners += Array(repeating: nil, count: slot + 1 - owners.count) }
        owners[slot] = animator
    }

    /// Forgets the animator in `slot`, which it has given back.
    func release(slot: Int) {
        owners[slot] = nil
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }
}
