/// Core Animation's basic animations fused like view tracks: the rows of one layer's animations that share a run (a
/// group's children timed alike), each the first of its key in the blend and each given by its ends as numbers, are one
/// segment of the plan — one progress read and one loop over their numbers, with no call per row.
///
/// Each number is ``AnimationEnds``' `start + (end − start) × progress` (plus the model when additive), with each end
/// fixed or the model's (the current value under a first row is the model), gathered as `a + b × progress + model × (c
/// + d × progress)`. The numbers of a key a row leaves alone (`"position.x"` leaves `y`) are the model's: the first row
/// of a key starts all of it from the model.
extension TrackTable {
    /// One number of a fused segment of ends: `a + b × progress + model × (c + d × progress)` at its packed place.
    struct FusedEnd {
        let a: Double, b: Double, c: Double, d: Double
        let place: Int
    }

    /// Whether `row` is a basic animation the plan can fuse: its ends are numbers, its cycle's number changes nothing,
    /// it starts from its key's model.
    func fusesEnds(row: Int) -> Bool {
        guard let animation = motions[row].animation, let ends = animation.ends else { return false }
        return !ends.isCumulative && !animation.startsFromView
    }

    /// One segment for `rows`, each the first of a different key of `target` on the run in `slot`.
    func fuseEnds(rows: Range<Int>, target: UnsafeMutablePointer<BlendValues>, slot: Int32) -> Segment {
        let start = fusedEnds.count
        var bits: UInt8 = 0, colorRow: Int32 = -1, alphaPlace = 0
        for row in rows {
            guard let animation = motions[row].animation, let ends = animation.ends else { continue }
            bits |= layouts[row].bit
            if ends.isColor { (colorRow, alphaPlace) = (Int32(row), animation.propertyStart + 3) }
            let first = Int(layouts[row].start)
            for place in animation.propertyStart..<animation.propertyStart + animation.propertyCount {
                let index = place - first
                guard index >= 0, index < animation.count else {
                    fusedEnds.append(FusedEnd(a: 0, b: 0, c: 1, d: 0, place: place))
                    continue
                }
                fusedEnds.append(TrackTable.fusedEnd(ends, index: index, place: place))
            }
        }
        return Segment(
            kind: .ends, target: target, slot: slot, row: colorRow, start: Int32(start), count: UInt8(fusedEnds.count - start),
            firstPlace: UInt8(alphaPlace), isContiguous: false, bits: bits)
    }

    private static func fusedEnd(_ ends: AnimationEnds, index: Int, place: Int) -> FusedEnd {
        // What lies under a first row is the model; an additive animation's ends start from 0 and add the model.
        let under = ends.isAdditive ? 0.0 : 1.0
        let (from, to) = (ends.from[index], ends.to[index])
        // Each end as `fixed + fromModel × model`.
        let (start, end, startFromModel, endFromModel): (Double, Double, Double, Double)
        switch ends.source {
        case .fixed: (start, end, startFromModel, endFromModel) = (from, to, 0, 0)
        case .fromCurrent: (start, end, startFromModel, endFromModel) = (0, to, under, 0)
        case .toCurrent: (start, end, startFromModel, endFromModel) = (from, 0, 0, under)
        case .byFromCurrent: (start, end, startFromModel, endFromModel) = (0, to, under, under)
        case .current: (start, end, startFromModel, endFromModel) = (0, 0, under, under)
        }
        return FusedEnd(
            a: start, b: end - start, c: startFromModel + (ends.isAdditive ? 1 : 0), d: endFromModel - startFromModel, place: place)
    }

    /// Blends a fused segment of ends at `progress` (NaN: the animations show nothing now, and their keys the model).
    @inline(__always)
    func blend(
        ends segment: Segment, fused: UnsafeBufferPointer<FusedEnd>, progress: Double, stamp: Int,
        model: UnsafeMutablePointer<Double>, presentation: UnsafeMutablePointer<Double>
    ) {
        _ = TrackTable.claim(segment.bits, of: segment.target, stamp: stamp)
        guard let base = fused.baseAddress else { return }
        let numbers = base + Int(segment.start)
        if progress.isNaN {
            for index in 0..<Int(segment.count) { presentation[numbers[index].place] = model[numbers[index].place] }
            return
        }
        for index in 0..<Int(segment.count) {
            let number = numbers[index]
            presentation[number.place] = number.a + number.b * progress + model[number.place] * (number.c + number.d * progress)
        }
        // A colour over no colour does not blend but snaps: the row's own way. (One past its ends, on a curve that
        // overshoots, needs nothing more: a colour made of the numbers keeps itself in gamut.)
        guard segment.row >= 0, model[Int(segment.firstPlace)] <= 0 else { return }
        let row = Int(segment.row)
        guard let animation = motions[row].animation else { return }
        for place in animation.propertyStart..<animation.propertyStart + animation.propertyCount { presentation[place] = model[place] }
        blend(
            animation: animation, slot: Int(segment.slot), progress: progress, places: Int(layouts[row].start), model: model,
            presentation: presentation, first: false, stamp: stamp)
    }
}
