import Foundation

/// The timings from a layer's time to one animation's moment — a group's, then its child's — shared by every track that
/// runs on the same chain, so that a thousand layers animated alike work out one moment a tick, not a thousand. (Of no
/// actor: only its table, on the main actor, uses it, and the frame loop calls it without an isolation check.)
final class TimingChain {
    /// Outermost first: each stage's parent time is the moment of the stage before it, as a group gives its children.
    let stages: [AnimationTiming]
    @exclusivity(unchecked) private var lastLayerTime = Double.nan
    @exclusivity(unchecked) private var lastMoment: AnimationMoment?

    init(stages: [AnimationTiming]) {
        self.stages = stages
    }

    /// Where the animation is at its layer's time `layerTime`; `nil` when it shows nothing then.
    func moment(atLayerTime layerTime: CFTimeInterval) -> AnimationMoment? {
        if layerTime == lastLayerTime { return lastMoment }
        var parentTime = layerTime
        var moment: AnimationMoment?
        var held = false
        for (index, stage) in stages.enumerated() {
            let active = stage.activeTime(atParentTime: parentTime)
            moment = stage.moment(atActiveTime: active, heldByParent: held)
            guard let reached = moment else { break }
            // A stage shown past its end is held there: its children's time stands still at its cycle's end.
            held = held || stage.isHeld(atActiveTime: active)
            if index < stages.count - 1 { parentTime = reached.progress * stage.cycleDuration }
        }
        (lastLayerTime, lastMoment) = (layerTime, moment)
        return moment
    }

    /// How fast the moment's progress moves with the layer's time at `layerTime`: each stage's rate, a child's through
    /// its group's progress times the group's cycle (its parent time); 0 where some stage holds.
    func progressRate(atLayerTime layerTime: CFTimeInterval) -> Double {
        var parentTime = layerTime, rate = 1.0, held = false
        for (index, stage) in stages.enumerated() {
            let active = stage.activeTime(atParentTime: parentTime)
            guard let reached = stage.moment(atActiveTime: active, heldByParent: held) else { return 0 }
            held = held || stage.isHeld(atActiveTime: active)
            rate *= stage.progressRate(atParentTime: parentTime)
            if index < stages.count - 1 {
                parentTime = reached.progress * stage.cycleDuration
                rate *= stage.cycleDuration
            }
        }
        return rate
    }
}

/// Every timing chain in use, one per distinct chain: a row asks here for its animations' chains when it is built.
@preconcurrency @MainActor
final class TimingChains {
    private var chains: [[AnimationTiming]: TimingChain] = [:]
    private var sweepAt = 64

    /// The chain of `stages`, shared with every row that runs on the same.
    func chain(_ stages: [AnimationTiming]) -> TimingChain {
        if let known = chains[stages] { return known }
        if chains.count >= sweepAt {
            sweep()
            sweepAt = Swift.max(64, chains.count * 2)
        }
        let chain = TimingChain(stages: stages)
        chains[stages] = chain
        return chain
    }

    /// Forgets the chains no row holds any more (this table's is then their only reference).
    private func sweep() {
        for key in Array(chains.keys) {
            guard var chain = chains.removeValue(forKey: key) else { continue }
            if !isKnownUniquelyReferenced(&chain) { chains[key] = chain }
        }
    }
}
