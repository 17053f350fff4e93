/// The blend of a Core Animation animation's row: its value at its run's moment, written over what lies under it in the
/// layer's presentation (or added to it), where the rows before it — a view's block animations, the layer's earlier
/// animations — left it.
extension TrackTable {
    /// Writes `animation`'s value at `run`'s moment (`progress` through its cycle) at the packed places from `places`.
    ///
    /// The first row of a property in a blend starts the whole property from the model (a row may move some of its
    /// numbers: `"position.x"`); an animation that shows nothing now leaves what lies under it.
    @inline(__always)
    func blend(
        animation: LayerMotion, slot: Int, progress: Double, places: Int, model: UnsafeMutablePointer<Double>,
        presentation: UnsafeMutablePointer<Double>, first: Bool, stamp: Int
    ) {
        if animation.isTransform {
            composeTransform(presentation: presentation + animation.propertyStart, model: model + animation.propertyStart)
        }
        if first, animation.startsFromView {
            animation.writeViewTransform(to: presentation + animation.propertyStart, stamp: stamp)
        } else if first {
            for place in animation.propertyStart..<animation.propertyStart + animation.propertyCount {
                presentation[place] = model[place]
            }
        }
        // NaN: it shows nothing now. Its cycle's number is read only when it changes what it shows.
        guard !progress.isNaN else { return }
        let iteration = animation.isCumulative ? runs.states[slot].media?.iteration ?? 0 : 0
        if animation.isTransform {
            return animation.showTransform(at: presentation + places, progress: progress, iteration: iteration)
        }
        var current = PackedOffset(repeating: 0)
        for index in 0..<animation.count { current[index] = presentation[places + index] }
        guard let shown = animation.shown(over: current, progress: progress, iteration: iteration) else { return }
        for index in 0..<animation.count { presentation[places + index] = shown[index] }
    }

    /// What the first entry of a transform's numbers holds while its row's moment stands in for its matrix.
    static let deferredTransform = Double.nan

    /// The first row of a whole transform by a basic animation's ends (a segment of the plan): its moment — the row and
    /// its progress — in place of the matrix, or the model when it shows nothing now.
    @inline(__always)
    func blend(
        transform segment: Segment, progress: Double, stamp: Int, model: UnsafeMutablePointer<Double>,
        presentation: UnsafeMutablePointer<Double>
    ) {
        _ = TrackTable.claim(segment.bits, of: segment.target, stamp: stamp)
        let start = Int(segment.start)
        guard !progress.isNaN else {
            for index in start..<start + 16 { presentation[index] = model[index] }
            return
        }
        (presentation[start], presentation[start + 1], presentation[start + 2]) = (
            TrackTable.deferredTransform, Double(segment.row), progress
        )
    }

    /// Composes the transform at `offset` in `values`' presentation when its first row left its moment there (`NaN`,
    /// the row, the progress): the basic animation's value over the key's model. The matrix is then in place; a read of
    /// a presentation copy, or a later row of the key, asks for it.
    func composeTransform(of values: UnsafeMutablePointer<BlendValues>, at offset: Int) {
        let raw = UnsafeMutableRawPointer(values)
        composeTransform(
            presentation: (raw + TrackTable.presentationOffset).assumingMemoryBound(to: Double.self) + offset,
            model: (raw + TrackTable.modelOffset).assumingMemoryBound(to: Double.self) + offset)
    }

    @inline(__always)
    private func composeTransform(presentation: UnsafeMutablePointer<Double>, model: UnsafeMutablePointer<Double>) {
        guard presentation[0].isNaN else { return }
        let (row, progress) = (presentation[1], presentation[2])
        guard row >= 0, row < Double(motions.count), let animation = motions[Int(row)].animation,
            case .transformEnds(let ends) = animation.way
        else {
            for index in 0..<16 { presentation[index] = model[index] }
            return
        }
        ends.value(over: CATransform3D(numbers: model), progress: progress).write(to: presentation)
    }
}
