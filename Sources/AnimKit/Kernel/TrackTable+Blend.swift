/// The blend: every animated view's presentation rebuilt from its model and the tracks in flight, in one pass over the columns.
extension TrackTable {
    static let modelOffset = MemoryLayout<BlendValues>.offset(of: \BlendValues.model) ?? 0
    static let presentationOffset = MemoryLayout<BlendValues>.offset(of: \BlendValues.presentation) ?? 0

    /// Rebuilds the presentation of every animated view: its model plus each track's remaining offset.
    ///
    /// The first track of a property in a blend starts it from the model; later
    /// ones add to it, in the order the tracks began. A simple track adds
    /// `offset × (1 − progress)` inline; the others are evaluated by their record.
    /// The rows are walked as the plan cut them (``rebuildPlan()``).
    func blend() {
        compact()
        if !planIsCurrent { rebuildPlan() }
        needsBlend = false
        let stamp = stamps.next()
        lastStamp = stamp
        // Local copies (shared, not copied) read without the exclusivity checks a class's stored properties cost.
        let runStates = runs.states
        // Read once: a static computed at run time costs a lazy-initialisation check at every use.
        let offsets = (model: TrackTable.modelOffset, presentation: TrackTable.presentationOffset)
        withBlendColumns { columns in
            for segment in columns.segments {
                switch segment.kind {
                case .row:
                    let row = Int(segment.row)
                    // A Core Animation row's motion, read in place: not a copy of the row's motion.
                    blend(
                        row: row, into: segment.target, layout: columns.layouts[row], animation: columns.motions[row].animation,
                        deltas: columns.deltas, progress: columns.progress, stamp: stamp, offsets: offsets)
                case .offsets:
                    let runProgress =
                        segment.row < 0
                        ? columns.progress[Int(segment.slot)]
                        : TrackTable.timedProgress(columns.motions[Int(segment.row)], on: runStates[Int(segment.slot)])
                    blend(
                        fused: segment, deltas: columns.fusedDeltas, places: columns.places, remaining: 1 - runProgress,
                        stamp: stamp, offsets: offsets)
                case .ends:
                    let raw = UnsafeMutableRawPointer(segment.target)
                    blend(
                        ends: segment, fused: columns.fusedEnds, places: columns.endPlaces, progress: columns.progress[Int(segment.slot)],
                        stamp: stamp, model: (raw + offsets.model).assumingMemoryBound(to: Double.self),
                        presentation: (raw + offsets.presentation).assumingMemoryBound(to: Double.self))
                case .transform:
                    let raw = UnsafeMutableRawPointer(segment.target)
                    blend(
                        transform: segment, progress: columns.progress[Int(segment.slot)], stamp: stamp,
                        model: (raw + offsets.model).assumingMemoryBound(to: Double.self),
                        presentation: (raw + offsets.presentation).assumingMemoryBound(to: Double.self))
                }
            }
        }
    }

    /// The columns one blend reads, pinned for it.
    struct BlendColumns {
        let segments: UnsafeBufferPointer<Segment>, layouts: UnsafeBufferPointer<Layout>, motions: UnsafeBufferPointer<TrackMotion>
        let deltas: UnsafeBufferPointer<Double>, progress: UnsafeBufferPointer<Double>
        let fusedDeltas: UnsafeBufferPointer<Double>, places: UnsafeBufferPointer<UInt8>
        let fusedEnds: UnsafeBufferPointer<FusedEnd>, endPlaces: UnsafeBufferPointer<FusedEndPlace>
    }

