import Foundation

/// One row's share of a frame: from its base, each track in the order added writes the value its animation shows at
/// its moment over what the tracks before it left.
extension LayerRowValues {
    /// The live rows whose layers' values changed, or that belong to a view's layer (whose view may move).
    func rowsToCheck(into rows: inout [Int]) {
        rows.removeAll(keepingCapacity: true)
        for index in records.indices where records[index].isLive && (records[index].baseIsStale || records[index].isViewBacked) {
            rows.append(index)
        }
    }

    /// Works out row `index` at its layer's time `layerTime` (never inlined: the tick's pass calls it for the rows it does
    /// not fuse, and stays small enough to keep its own values in registers).
    @inline(never)
    mutating func blend(row index: Int, atLayerTime layerTime: CFTimeInterval) {
        let row = records[index]
        for chain in row.chains { moments[chain] = Self.moment(of: chains[chain], atLayerTime: layerTime) }
        blend(row)
        guard fusions[index].canFuse, let moment = moments[row.chains.lowerBound] else { return fusions[index].forget() }
        let t = moment.progress
        fusions[index].isPrimed = t > 0 && t < 1
        fusions[index].lastProgress = t
    }

    /// `chain`'s moment at `layerTime`, read without a retain — and, being of no actor, without the isolation check a
    /// main-actor closure makes each time it runs.
    nonisolated static func moment(of chain: Unmanaged<TimingChain>, atLayerTime layerTime: CFTimeInterval) -> AnimationMoment? {
        chain._withUnsafeGuaranteedRef { $0.moment(atLayerTime: layerTime) }
    }

    private mutating func blend(_ row: LayerRowRecord) {
        for index in row.slots {
            touched[index] = false
            if !slots[index].isCovered { showBase(slot: index, of: row) }
        }
        for index in row.tracks { blend(track: index, of: row) }
    }

    /// Slot `index` shows its layer's own value.
    private mutating func showBase(slot index: Int, of row: LayerRowRecord) {
        if slots[index].kind == .transform {
            let place = row.parts.lowerBound + slots[index].index
            (parts[place], partsAreTakenApart[place]) = (baseParts[place], true)
        } else {
            let place = row.lanes.lowerBound + slots[index].index
            (lanes[place], present[place]) = (baseLanes[place], basePresent[place])
        }
    }

    /// The value slot `index` (of the table) shows after its row's last blend.
    func shown(slot index: Int, of row: LayerRowRecord) -> LayerValue {
        let slot = slots[index]
        return slot.kind == .transform
            ? .transform(parts[row.parts.lowerBound + slot.index].transform)
            : slot.kind.value(lanes: lanes[row.lanes.lowerBound + slot.index], isPresent: present[row.lanes.lowerBound + slot.index])
    }

    private mutating func blend(track index: Int, of row: LayerRowRecord) {
        // Fields are read in place: a track is too large to copy out every frame.
        let slotIndex = row.slots.lowerBound + tracks[index].slot
        guard let moment = moments[row.chains.lowerBound + tracks[index].chain] else {
            if tracks[index].coversSlot { showBase(slot: slotIndex, of: row) }
            return
        }
        touched[slotIndex] = true
        let slot = slots[slotIndex], t = moment.progress
        switch tracks[index].op {
        case .lerp:
            // As ``interpolate(_:from:to:fraction:)`` does it, to the bit.
            let place = row.lanes.lowerBound + slot.index
            let value =
                tracks[index].valueKind == .number
                ? tracks[index].from + tracks[index].delta * t : tracks[index].to - tracks[index].delta * (1 - t)
            guard case .lanes(let first) = tracks[index].part else {
                (lanes[place], present[place]) = (value, true)
                return
            }
            for lane in 0..<tracks[index].valueKind.laneCount { lanes[place][first + lane] = value[lane] }
        case .lerpColor:
            let place = row.lanes.lowerBound + slot.index
            let mixed = tracks[index].to - tracks[index].delta * (1 - t)
            // Between two colours in gamut a blend stays in it; a curve that overshoots leaves it.
            lanes[place] = t >= 0 && t <= 1 ? mixed : Self.keptInGamut(mixed)
            present[place] = true
        case .fixedTransform:
            let place = row.parts.lowerBound + slot.index, ends = row.transformEnds + tracks[index].transformEnds
            if t == 0 || t == 1 {
                parts[place] = t == 0 ? transformEnds[ends].from : transformEnds[ends].to
            } else {
                let turn = transformEnds[ends].turn
                parts[place] = TransformDecomposition.blendedParts(
                    transformEnds[ends].from, transformEnds[ends].to, turn: turn, fraction: t, sines: turnSines.of(turn, fraction: t))
            }
            partsAreTakenApart[place] = t == 0 || t == 1
        case .general: blendInGeneral(track: index, of: row, slot: slot, moment: moment)
        }
    }

