/// How fast presentations move: the derivative of the blend, worked out row by row in the blend's order through the
/// chain rule.
extension TrackTable {
    /// How fast each of `values`' packed numbers moves at the clock's `now`, per second: the blend differentiated, in
    /// its order. A view track adds d(contribution)/dt — its path's or offset's slope, times its curve's slope, times
    /// its window's, times its run's pace; a Core Animation row puts the derivative of its value in place of what lies
    /// under it (or adds it), its ends read from that value moving with it (``AnimationEnds/speed(over:moving:progress:rate:iteration:)``).
    /// A speed graph draws it.
    func velocity(of values: UnsafeMutablePointer<BlendValues>, at now: Double) -> PackedValues {
        var velocity = PackedValues(repeating: 0)
        // The numbers as the blend builds them, row by row: what a Core Animation row's ends read.
        var shown = values.pointee.model
        for row in records.indices where targets[row] == values && records[row] != nil {
            let layout = layouts[row], slot = Int(layout.slot), run = runs[slot], start = Int(layout.start)
            if let animation = motions[row].animation {
                // A transform's sixteen entries blend by decomposition, whose slope is not worked out here: left still.
                guard let media = run.media, media.isShowing, animation.count <= PackedOffset.count else { continue }
                let progress = runs.progress[slot]
                var current = PackedOffset(repeating: 0), currentSpeed = PackedOffset(repeating: 0)
                for index in 0..<animation.count {
                    (current[index], currentSpeed[index]) = (shown[start + index], velocity[start + index])
                }
                guard let value = animation.shown(over: current, progress: progress, iteration: media.iteration) else { continue }
                let speed = animation.speed(
                    over: current, moving: currentSpeed, progress: progress, rate: media.progressRate(at: now), iteration: media.iteration)
                for index in 0..<animation.count { (shown[start + index], velocity[start + index]) = (value[index], speed[index]) }
                continue
            }
            let contribution = self.contribution(row: row)
            for component in 0..<Int(layout.count) { shown[start + component] += contribution[component] }
            guard let speed = contributionSpeed(row: row, at: now) else { continue }
            for component in 0..<Int(layout.count) { velocity[start + component] += speed[component] }
        }
        return velocity
    }
}

extension TrackTable {
    /// How fast view track `row` adds to its view at the clock's `now`, per second: its path's or offset's slope, times
    /// its curve's slope, times its window's, times its run's pace; `nil` while it stands still.
    func contributionSpeed(row: Int, at now: Double) -> PackedOffset? {
        let layout = layouts[row], run = runs[Int(layout.slot)]
        let pace = run.pace(at: now)
        let motion = motions[row]
        let windowSlope = motion.timing.curveFractionSlope(at: run.position)
        guard pace != 0, windowSlope != 0 else { return nil }
        let fraction = motion.timing.curveFraction(at: run.position)
        let curveSlope = (motion.function ?? run.function).slope(atFraction: fraction)
        let followsRun = layout.isSimple || motion.followsRunProgress
        let progress = followsRun ? runs.progress[Int(layout.slot)] : TrackTable.timedProgress(motion, on: run)
        let slope = motion.contributionSlope(atProgress: progress), chain = pace * windowSlope * curveSlope
        var speed = PackedOffset(repeating: 0)
        for component in 0..<Int(layout.count) { speed[component] = slope[component] * chain }
        return speed
    }
}

extension RunState {
    /// How fast the run's position moves at the clock's `now`, per second: ±1 / ``runDuration`` while it runs between
    /// its ends and its delay is over, else 0.
    func pace(at now: Double) -> Double {
        guard phase == .running, runDuration > 0, now > anchorTime else { return 0 }
        guard reversed ? position > 0 : position < 1 else { return 0 }
        return (reversed ? -1 : 1) / runDuration
    }
}
