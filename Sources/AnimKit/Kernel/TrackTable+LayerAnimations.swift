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
        if first, animation.startsFromView {
            animation.writeViewTransform(to: presentation + animation.propertyStart, stamp: stamp)
        } else if first {
            for place in animation.propertyStart..<animation.propertyStart + animation.propertyCount {
                presentation[place] = model[place]
            }
        }
        if animation.isDriven { return animation.showTransform(at: presentation + places, progress: progress, iteration: 0) }
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

    /// The properties of `values` that view tracks (block animations) move, leaving out Core Animation's rows.
    func viewTrackBits(of values: UnsafeMutablePointer<BlendValues>) -> UInt8 {
        var bits: UInt8 = 0
        for row in targets.indices where targets[row] == values {
            if case .view? = records[row] { bits |= layouts[row].bit }
        }
        return bits
    }
}
