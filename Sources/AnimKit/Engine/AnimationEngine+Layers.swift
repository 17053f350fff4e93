import Foundation

/// A transaction's completion block, waiting for the animations the transaction added to finish.
struct TransactionWait {
    let animations: [CAAnimation]
    let work: () -> Void
}

/// Core Animation's animations on the engine's clock: each tick tells delegates which animations began and
/// ended, takes ended ones off their layers (unless `isRemovedOnCompletion` is false) and runs transaction
/// completions — so CA animations replay, seek and checkpoint with the property animators.
extension AnimationEngine {
    /// An animation was added to `layer`: it is listed while it has any, and watched until they settle.
    func layerAnimationsChanged(_ layer: Layer) {
        guard !layer.animationEntries.isEmpty else { return }
        if !state.animatedLayers.containsIdentical(layer) { state.animatedLayers.append(layer) }
        watch(layer)
    }

    private func watch(_ layer: Layer) {
        guard !layer.isWatchedForEvents else { return }
        layer.isWatchedForEvents = true
        layersWatchedForEvents.append(layer)
    }

    /// Stops watching every layer.
    func unwatchLayers() {
        for layer in layersWatchedForEvents { layer.isWatchedForEvents = false }
        layersWatchedForEvents.removeAll()
    }

    /// Watches every animated layer once more, after a checkpoint put back their animations (and which had started or
    /// finished): a tick finds again which have something left to report.
    func watchAnimatedLayersAgain() {
        unwatchLayers()
        for layer in state.animatedLayers { watch(layer) }
    }

    /// Runs `work` once every one of `animations` has finished or been removed (on the next tick when there are none).
    func whenFinished(_ animations: [CAAnimation], run work: @escaping () -> Void) {
        state.transactionWaits.append(TransactionWait(animations: animations, work: work))
    }

    /// Reports starts and ends up to `now`.
    func advanceLayerAnimations(to now: TimeInterval) {
        var started: [CAAnimation] = [], stopped: [CAAnimation] = []
        let watched = layersWatchedForEvents
        layersWatchedForEvents.removeAll(keepingCapacity: true)
        for layer in watched {
            let local = layer.localTime(atGlobal: now)
            var settled = true
            // Still watched while something is left to report. (No delegate is called before the loop ends, so no
            // layer is watched twice.)
            defer { if settled { layer.isWatchedForEvents = false } else { layersWatchedForEvents.append(layer) } }
            for index in layer.animationEntries.indices {
                defer { settled = settled && layer.animationEntries[index].isSettled }
                let timing = layer.animationEntries[index].timing
                let active = timing.activeTime(atParentTime: local)
                if !layer.animationEntries[index].didStart, active >= 0 {
                    layer.animationEntries[index].didStart = true
                    started.append(layer.animationEntries[index].animation)
                }
                if !layer.animationEntries[index].didFinish, active >= timing.activeDuration {
                    layer.animationEntries[index].didFinish = true
                    stopped.append(layer.animationEntries[index].animation)
                    history?.ended(serial: layer.animationEntries[index].serial, at: now)
                }
            }
            if !stopped.isEmpty { layer.removeEntries { $0.didFinish && $0.animation.isRemovedOnCompletion } }
        }
        if !stopped.isEmpty { state.animatedLayers.removeAll { $0.animationEntries.isEmpty } }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in stopped { animation.delegate?.animationDidStop(animation, finished: true) }
        runFinishedTransactions()
    }

    private func runFinishedTransactions() {
        guard !state.transactionWaits.isEmpty else { return }
        let running = Set(
            state.animatedLayers.flatMap { $0.animationEntries.filter { !$0.didFinish }.map { ObjectIdentifier($0.animation) } })
        let isDone = { (wait: TransactionWait) in wait.animations.allSatisfy { !running.contains(ObjectIdentifier($0)) } }
        let done = state.transactionWaits.filter(isDone)
        state.transactionWaits.removeAll(where: isDone)
        for wait in done { wait.work() }
    }

    /// Whether a Core Animation animation has yet to finish (one finished and kept, `isRemovedOnCompletion = false`,
    /// shows its fill and changes nothing more).
    var hasLayerAnimationsInFlight: Bool { state.animatedLayers.contains { $0.animationEntries.contains { !$0.didFinish } } }

    /// Every Core Animation animation on a layer now, as the inspector lists it: the layer's name and what the
    /// animation does, and how far through its active time it is (through its cycle when it repeats forever).
    package var layerAnimationReports: [(title: String, progress: Double)] {
        state.animatedLayers.flatMap { layer in
            let local = layer.localTime(atGlobal: clock.now)
            return layer.animationEntries.map { entry in
                let animation = entry.animation, active = animation.activeTime(atLayerTime: local)
                let span = animation.activeDuration.isFinite ? animation.activeDuration : animation.cycleDuration
                let progress = animation.activeDuration.isFinite ? active / span : active.truncatingRemainder(dividingBy: span) / span
                return ("\(layer.timelineName) · \(animation.timelineSummary)", Swift.min(Swift.max(progress, 0), 1))
            }
        }
    }

    /// The earliest time on the clock at which a layer animation starts or ends; `nil` when none will.
    func nextLayerEventTime() -> TimeInterval? {
        if !state.transactionWaits.isEmpty, state.animatedLayers.isEmpty { return clock.now }
        var earliest: TimeInterval?
        // A layer not watched has nothing left to start or end.
        for layer in layersWatchedForEvents {
            for entry in layer.animationEntries {
                let animation = entry.animation
                let active = entry.didStart ? (entry.didFinish ? nil : animation.activeDuration) : 0
                guard let active, active.isFinite, let layerTime = animation.layerTime(atActiveTime: active),
                    let time = layer.globalTime(atLocal: layerTime)
                else { continue }
                earliest = Swift.min(earliest ?? time, time)
            }
        }
        return earliest
    }
}