    /// Runs `body` with the plan's and the tracks' columns and the runs' progress pinned: the one place the blend's
    /// arrays are opened.
    @inline(__always)
    private func withBlendColumns(_ body: (BlendColumns) -> Void) {
        let (segments, layouts, motions, deltas, progress) = (self.segments, self.layouts, self.motions, self.deltas, runs.progress)
        let (fusedDeltas, places, fusedEnds, endPlaces) = (self.fusedDeltas, fusedPlaces, self.fusedEnds, fusedEndPlaces)
        segments.withUnsafeBufferPointer { segments in
            layouts.withUnsafeBufferPointer { layouts in
                motions.withUnsafeBufferPointer { motions in
                    deltas.withUnsafeBufferPointer { deltas in
                        progress.withUnsafeBufferPointer { progress in
                            fusedDeltas.withUnsafeBufferPointer { fusedDeltas in
                                places.withUnsafeBufferPointer { places in
                                    fusedEnds.withUnsafeBufferPointer { fusedEnds in
                                        endPlaces.withUnsafeBufferPointer { endPlaces in
                                            body(
                                                BlendColumns(
                                                    segments: segments, layouts: layouts, motions: motions, deltas: deltas,
                                                    progress: progress, fusedDeltas: fusedDeltas, places: places, fusedEnds: fusedEnds,
                                                    endPlaces: endPlaces))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Marks the properties `bits` as blended on `values` in the blend `stamp` (the first claim in a blend starts
    /// from none); returns whether none of them had been blended in it yet, so their track starts from the model.
    @inline(__always)
    static func claim(_ bits: UInt8, of values: UnsafeMutablePointer<BlendValues>, stamp: Int) -> Bool {
        if values.pointee.stamp != stamp {
            values.pointee.stamp = stamp
            values.pointee.blendedBits = 0
        }
        defer { values.pointee.blendedBits |= bits }
        return values.pointee.blendedBits & bits == 0
    }

    /// A fused segment: every number it moves is the first track of its property, `model + delta × remaining`, at its packed place.
    @inline(__always)
    private func blend(
        fused segment: Segment, deltas: UnsafeBufferPointer<Double>, places: UnsafeBufferPointer<UInt8>, remaining: Double,
        stamp: Int, offsets: (model: Int, presentation: Int)
    ) {
        let values = segment.target
        _ = TrackTable.claim(segment.bits, of: values, stamp: stamp)
        guard let deltaBase = deltas.baseAddress, let placeBase = places.baseAddress else { return }
        let raw = UnsafeMutableRawPointer(values)
        let model = (raw + offsets.model).assumingMemoryBound(to: Double.self)
        let presentation = (raw + offsets.presentation).assumingMemoryBound(to: Double.self)
        let delta = deltaBase + Int(segment.start), count = Int(segment.count)
        if segment.isContiguous {
            let first = Int(segment.firstPlace)
            TrackTable.add(count, delta, times: remaining, to: presentation + first, from: model + first)
            return
        }
        let place = placeBase + Int(segment.start)
        if remaining == 0 {
            for index in 0..<count { presentation[Int(place[index])] = model[Int(place[index])] }
        } else {
            for index in 0..<count {
                let packed = Int(place[index])
                presentation[packed] = model[packed] + delta[index] * remaining
            }
        }
    }

    @inline(__always)
    private func blend(
        row: Int, into values: UnsafeMutablePointer<BlendValues>, layout: Layout, animation: LayerMotion?,
        deltas: UnsafeBufferPointer<Double>, progress: UnsafeBufferPointer<Double>, stamp: Int, offsets: (model: Int, presentation: Int)
    ) {
        let first = TrackTable.claim(layout.bit, of: values, stamp: stamp)
        let raw = UnsafeMutableRawPointer(values), start = Int(layout.start)
        let model = (raw + offsets.model).assumingMemoryBound(to: Double.self) + start
        let presentation = (raw + offsets.presentation).assumingMemoryBound(to: Double.self) + start
        guard layout.isSimple, let base = deltas.baseAddress else {
            if let animation {
                let wholeModel = (raw + offsets.model).assumingMemoryBound(to: Double.self)
                let wholePresentation = (raw + offsets.presentation).assumingMemoryBound(to: Double.self)
                // A track's row (a view's layer's 3-D transform) is as far along as the share its track has travelled.
                let shownProgress = animation.followsTrack ? 1 - self.contribution(row: row)[0] : progress[Int(layout.slot)]
                return blend(
                    animation: animation, slot: Int(layout.slot), progress: shownProgress, places: start, model: wholeModel,
                    presentation: wholePresentation, first: first, stamp: stamp)
            }
            let contribution = self.contribution(row: row)
            for component in 0..<Int(layout.count) {
                presentation[component] = (first ? model[component] : presentation[component]) + contribution[component]
            }
            return
        }
        let remaining = 1 - progress[Int(layout.slot)]
        let delta = base + Int(layout.delta)
        // Constant counts let each property's loop unroll, with no exit for the branch predictor to miss.
        switch layout.count {
        case 1: TrackTable.add(1, delta, times: remaining, to: presentation, from: first ? model : nil)
        case 2: TrackTable.add(2, delta, times: remaining, to: presentation, from: first ? model : nil)
        case 4: TrackTable.add(4, delta, times: remaining, to: presentation, from: first ? model : nil)
        case 6: TrackTable.add(6, delta, times: remaining, to: presentation, from: first ? model : nil)
        default: TrackTable.add(Int(layout.count), delta, times: remaining, to: presentation, from: first ? model : nil)
        }
    }

    /// `presentation = (model, when given, else presentation) + delta × remaining`, over `count` numbers; nothing is added when `remaining` is 0.
    @inline(__always)
    private static func add(
        _ count: Int, _ delta: UnsafePointer<Double>, times remaining: Double, to presentation: UnsafeMutablePointer<Double>,
        from model: UnsafeMutablePointer<Double>?
    ) {
        if let model {
            if remaining == 0 {
                for component in 0..<count { presentation[component] = model[component] }
            } else {
                for component in 0..<count { presentation[component] = model[component] + delta[component] * remaining }
            }
        } else if remaining != 0 {
            for component in 0..<count { presentation[component] += delta[component] * remaining }
        }
    }
}
