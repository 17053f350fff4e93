import Foundation

/// One animated layer in the frame kernel: its animations compiled to tracks, the values of the properties they move laid
/// out side by side (the layer's own, the base, and what the tracks make of them each frame), and what it showed last.
///
/// A row is built when the layer's animations change and kept while they do not; it reads the layer's values again only
/// when they change (``baseIsStale``), or every frame while the layer's view moves, since a view's layer animates over
/// the view's presentation. A layer with an animation the kernel does not run (keyframes, paths, arrays of values, a
/// transform added as matrices) has a general row: the general evaluator shows its animations.
@MainActor
final class LayerRow {
    struct Slot {
        let key: String
        let kind: LayerSlotKind
        /// The place in the lanes, or in the parts for a transform.
        let index: Int
    }

    /// Whether the general evaluator shows the layer's animations instead.
    private(set) var isGeneral = false
    /// Whether the layer's own values changed since the row read them.
    var baseIsStale = true
    /// The layer time the row last worked out.
    private(set) var evaluatedAt = Double.nan

    /// The values and tracks, worked on as one value each frame.
    private var values = LayerRowValues()
    private var chains: [TimingChain] = []

    /// The row of `layer`'s animations, their chains taken from `chainTable`.
    init(layer: Layer, chainTable: TimingChains) {
        for entry in layer.animationEntries where !compile(entry.animation, stages: [], on: layer, chainTable: chainTable) {
            isGeneral = true
            break
        }
        if isGeneral { (values, chains) = (LayerRowValues(), []) }
        values.moments = Array(repeating: nil, count: chains.count)
        values.touched = Array(repeating: false, count: values.slots.count)
    }

    private func compile(_ animation: CAAnimation, stages: [AnimationTiming], on layer: Layer, chainTable: TimingChains) -> Bool {
        let stages = stages + [animation.timing]
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).allSatisfy { compile($0, stages: stages, on: layer, chainTable: chainTable) }
        }
        guard animation is CABasicAnimation || animation.animatedKeyPath == nil else { return false }
        guard let basic = animation as? CABasicAnimation, let keyPath = basic.keyPath else { return true }
        guard let place = LayerPlace(keyPath: keyPath, on: layer), let (ends, from, to) = LayerTrack.ends(of: basic, at: place, on: layer)
        else { return false }
        var fixedParts = -1
        if place.valueKind == .transform, ends != .current {
            guard let fixed = transformParts(from: from, to: to) else { return false }
            fixedParts = values.transformEnds.count
            values.transformEnds.append(fixed)
        }
        let chain = chainTable.chain(stages)
        let chainIndex = chains.firstIndex { $0 === chain } ?? chains.count
        if chainIndex == chains.count { chains.append(chain) }
        let none = (lanes: SIMD4<Double>(), isPresent: true)
        let (fromLanes, toLanes) = (from.map(LayerSlotKind.lanes) ?? none, to.map(LayerSlotKind.lanes) ?? none)
        values.tracks.append(
            LayerTrack(
                slot: slot(for: place, on: layer), part: place.part, valueKind: place.valueKind, chain: chainIndex, ends: ends,
                from: fromLanes.lanes, to: toLanes.lanes, fromIsPresent: fromLanes.isPresent, toIsPresent: toLanes.isPresent,
                transformEnds: fixedParts, isAdditive: basic.isAdditive, isCumulative: basic.isCumulative))
        return true
    }

    /// A transform's fixed ends taken apart (a missing one stays the identity: the current value stands for it).
    private func transformParts(from: LayerValue?, to: LayerValue?) -> (from: TransformDecomposition, to: TransformDecomposition)? {
        func parts(_ value: LayerValue?) -> TransformDecomposition?? {
            guard case .transform(let t)? = value else { return .some(TransformDecomposition()) }
            return TransformDecomposition(t).map { .some($0) } ?? .none
        }
        guard let a = parts(from), let b = parts(to), let a, let b else { return nil }
        return (a, b)
    }

    /// The slot of the whole property `place` names, made on first use.
    private func slot(for place: LayerPlace, on layer: Layer) -> Int {
        if let known = values.slots.firstIndex(where: { $0.key == place.key }) { return known }
        let index = place.slotKind == .transform ? values.baseParts.count : values.baseLanes.count
        if place.slotKind == .transform {
            values.baseParts.append(TransformDecomposition())
        } else {
            values.baseLanes.append(SIMD4())
            values.basePresent.append(true)
        }
        values.slots.append(Slot(key: place.key, kind: place.slotKind, index: index))
        return values.slots.count - 1
    }

    // MARK: Each frame

    /// Works out what the animations show at the layer's time `layerTime`, reading the layer's values first when they
    /// changed (or its view moves); `false` when the row cannot (the layer's transform has no parts) and is general now.
    @discardableResult
    func evaluate(layer: Layer, atLayerTime layerTime: CFTimeInterval, viewMoves: Bool) -> Bool {
        guard !isGeneral else { return false }
        if baseIsStale || viewMoves {
            guard readBase(of: layer) else {
                isGeneral = true
                return false
            }
        } else if layerTime == evaluatedAt {
            return true
        }
        evaluatedAt = layerTime
        for index in chains.indices { values.moments[index] = chains[index].moment(atLayerTime: layerTime) }
        values.blend()
        return true
    }

    /// Reads the values of the row's properties: the layer's own, or for a view's layer, over its view's presentation.
    private func readBase(of layer: Layer) -> Bool {
        let source = layer.view == nil ? layer : type(of: layer).init(layer: layer)
        for slot in values.slots {
            guard let value = source.value(forLayerKey: slot.key) else { return false }
            if case .transform(let t) = value {
                guard let decomposed = TransformDecomposition(t) else { return false }
                values.baseParts[slot.index] = decomposed
            } else {
                (values.baseLanes[slot.index], values.basePresent[slot.index]) = LayerSlotKind.lanes(of: value)
            }
        }
        baseIsStale = false
        evaluatedAt = .nan
        return true
    }

    /// Writes what the animations showed in the last evaluation into `copy` (a presentation copy of the layer).
    func write(into copy: Layer) {
        for (index, slot) in values.slots.enumerated() where values.touched[index] {
            _ = copy.setValue(values.shown(slot), forLayerKey: slot.key)
        }
    }
}
