import Foundation

/// A layer's animations compiled for the frame kernel, before they join its table: the properties they move (slots), a
/// track per basic or spring animation with its ends as lanes or transform parts, and the timing chains they run on —
/// every index relative to the row, so the table can lay rows out, and move them, side by side.
@MainActor
struct CompiledLayerRow {
    /// A whole property the row moves.
    struct Slot {
        let key: String
        let kind: LayerSlotKind
        /// The place among the row's lanes, or among its parts for a transform.
        let index: Int
    }

    private(set) var slots: [Slot] = []
    private(set) var tracks: [LayerTrack] = []
    private(set) var transformEnds: [LayerTransformEnds] = []
    private(set) var chains: [TimingChain] = []
    private(set) var laneCount = 0
    private(set) var partCount = 0

    /// `layer`'s animations compiled (but those the track table shows), their chains taken from `chainTable`; `nil` when
    /// one of them is for the general evaluator (a keyframe animation, a path or an array of values, a transform added
    /// or accumulated as matrices).
    init?(layer: Layer, chainTable: TimingChains) {
        for entry in layer.animationEntries where !entry.isInKernel {
            guard compile(entry.animation, stages: [], on: layer, chainTable: chainTable) else { return nil }
        }
    }

    private mutating func compile(_ animation: CAAnimation, stages: [AnimationTiming], on layer: Layer, chainTable: TimingChains) -> Bool {
        // An animation that follows an animator's track rather than the clock is the general evaluator's.
        guard animation.driver == nil else { return false }
        let stages = stages + [animation.timing]
        if let group = animation as? CAAnimationGroup {
            for child in group.animations ?? [] where !compile(child, stages: stages, on: layer, chainTable: chainTable) { return false }
            return true
        }
        guard animation is CABasicAnimation || animation.animatedKeyPath == nil else { return false }
        guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath else { return true }
        // A value function's numbers become a transform only when shown: the general evaluator runs it.
        guard basic.valueFunction == nil else { return false }
        guard let place = LayerPlace(keyPath: keyPath, on: layer), let (ends, from, to) = LayerTrack.ends(of: basic, at: place, on: layer)
        else { return false }
        var fixedParts = -1
        if place.valueKind == .transform, ends != .current {
            guard let fixed = Self.transformParts(from: from, to: to) else { return false }
            fixedParts = transformEnds.count
            transformEnds.append(fixed)
        }
        let chain = chainTable.chain(stages)
        let chainIndex = chains.firstIndex { $0 === chain } ?? chains.count
        if chainIndex == chains.count { chains.append(chain) }
        let none = (lanes: SIMD4<Double>(), isPresent: true)
        let (fromLanes, toLanes) = (from.map(LayerSlotKind.lanes) ?? none, to.map(LayerSlotKind.lanes) ?? none)
        let slotIndex = slot(for: place)
        tracks.append(
            LayerTrack(
                slot: slotIndex, place: place, chain: chainIndex, ends: ends, from: fromLanes, to: toLanes, transformEnds: fixedParts,
                isAdditive: basic.isAdditive, isCumulative: basic.isCumulative, isFirstOnSlot: !tracks.contains { $0.slot == slotIndex }))
        return true
    }

    /// A transform's fixed ends taken apart (a missing one stays the identity: the current value stands for it).
    private static func transformParts(from: LayerValue?, to: LayerValue?) -> LayerTransformEnds? {
        func parts(_ value: LayerValue?) -> TransformDecomposition?? {
            guard case .transform(let t)? = value else { return .some(TransformDecomposition()) }
            return TransformDecomposition(t).map { .some($0) } ?? .none
        }
        guard let a = parts(from), let b = parts(to), let a, let b else { return nil }
        return LayerTransformEnds(from: a, to: b)
    }

    /// The slot of the whole property `place` names, made on first use.
    private mutating func slot(for place: LayerPlace) -> Int {
        if let known = slots.firstIndex(where: { $0.key == place.key }) { return known }
        let isTransform = place.slotKind == .transform
        slots.append(Slot(key: place.key, kind: place.slotKind, index: isTransform ? partCount : laneCount))
        if isTransform { partCount += 1 } else { laneCount += 1 }
        return slots.count - 1
    }
}
