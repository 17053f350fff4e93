import Foundation

/// A row's values and tracks: what the layer's own values are (the base), what the tracks make of them each frame, and
/// the arithmetic ``CABasicAnimation`` does on values, done here on lanes and transform parts.
struct LayerRowValues {
    var slots: [LayerRow.Slot] = []
    var baseLanes: [SIMD4<Double>] = [], lanes: [SIMD4<Double>] = []
    var basePresent: [Bool] = [], present: [Bool] = []
    var baseParts: [TransformDecomposition] = [], parts: [TransformDecomposition] = []
    /// Which slots a track wrote in the last evaluation.
    var touched: [Bool] = []
    var tracks: [LayerTrack] = []
    var transformEnds: [(from: TransformDecomposition, to: TransformDecomposition)] = []
    /// Each chain's moment now, by the row's chain index.
    var moments: [AnimationMoment?] = []
    /// Whether a transform's parts are as taking its matrix apart gives them (not yet blended or changed in part).
    var partsAreTakenApart: [Bool] = []

    /// Starts from the base and lets every track, in the order added, write its value over what the ones before left.
    mutating func blend() {
        if lanes.count != baseLanes.count { (lanes, present) = (baseLanes, basePresent) }
        if parts.count != baseParts.count { (parts, partsAreTakenApart) = (baseParts, baseParts.map { _ in true }) }
        for index in lanes.indices { (lanes[index], present[index]) = (baseLanes[index], basePresent[index]) }
        for index in parts.indices { (parts[index], partsAreTakenApart[index]) = (baseParts[index], true) }
        for index in touched.indices { touched[index] = false }
        for index in tracks.indices { blend(track: index) }
    }

    /// The value `slot` shows after the last blend.
    func shown(_ slot: LayerRow.Slot) -> LayerValue {
        slot.kind == .transform
            ? .transform(parts[slot.index].transform) : slot.kind.value(lanes: lanes[slot.index], isPresent: present[slot.index])
    }

    private mutating func blend(track index: Int) {
        let track = tracks[index]
        guard let moment = moments[track.chain] else { return }
        let slot = slots[track.slot]
        touched[track.slot] = true
        if track.valueKind == .transform {
            let current = parts[slot.index]
            var (a, b) = track.transformEnds >= 0 ? transformEnds[track.transformEnds] : (current, current)
            switch track.ends {
            case .fromCurrent: a = current
            case .toCurrent: b = current
            case .fixed, .byFromCurrent, .current: break
            }
            let t = moment.progress
            parts[slot.index] = t == 0 ? a : t == 1 ? b : TransformDecomposition.blendedParts(a, b, fraction: t)
            partsAreTakenApart[slot.index] = t == 0 || t == 1
            return
        }
        if case .transform = track.part, !partsAreTakenApart[slot.index] {
            // A part is read from, and written into, the transform the tracks before made, taken apart again (as the
            // value is a matrix between animations): blended parts with perspective do not survive that unchanged.
            parts[slot.index] = TransformDecomposition(parts[slot.index].transform) ?? TransformDecomposition()
            partsAreTakenApart[slot.index] = true
        }
        let current = readLanes(track, slot: slot)
        let base = track.isAdditive && track.valueKind != .color ? (lanes: SIMD4<Double>(), isPresent: true) : current
        var (a, b) = ((lanes: track.from, isPresent: track.fromIsPresent), (lanes: track.to, isPresent: track.toIsPresent))
        switch track.ends {
        case .fixed: break
        case .fromCurrent: a = base
        case .toCurrent: b = base
        case .byFromCurrent: (a, b) = (base, (base.lanes + track.to * 1, true))
        case .current: (a, b) = (base, base)
        }
        var value = Self.interpolate(track.valueKind, from: a, to: b, fraction: moment.progress)
        if track.valueKind != .color {
            if track.isCumulative, moment.iteration > 0 {
                value.lanes = value.lanes + (b.lanes + a.lanes * -1) * Double(moment.iteration)
            }
            if track.isAdditive { value.lanes = current.lanes + value.lanes * 1 }
        }
        writeLanes(value, track, slot: slot)
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
            // A colour's channels are kept within 0…1 once blended, as a colour value keeps them.
            return LayerSlotKind.lanes(of: kind.value(lanes: b.lanes + (a.lanes - b.lanes) * (1 - t), isPresent: true))
        case .point, .size, .rect, .transform: return (b.lanes + (a.lanes - b.lanes) * (1 - t), true)
        }
    }

    /// The value at the track's place: lanes of the whole property, some of them, or a part of a transform.
    private func readLanes(_ track: LayerTrack, slot: LayerRow.Slot) -> (lanes: SIMD4<Double>, isPresent: Bool) {
        switch track.part {
        case .whole: return (lanes[slot.index], present[slot.index])
        case .lanes(let first):
            var value = SIMD4<Double>()
            for lane in 0..<track.valueKind.laneCount { value[lane] = lanes[slot.index][first + lane] }
            return (value, true)
        case .transform(let path): return LayerSlotKind.lanes(of: path.value(inParts: parts[slot.index]))
        }
    }

    private mutating func writeLanes(_ value: (lanes: SIMD4<Double>, isPresent: Bool), _ track: LayerTrack, slot: LayerRow.Slot) {
        switch track.part {
        case .whole: (lanes[slot.index], present[slot.index]) = value
        case .lanes(let first):
            for lane in 0..<track.valueKind.laneCount { lanes[slot.index][first + lane] = value.lanes[lane] }
        case .transform(let path):
            _ = path.replace(in: &parts[slot.index], with: track.valueKind.value(lanes: value.lanes, isPresent: true))
            partsAreTakenApart[slot.index] = false
        }
    }
}
