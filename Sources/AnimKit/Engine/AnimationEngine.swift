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
    public var recentErrors: [AnimatorError] { state.recentErrors }
    /// How many calls have been refused in all.
    public var errorCount: Int { state.errorCount }
    /// How many refused calls ``recentErrors`` keeps.
    public let errorMemory = 50

    /// How many ticks have run.
    public var tickCount: Int { state.tickCount }

    /// The engine's own restorable state: its animators, pending work, errors and waits (one value, so that a
    /// checkpoint is a copy).
    var state = EngineState()
    /// Every live animator's run and every track in flight, laid out for the frame loop (the only way in to them).
    let kernel = FrameKernel()
    /// The layers whose animations a tick looks at for starts and ends (``Layer/isWatchedForEvents``): those with an
    /// animation that has yet to start or to finish, so that a frame of many layers whose animations repeat for ever
    /// looks at none of them. Not a checkpoint's: made again from the animated layers when one is restored.
    var layersWatchedForEvents: [Layer] = []
    /// The dynamic animators made for this engine, stepped after the display links.
    var dynamicAnimators: [WeakDynamicAnimator] = []
    /// The emitter layers placed in a tree: a scene whose particles still fly is not over.
    var emitterLayers: [WeakEmitterLayer] = []
    /// The property animators made for this engine, live or not: those a call made, found without a walk of the scene.
    var madeAnimators = MadeObjects<PropertyAnimator>()
    /// The scroll views made for this engine, for an inspector to list without a walk of the scene.
    var madeScrollViews = MadeObjects<ScrollView>()
    /// The objects checkpoints capture (``enlist(_:)``); `nil` while the engine takes none.
    var checkpointMembers: [CheckpointMember]?
    /// The length of ``checkpointMembers`` at which the members that are gone are dropped.
    var checkpointCompaction = 1024

    /// Creates an engine reading time from `clock`.
    public init(clock: any AnimationClock) {
        self.clock = clock
    }

    /// The live animators in creation order: active or stopped, not yet completed.
    public var liveAnimators: [PropertyAnimator] { state.registry.animators }

    /// Whether `animator` is one of ``liveAnimators``, found without listing them.
    package func isLive(_ animator: PropertyAnimator) -> Bool { state.registry.contains(animator) }

    /// The live animators with `tag`, oldest first.
    public func animators(withTag tag: Int) -> [PropertyAnimator] {
        state.registry.animators.filter { $0.tag == tag }
    }

    /// How many Bézier curve tables the engine's frame loop solves from: one per set of control points a run or track
    /// in flight has had, made on first use and freed with the engine (at most 256; curves beyond are solved in full).
    package var curveTableCount: Int { kernel.curveTableCount }

    /// Whether any animator is running, so a host may let its timer rest when nothing is.
    public var hasRunningAnimators: Bool {
        state.registry.storage.contains { $0.isRunning && state.registry.contains($0) }
    }

    /// Whether a tick now would change nothing: no animator runs and no work waits for a tick or a time.
    public var isIdle: Bool {
        !hasRunningAnimators && state.nextTickWork.isEmpty && state.timedWork.isEmpty && !hasLayerAnimationsInFlight
            && state.transactionWaits.isEmpty
            && !hasRunningDisplayLinks && !hasRunningDynamics && !hasEmittingLayers
    }

    /// The earliest time at which a tick could do more than move runs along their curves: a run reaching its end, or work falling due; `nil` when none ever will.
    ///
    /// Until then the views' presentation is a function of the clock alone, which
    /// is what lets a seek cross long stretches without stepping every frame.
    package func nextEventTime() -> TimeInterval? {
        if !state.nextTickWork.isEmpty || hasRunningDisplayLinks || hasRunningDynamics { return clock.now }
        let timed = state.timedWork.map(\.time).min()
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
    /// completion that starts the next animation starts it from what is on screen. Then the scene's tasks the tick
    /// woke run on (`SceneTasks`).
    public func tick() {
        SceneTasks.tickBegins()
        defer { SceneTasks.runReady() }
        let now = clock.now
        MediaTimeMirror.lastTick = now
        state.tickCount += 1
        if !state.nextTickWork.isEmpty {
            let work = state.nextTickWork
            state.nextTickWork.removeAll()
            for item in work { item() }
        }
        if !state.timedWork.isEmpty { runTimedWork(dueBy: now) }
        if !state.displayLinks.isEmpty { fireDisplayLinks(at: now) }
        if !dynamicAnimators.isEmpty { advanceDynamics(to: now) }
        state.previousTickTime = now
        kernel.advance(to: now, finished: &state.finishedSlots)
        if !state.animatedLayers.isEmpty || !state.transactionWaits.isEmpty {
            advanceLayerAnimations(to: now)
        }
        CATransaction.endImplicitTransaction()
        if !state.observed.isEmpty { notifyObserved() }
        guard !state.finishedSlots.isEmpty else { return }
        // In creation order, as the registry lists them.
        let ended = state.finishedSlots.compactMap { state.owners[$0] }.sorted { $0.serial < $1.serial }
        state.finishedSlots.removeAll(keepingCapacity: true)
        for animator in ended where animator.phase == .running {
            animator.finishNaturally()
        }
        state.registry.compact()
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

    /// Ends every animator where it is, with no completions and no observer told, and drops all waiting work — for
    /// tearing a scene down.
    ///
    /// Unlike `stopAnimation(true)` this also ends non-interruptible animators.
    /// Live animators and their completions hold views, scenes and this engine;
    /// ending them lets all of it be freed.
    public func cancelAll() {
        for animator in state.registry.animators { animator.abandon() }
        state.registry.compact()
        state.nextTickWork.removeAll()
        state.timedWork.removeAll()
        state.danceAnimators.removeAll()
        state.animatedLayers.removeAll()
        unwatchLayers()
        state.transactionWaits.removeAll()
        state.displayLinks.removeAll()
    }

    /// Lets go of every animator and all waiting work without ending anything — for a scene that is thrown away whole.
    ///
    /// Unlike ``cancelAll()`` no view is settled and no animator changes state:
    /// nothing will look at them again. What kept them alive (this engine's lists,
    /// and their hold on each other through it) is gone, so they are freed.
    package func discardAll() {
        state.registry = AnimatorRegistry()
        kernel.removeAll()
        state.owners.removeAll()
        state.finishedSlots.removeAll()
        state.nextTickWork.removeAll()
        state.timedWork.removeAll()
        state.danceAnimators.removeAll()
        state.observed.removeAll()
        state.animatedLayers.removeAll()
        unwatchLayers()
        state.transactionWaits.removeAll()
        state.displayLinks.removeAll()
        dynamicAnimators.removeAll()
        emitterLayers.removeAll()
    }

    /// Reports a refused call: remembered for the inspector and passed to ``errorHandler``.
    public func report(_ error: AnimatorError) {
        state.errorCount += 1
        state.recentErrors.append(error)
        if state.recentErrors.count > errorMemory { state.recentErrors.removeFirst(state.recentErrors.count - errorMemory) }
        errorHandler(error)
    }

    /// Where the spans of the animators go while a timeline is being recorded; `nil` (no record) otherwise.
    package var history: AnimationHistory?

    func register(_ animator: PropertyAnimator) {
        state.registry.insert(animator)
        history?.began(animator, at: clock.now, parent: state.completing)
    }

    /// Drops an animator that is no longer live — also as its tag's `view.dance` animator, so a stopped or completed dance frees its views.
    func unregister(_ animator: PropertyAnimator) {
        state.registry.remove(animator)
        history?.ended(animator, at: clock.now)
        if let current = state.danceAnimators[animator.tag], current === animator { state.danceAnimators[animator.tag] = nil }
    }

    struct WeakAnimator {
        weak var animator: PropertyAnimator?
    }

    /// Tells `animator`'s observers after every tick from now on.
    func observe(_ animator: PropertyAnimator) {
        guard !state.observed.contains(where: { $0.animator === animator }) else { return }
        state.observed.append(WeakAnimator(animator: animator))
    }

    private func notifyObserved() {
        state.observed.removeAll { $0.animator == nil || $0.animator?.observers.isEmpty == true }
        for entry in state.observed { entry.animator?.notifyObservers() }
    }

    /// Records that `animator` runs in `slot` of ``runs``.
    func adopt(_ animator: PropertyAnimator, slot: Int) {
        if slot >= state.owners.count { state.owners += Array(repeating: nil, count: slot + 1 - state.owners.count) }
        state.owners[slot] = animator
    }

    /// Forgets the animator in `slot`, which it has given back.
    func release(slot: Int) {
        state.owners[slot] = nil
    }

    func nextSerial() -> Int {
        state.serialCounter += 1
        return state.serialCounter
    }
}
