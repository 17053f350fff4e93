/// Core Animation's basic animations fused like view tracks: the rows of one layer's animations that share a run (a
/// group's children timed alike), each the first of its key in the blend and each given by its ends as numbers, are one
/// segment of the plan — one progress read and one loop over their numbers, with no call per row.
///
/// Each number is ``AnimationEnds``' `start + (end − start) × progress` (plus the model when additive), with each end
/// fixed or the model's (the current value under a first row is the model), gathered as `a + b × progress + model × w`,
/// where the model's weight `w` is one of four: 0 (both ends fixed), `1 − progress` (from the model), `progress` (to
/// the model) or 1 (added to it). The numbers of a key a row leaves alone (`"position.x"` leaves `y`) are the model's:
/// the first row of a key starts all of it from the model.
extension TrackTable {
    /// One number of a fused segment of ends: `a + b × progress`, plus the model at its place by its weight
    /// (``FusedEndPlace``, beside it in ``fusedEndPlaces``). Sixteen bytes, so that a frame reads little.
    struct FusedEnd {
        let a: Double, b: Double
    }

    /// Where a fused number is written, and how much of the model under it it takes.
    struct FusedEndPlace {
        /// The model's weight in the number, as a function of the progress.
        enum Weight: UInt8 {
            /// Both ends are fixed: none of the model.
            case none
            /// From the model: `1 − progress`.
            case remaining
            /// To the model: `progress`.
            case progress
            /// Added to the model, or the model itself: 1.
            case whole
        }

        let place: UInt8
        let weight: Weight
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
                    fusedEnds.append(FusedEnd(a: 0, b: 0))
                    fusedEndPlaces.append(FusedEndPlace(place: UInt8(place), weight: .whole))
                    continue
                }
                let (end, weight) = TrackTable.fusedEnd(ends, index: index)
                fusedEnds.append(end)
                fusedEndPlaces.append(FusedEndPlace(place: UInt8(place), weight: weight))
            }
        }
        return Segment(
            kind: .ends, target: target, slot: slot, row: colorRow, start: Int32(start), count: UInt8(fusedEnds.count - start),
            firstPlace: UInt8(alphaPlace), isContiguous: false, bits: bits)
    }

    private static func fusedEnd(_ ends: AnimationEnds, index: Int) -> (FusedEnd, FusedEndPlace.Weight) {
        let (from, to) = (ends.from[index], ends.to[index])
        // Each end as `fixed + fromModel × model`: what lies under a first row is the model; an additive animation's
        // ends start from 0 and add the model (a weight of 1 whatever its ends).
        let (start, end): (Double, Double), weight: FusedEndPlace.Weight
        switch ends.source {
        case .fixed: (start, end, weight) = (from, to, .none)
        case .fromCurrent: (start, end, weight) = (0, to, .remaining)
        case .toCurrent: (start, end, weight) = (from, 0, .progress)
        case .byFromCurrent: (start, end, weight) = (0, to, .whole)
        case .current: (start, end, weight) = (0, 0, .whole)
        }
        return (FusedEnd(a: start, b: end - start), ends.isAdditive ? .whole : weight)
    }

    /// Blends a fused segment of ends at `progress` (NaN: the animations show nothing now, and their keys the model).
    @inline(__always)
    func blend(
        ends segment: Segment, fused: UnsafeBufferPointer<FusedEnd>, places: UnsafeBufferPointer<FusedEndPlace>, progress: Double,
        stamp: Int, model: UnsafeMutablePointer<Double>, presentation: UnsafeMutablePointer<Double>
    ) {
        _ = TrackTable.claim(segment.bits, of: segment.target, stamp: stamp)
        guard let base = fused.baseAddress, let placeBase = places.baseAddress else { return }
        let numbers = base + Int(segment.start), written = placeBase + Int(segment.start)
        if progress.isNaN {
            for index in 0..<Int(segment.count) { presentation[Int(written[index].place)] = model[Int(written[index].place)] }
            return
        }
        let remaining = 1 - progress
        for index in 0..<Int(segment.count) {
            let number = numbers[index], place = Int(written[index].place)
            // The model's weight picked, not looked up in a table: a table built here is stored again on every pass.
            let weight: Double
            switch written[index].weight {
            case .none: weight = 0
            case .remaining: weight = remaining
            case .progress: weight = progress
            case .whole: weight = 1
            }
            presentation[place] = number.a + number.b * progress + model[place] * weight
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
