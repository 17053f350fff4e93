import Foundation

/// One animation on a layer: the copy that was added, its key, and what its delegate has been told.
struct LayerAnimationEntry {
    var key: String
    let animation: CAAnimation
    /// The engine's serial for it (shared with animators'): its row on the timeline.
    var serial = 0
    var didStart = false
    var didFinish = false
}

/// Where an animation is in its time: its cycle and its progress within the cycle (after the timing function).
struct AnimationMoment: Equatable {
    /// Progress through the cycle, 0…1 (a spring's may overshoot).
    var progress: Double
    /// Which cycle, from 0.
    var iteration: Int
}

extension CAAnimation {
    /// One cycle's length: `duration`, or 0.25 s when it is 0 (Core Animation's default).
    var cycleDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The active time: every repeat, each forward and back when it autoreverses; infinite for `repeatCount = .infinity`.
    var activeDuration: CFTimeInterval {
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle }
        return cycle
    }

    /// The animation's active time at its layer's local time `layerTime`: `(layerTime − beginTime) × speed + timeOffset`.
    func activeTime(atLayerTime layerTime: CFTimeInterval) -> CFTimeInterval {
        (layerTime - beginTime) * Double(speed) + timeOffset
    }

    /// The layer time at which the active time is `active` (the inverse of ``activeTime(atLayerTime:)``); `nil` when
    /// the animation's time stands still.
    func layerTime(atActiveTime active: CFTimeInterval) -> CFTimeInterval? {
        speed == 0 ? nil : (active - timeOffset) / Double(speed) + beginTime
    }

    /// Where the animation is at active time `t`, with its fill mode: `nil` when it shows nothing then.
    func moment(atActiveTime t: CFTimeInterval) -> AnimationMoment? {
        let active = activeDuration
        if t < 0 { return fillMode.fillsBackwards ? AnimationMoment(progress: timed(0, elapsed: 0), iteration: 0) : nil }
        if t >= active { return fillMode.fillsForwards ? momentWithin(active, atEnd: true) : nil }
        return momentWithin(t, atEnd: false)
    }

    /// The moment `t` into the active time; at its very end a cycle that has just finished shows its last value.
    private func momentWithin(_ t: CFTimeInterval, atEnd: Bool) -> AnimationMoment {
        let d = cycleDuration, cycle = d * (autoreverses ? 2 : 1)
        var iteration = Int((t / cycle).rounded(.down))
        var within = t - Double(iteration) * cycle
        if atEnd, within <= 1e-12, iteration > 0 {
            iteration -= 1
            within = cycle
        }
        let elapsed = autoreverses && within > d ? 2 * d - within : within
        return AnimationMoment(progress: timed(Swift.min(Swift.max(elapsed / d, 0), 1), elapsed: elapsed), iteration: iteration)
    }
}