    /// A track of ends read from the current value, of a part of a property, or added or accumulated.
    private mutating func blendInGeneral(track index: Int, of row: LayerRowRecord, slot: LayerRowSlot, moment: AnimationMoment) {
        if tracks[index].valueKind == .transform {
            let place = row.parts.lowerBound + slot.index, t = moment.progress
            blendTransform(track: index, ends: row.transformEnds + tracks[index].transformEnds, into: place, fraction: t)
            partsAreTakenApart[place] = t == 0 || t == 1
            return
        }
        let place = slot.kind == .transform ? row.parts.lowerBound + slot.index : row.lanes.lowerBound + slot.index
        if case .transform = tracks[index].part, !partsAreTakenApart[place] {
            // A part is read from, and written into, the transform the tracks before made, taken apart again (as the
            // value is a matrix between animations): blended parts with perspective do not survive that unchanged.
            parts[place] = TransformDecomposition(parts[place].transform) ?? TransformDecomposition()
            partsAreTakenApart[place] = true
        }
        let kind = tracks[index].valueKind, isAdditive = tracks[index].isAdditive && kind != .color
        let current = readLanes(track: index, at: place)
        let base = isAdditive ? (lanes: SIMD4<Double>(), isPresent: true) : current
        var a = (lanes: tracks[index].from, isPresent: tracks[index].fromIsPresent)
        var b = (lanes: tracks[index].to, isPresent: tracks[index].toIsPresent)
        switch tracks[index].ends {
        case .fixed: break
        case .fromCurrent: a = base
        case .toCurrent: b = base
        case .byFromCurrent: (a, b) = (base, (base.lanes + b.lanes * 1, true))
        case .current: (a, b) = (base, base)
        }
        var value = Self.interpolate(kind, from: a, to: b, fraction: moment.progress)
        if kind != .color {
            if tracks[index].isCumulative, moment.iteration > 0 {
                value.lanes = value.lanes + (b.lanes + a.lanes * -1) * Double(moment.iteration)
            }
            if isAdditive { value.lanes = current.lanes + value.lanes * 1 }
        }
        writeLanes(value, track: index, at: place)
    }

    /// A whole transform a fraction `t` of the way between the track's fixed end and the current value (the parts at
    /// `place`).
    private mutating func blendTransform(track index: Int, ends: Int, into place: Int, fraction t: Double) {
        switch tracks[index].ends {
        case .fromCurrent:
            if t != 0 {
                parts[place] =
                    t == 1 ? transformEnds[ends].to : TransformDecomposition.blendedParts(parts[place], transformEnds[ends].to, fraction: t)
            }
        case .toCurrent:
            if t != 1 {
                parts[place] =
                    t == 0
                    ? transformEnds[ends].from : TransformDecomposition.blendedParts(transformEnds[ends].from, parts[place], fraction: t)
            }
        case .fixed, .byFromCurrent, .current: break
        }
    }

    /// The value a fraction `t` of the way from `a` to `b`, as ``LayerValue``'s interpolation makes it.
    private static func interpolate(
        _ kind: LayerSlotKind, from a: (lanes: SIMD4<Double>, isPresent: Bool), to b: (lanes: SIMD4<Double>, isPresent: Bool),
        fraction t: Double
    ) -> (lanes: SIMD4<Double>, isPresent: Bool) {
        switch kind {
        case .number: return (SIMD4(a.lanes[0] + (b.lanes[0] - a.lanes[0]) * t, 0, 0, 0), true)
        case .color:
            guard a.isPresent, b.isPresent else { return t < 1 ? a : b }
            return (Self.keptInGamut(b.lanes + (a.lanes - b.lanes) * (1 - t)), true)
        case .point, .size, .rect, .transform: return (b.lanes + (a.lanes - b.lanes) * (1 - t), true)
        }
    }

    /// A blended premultiplied colour as a colour value keeps it: alpha within 0…1, each channel within 0…1 of it.
    private static func keptInGamut(_ color: SIMD4<Double>) -> SIMD4<Double> {
        let alpha = Swift.min(Swift.max(color[3], 0), 1)
        guard alpha > 0 else { return SIMD4() }
        var kept = SIMD4<Double>(0, 0, 0, alpha)
        for channel in 0..<3 { kept[channel] = Swift.min(Swift.max(color[channel] / alpha, 0), 1) * alpha }
        return kept
    }

    /// The value at the track's place (lanes `place`, or parts `place` for a transform): the whole property's lanes,
    /// some of them, or a part of a transform.
    private func readLanes(track index: Int, at place: Int) -> (lanes: SIMD4<Double>, isPresent: Bool) {
        switch tracks[index].part {
        case .whole: return (lanes[place], present[place])
        case .lanes(let first):
            var value = SIMD4<Double>()
            for lane in 0..<tracks[index].valueKind.laneCount { value[lane] = lanes[place][first + lane] }
            return (value, true)
        case .transform(let path): return LayerSlotKind.lanes(of: path.value(inParts: parts[place]))
        }
    }

    private mutating func writeLanes(_ value: (lanes: SIMD4<Double>, isPresent: Bool), track index: Int, at place: Int) {
        switch tracks[index].part {
        case .whole: (lanes[place], present[place]) = value
        case .lanes(let first):
            for lane in 0..<tracks[index].valueKind.laneCount { lanes[place][first + lane] = value.lanes[lane] }
        case .transform(let path):
            _ = path.replace(in: &parts[place], with: tracks[index].valueKind.value(lanes: value.lanes, isPresent: true))
            partsAreTakenApart[place] = false
        }
    }
}
