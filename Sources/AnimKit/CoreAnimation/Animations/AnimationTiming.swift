import Foundation

/// One animation on a layer: the copy that was added, its key, and what its delegate has been told.
struct LayerAnimationEntry {
    var key: String
    let animation: CAAnimation
    /// The animation's timing when it was added (the running copy is not to be changed, as in Core Animation).
    let timing: AnimationTiming
    /// The engine's serial for it (shared with animators'): its row on the timeline.
    var serial = 0
    /// When it was added, in its engine's kernel's count of additions (see ``FrameKernel/nextAddition()``).
    var addedAt = 0
    var didStart = false
    var didFinish = false
    /// Its tracks in the frame kernel's table, when it is an animation of the layer's slot (see
    /// ``FrameKernel/addAnimation(_:on:at:)``); `nil` when the general evaluator shows it.
    var kernelAnimation: KernelAnimation?

    /// Whether its tracks are in flight in their kernel, which shows it.
    @MainActor var isInKernel: Bool { kernelAnimation.map { $0.kernel?.holds($0) == true } ?? false }

    /// Whether nothing more is to be reported of it: it started, and finished or never will (it repeats for ever).
    var isSettled: Bool { didStart && (didFinish || timing.activeDuration.isInfinite) }
}

/// Where an animation is in its time: its cycle and its progress within the cycle (after the timing function).
struct AnimationMoment: Equatable {
    /// Progress through the cycle, 0…1 (a spring's may overshoot).
    var progress: Double
    /// Which cycle, from 0.
    var iteration: Int
}

/// How an animation paces each cycle: evenly, along a timing function's curve, or as a spring moves.
enum AnimationPacing: Hashable {
    case linear
    case curve(CubicBezier)
    case spring(SpringCurve)

    /// Progress at time fraction `fraction` of a cycle, `elapsed` seconds into it.
    func progress(_ fraction: Double, elapsed: CFTimeInterval) -> Double {
        switch self {
        case .linear: fraction
        case .curve(let curve): curve.isLinear ? fraction : curve.progress(atFraction: fraction)
        case .spring(let spring): spring.value(at: elapsed)
        }
    }
}

/// An animation's timing (``CAMediaTiming`` and its pacing) as one value: Core Animation's arithmetic from a parent's
/// time to a moment. ``CAAnimation`` answers through it, and the frame kernel keeps one per animation it runs.
struct AnimationTiming: Hashable {
    var beginTime: CFTimeInterval = 0
    var speed: Double = 1
    var timeOffset: CFTimeInterval = 0
    /// One cycle's length: `duration`, or 0.25 s when it is 0 (Core Animation's default).
    var cycleDuration: CFTimeInterval = 0.25
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillsBackwards = false
    var fillsForwards = false
    var pacing = AnimationPacing.linear

    /// The active time: every repeat, each forward and back when it autoreverses; infinite for `repeatCount = .infinity`.
    var activeDuration: CFTimeInterval {
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : Double(repeatCount) * cycle }
        return cycle
    }

    /// The active time at the parent's time `parentTime`: `(parentTime − beginTime) × speed + timeOffset`.
    func activeTime(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval { (parentTime - beginTime) * speed + timeOffset }

    /// The parent's time at which the active time is `active`; `nil` when the animation's time stands still.
    func parentTime(atActiveTime active: CFTimeInterval) -> CFTimeInterval? {
        speed == 0 ? nil : (active - timeOffset) / speed + beginTime
    }

    /// Where the animation is at active time `t`, with its fill mode: `nil` when it shows nothing then.
    ///
    /// `heldByParent`: its group is held at its end by the group's own fill, so that `t` stands still there. A child
    /// whose active time ends with the group's then shows its end, whatever its own fill — its time has stopped at its
    /// end, not gone past it (a group with `fillMode = .forwards` keeps its children's last look, as Core Animation's
    /// groups are written to); one that ended before the group did has gone past and shows nothing.
    func moment(atActiveTime t: CFTimeInterval, heldByParent: Bool = false) -> AnimationMoment? {
        let active = activeDuration
        if t < 0 { return fillsBackwards ? AnimationMoment(progress: pacing.progress(0, elapsed: 0), iteration: 0) : nil }
        if t >= active {
            let endsWithParent = heldByParent && t - active <= AnimationTiming.sameMoment * Swift.max(1, active)
            return fillsForwards || endsWithParent ? momentWithin(active, atEnd: true) : nil
        }
        return momentWithin(t, atEnd: false)
    }

    /// How far apart two times worked out along different sums may be and still be one moment (relative, per second).
    static let sameMoment = 1e-9

    /// Whether active time `t` is at or past the end, so that a moment there is the animation's fill holding it.
    func isHeld(atActiveTime t: CFTimeInterval) -> Bool { t >= activeDuration }

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
        return AnimationMoment(
            progress: pacing.progress(Swift.min(Swift.max(elapsed / d, 0), 1), elapsed: elapsed), iteration: iteration)
    }
}

extension CAAnimation {
    /// The animation's timing as one value.
    var timing: AnimationTiming {
        AnimationTiming(
            beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset,
            cycleDuration: duration > 0 && duration.isFinite ? duration : inheritedDuration ?? 0.25, repeatCount: repeatCount,
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillsBackwards: fillMode.fillsBackwards,
            fillsForwards: fillMode.fillsForwards, pacing: pacing)
    }

    /// One cycle's length: `duration`, or when it is 0 its group's (a child's), else 0.25 s (Core Animation's default).
    var cycleDuration: CFTimeInterval { timing.cycleDuration }

    /// The active time: every repeat, each forward and back when it autoreverses; infinite for `repeatCount = .infinity`.
    var activeDuration: CFTimeInterval { timing.activeDuration }

    /// The animation's active time at its layer's local time `layerTime`: `(layerTime − beginTime) × speed + timeOffset`.
    func activeTime(atLayerTime layerTime: CFTimeInterval) -> CFTimeInterval { timing.activeTime(atParentTime: layerTime) }

    /// The layer time at which the active time is `active` (the inverse of ``activeTime(atLayerTime:)``); `nil` when
    /// the animation's time stands still.
    func layerTime(atActiveTime active: CFTimeInterval) -> CFTimeInterval? { timing.parentTime(atActiveTime: active) }

    /// Where the animation is at active time `t`, with its fill mode: `nil` when it shows nothing then.
    func moment(atActiveTime t: CFTimeInterval) -> AnimationMoment? { timing.moment(atActiveTime: t) }
}
