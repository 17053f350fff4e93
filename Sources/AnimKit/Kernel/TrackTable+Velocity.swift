/// How fast presentations move: the derivative of the blend, worked out track by track through the chain rule.
extension TrackTable {
    /// How fast each of `values`' packed numbers moves at the clock's `now`, per second: over the tracks in flight on
    /// them, the sum of each one's d(contribution)/dt — its path's or offset's slope, times its curve's slope, times its
    /// window's, times its run's pace. What the blend adds up, differentiated; a speed graph draws it.
    func velocity(of values: UnsafeMutablePointer<BlendValues>, at now: Double) -> PackedValues {
        var velocity = PackedValues(repeating: 0)
        // A Core Animation animation's row moves by its layer's time, not a run's pace: not summed here.
        for row in records.indices where targets[row] == values && records[row]?.viewTrack != nil {
            let layout = layouts[row], slot = Int(layout.slot), run = runs[slot]
            let pace = run.pace(at: now)
            let motion = motions[row]
            let windowSlope = motion.timing.curveFractionSlope(at: run.position)
            guard pace != 0, windowSlope != 0 else { continue }
            let fraction = motion.timing.curveFraction(at: run.position)
            let curveSlope = (motion.function ?? run.function).slope(atFraction: fraction)
            let progress = layout.isSimple ? runs.progress[slot] : TrackTable.timedProgress(motion, on: run)
            let slope = motion.contributionSlope(atProgress: progress), chain = pace * windowSlope * curveSlope
            for component in 0..<Int(layout.count) { velocity[Int(layout.start) + component] += slope[component] * chain }
        }
        return velocity
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
