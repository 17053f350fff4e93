/// How fast the parts of a layer's transform move: the blend of its rows differenced in time, each row a moment either
/// side of now — as a frame composes them, so an additive stack, a part over a whole transform and a block's 3-D
/// transform change (an animator's track) each move as the frames show them.
extension TrackTable {
    /// The parts of the transform at `start` in `values` that its Core Animation rows move (``LayerMotion/movedParts(over:)``),
    /// in the rows' order, with how fast each moves at the clock's `now`, per second: read from the transform the rows
    /// compose a microsecond either side of `now`.
    @MainActor
    func transformPartSpeeds(of values: UnsafeMutablePointer<BlendValues>, at start: Int, now: Double) -> [(path: String, speed: Double)] {
        var moments: [(motion: LayerMotion, progress: Double, rate: Double, iteration: Int)] = []
        for row in records.indices where targets[row] == values && records[row] != nil && Int(layouts[row].start) == start {
            let slot = Int(layouts[row].slot)
            guard let motion = motions[row].animation else { continue }
            if motion.followsTrack {
                // An animator's track: as far along as the share it has travelled, moving as fast as that share.
                let rate = -(contributionSpeed(row: row, at: now)?[0] ?? 0)
                moments.append((motion, 1 - contribution(row: row)[0], rate, 0))
                continue
            }
            guard let media = runs[slot].media, media.isShowing, !runs.progress[slot].isNaN else { continue }
            let iteration = motion.isCumulative ? media.iteration : 0
            moments.append((motion, runs.progress[slot], media.progressRate(at: now), iteration))
        }
        guard let first = moments.first?.motion else { return [] }
        let model = CATransform3D(
            numbers: (UnsafeMutableRawPointer(values) + Self.modelOffset).assumingMemoryBound(to: Double.self) + start)
        let under = first.startsFromView ? model.changed { first.writeViewTransform(to: $0, stamp: lastStamp) } : model
        var paths: [String] = []
        for moment in moments {
            for path in moment.motion.movedParts(over: under) where !paths.contains(path) { paths.append(path) }
        }
        let step = 1e-6
        // Written out, not a closure: the rows' moments stay in this function's region.
        let numbers = UnsafeMutablePointer<Double>.allocate(capacity: 16)
        defer { numbers.deallocate() }
        var ends: [CATransform3D] = []
        for ahead in [-step, step] {
            under.write(to: numbers)
            for moment in moments {
                moment.motion.showTransform(at: numbers, progress: moment.progress + moment.rate * ahead, iteration: moment.iteration)
            }
            ends.append(CATransform3D(numbers: numbers))
        }
        let (before, after) = (ends[0], ends[1])
        return paths.compactMap { path in
            guard let part = TransformKeyPath(path), case .number(let early) = part.value(in: before),
                case .number(let late) = part.value(in: after)
            else { return nil }
            return (path, Double(late - early) / (2 * step))
        }
    }
}
