import Foundation

/// One row's share of a frame: from its base, each track in the order added writes the value its animation shows at
/// its moment over what the tracks before it left.
extension LayerRowValues {
    mutating func blend(_ row: LayerRowRecord) {
        for index in row.lanes { (lanes[index], present[index]) = (baseLanes[index], basePresent[index]) }
        for index in row.parts { (parts[index], partsAreTakenApart[index]) = (baseParts[index], true) }
        for index in row.slots { touched[index] = false }
        for index in row.tracks { blend(track: index, of: row) }
    }

    /// The value slot `index` (of the table) shows after its row's last blend.
    func shown(slot index: Int, of row: LayerRowRecord) -> LayerValue {
        let slot = slots[index]
        return slot.kind == .transform
            ? .transform(parts[row.parts.lowerBound + slot.index].transform)
            : slot.kind.value(lanes: lanes[row.lanes.lowerBound + slot.index], isPresent: present[row.lanes.lowerBound + slot.index])
    }

    private mutating func blend(track index: Int, of row: LayerRowRecord) {
        let track = tracks[index]
        guard let moment = moments[row.chains.lowerBound + track.chain] else { return }
        let slotIndex = row.slots.lowerBound + track.slot
        touched[slotIndex] = true
        let slot = slots[slotIndex]
        if track.valueKind == .transform {
            let place = row.parts.lowerBound + slot.index
            let current = parts[place]
            var (a, b) = track.transformEnds >= 0 ? transformEnds[row.transformEnds + track.transformEnds] : (current, current)
            switch track.ends {
            case .fromCurrent: a = current
            case .toCurrent: b = current
            case .fixed, .byFromCurrent, .current: break
            }
            let t = moment.progress
            parts[place] = t == 0 ? a : t == 1 ? b : TransformDecomposition.blendedParts(a, b, fraction: t)
            partsAreTakenApart[place] = t == 0 || t == 1
            return
        }
        let place = slot.kind == .transform ? row.parts.lowerBound + slot.index : row.lanes.lowerBound + slot.index
        if case .transform = track.part, !partsAreTakenApart[place] {
            // A part is read from, and written into, the transform the tracks before made, taken apart again (as the
            // value is a matrix between animations): blended parts with perspective do not survive that unchanged.
            parts[place] = TransformDecomposition(parts[place].transform) ?? TransformDecomposition()
            partsAreTakenApart[place] = true
        }
        let current = readLanes(track, at: place)
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
        writeLanes(value, track, at: place)
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

    /// The value at the track's place (lanes `place`, or parts `place` for a transform): the whole property's lanes,
    /// some of them, or a part of a transform.
    private func readLanes(_ track: LayerTrack, at place: Int) -> (lanes: SIMD4<Double>, isPresent: Bool) {
        switch track.part {
        case .whole: return (lanes[place], present[place])
        case .lanes(let first):
            var value = SIMD4<Double>()
            for lane in 0..<track.valueKind.laneCount { value[lane] = lanes[place][first + lane] }
            return (value, true)
        case .transform(let path): return LayerSlotKind.lanes(of: path.value(inParts: parts[place]))
        }
    }

    private mutating func writeLanes(_ value: (lanes: SIMD4<Double>, isPresent: Bool), _ track: LayerTrack, at place: Int) {
        switch track.part {
        case .whole: (lanes[place], present[place]) = value
        case .lanes(let first):
            for lane in 0..<track.valueKind.laneCount { lanes[place][first + lane] = value.lanes[lane] }
        case .transform(let path):
            _ = path.replace(in: &parts[place], with: track.valueKind.value(lanes: value.lanes, isPresent: true))
            partsAreTakenApart[place] = false
        }
    }
}
