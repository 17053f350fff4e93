import Foundation

/// Births under an animated rate: a Core Animation animation of the emitter's `birthRate`, or of a cell's
/// (`"emitterCells.NAME.birthRate"`, the way confetti is stopped gradually), changes how many particles are born.
///
/// Particles are born where the rate's integral reaches each whole number (``BirthSchedule``), and the schedule
/// holds stretches of one rate. Under an animation the rate is the animation's value, taken at the middle of each
/// 1/120 s of the animation's time from its start — a grid of its own, so that a seek to any moment finds the same
/// births — which integrates a linear ramp exactly (40 → 0 over 2 s gives 40 births). Where the animation shows
/// nothing (before it begins without a backwards fill, after it ends without a forwards one), the model's rate holds.
extension CAEmitterLayer {
    /// The width of one stretch of an animated rate, in the scene clock's seconds.
    static let rateSampling: CFTimeInterval = 1.0 / 120

    /// The changes of the rate at `keyPath` (`"birthRate"` or a cell's), the model's `changes` with what its
    /// animations show laid over them, up to `now` (to their end when that is known).
    func animatedRateChanges(
        atKeyPath keyPath: String, over changes: [(time: CFTimeInterval, rate: Float)], until now: CFTimeInterval
    ) -> [(time: CFTimeInterval, rate: Float)] {
        var result = changes
        for entry in animationEntries {
            guard let animation = entry.animation as? CAPropertyAnimation, animation.keyPath == keyPath else { continue }
            result = laying(animation, over: result, until: now)
        }
        return result
    }

    /// `changes` with `animation`'s rate in place of theirs where it shows one.
    private func laying(
        _ animation: CAPropertyAnimation, over changes: [(time: CFTimeInterval, rate: Float)], until now: CFTimeInterval
    ) -> [(time: CFTimeInterval, rate: Float)] {
        let timing = animation.timing
        guard let begin = globalTime(atLocal: timing.beginTime), timing.speed > 0, let first = changes.first else { return changes }
        func modelRate(at time: CFTimeInterval) -> Float { changes.last { $0.time <= time }?.rate ?? first.rate }
        // Not before emitting started: a backwards fill from then, else from the animation's begin.
        let start = timing.fillsBackwards ? first.time : Swift.max(begin, first.time)
        let activeEnd = begin + timing.activeDuration / timing.speed
        // The last sample needed: the animation's end when it has one, else now.
        let last = Swift.min(activeEnd.isFinite ? activeEnd : now, Swift.max(now, start))
        // An animation with no end, asked of for ever: its rate is not known, so it is taken as the model's.
        guard last.isFinite else { return changes }
        var laid = changes.filter { $0.time < start }
        let step = Self.rateSampling
        var k = 0
        while start + Double(k) * step < last {
            let from = start + Double(k) * step, middle = from + step / 2
            let model = modelRate(at: middle)
            var rate = model
            if let moment = animation.moment(atActiveTime: animation.activeTime(atLayerTime: localTime(atGlobal: middle))),
                case .number(let value)? = animation.value(
                    atProgress: moment.progress, iteration: moment.iteration, current: .number(CGFloat(model)), layer: self)
            {
                rate = animation.isAdditive ? model + Float(value) : Float(value)
            }
            if laid.last?.rate != rate { laid.append((from, rate)) }
            k += 1
        }
        // After the animation: its value at its end when it fills forwards, else the model's changes from then on.
        guard activeEnd.isFinite, start + Double(k) * step >= activeEnd else { return laid }
        let end = start + Double(k) * step
        if timing.fillsForwards {
            if let moment = animation.moment(atActiveTime: timing.activeDuration),
                case .number(let value)? = animation.value(
                    atProgress: moment.progress, iteration: moment.iteration, current: .number(CGFloat(modelRate(at: end))), layer: self)
            {
                let rate = animation.isAdditive ? modelRate(at: end) + Float(value) : Float(value)
                if laid.last?.rate != rate { laid.append((end, rate)) }
            }
            return laid
        }
        if laid.last?.rate != modelRate(at: end) { laid.append((end, modelRate(at: end))) }
        return laid + changes.filter { $0.time > end }
    }
}

extension CAEmitterLayer {
    /// Whether an animation of `keyPath` changes births: the emitter's `birthRate`, or a top-level cell's
    /// (`"emitterCells.NAME.birthRate"`).
    func animatesRate(atKeyPath keyPath: String) -> Bool {
        guard keyPath != "birthRate" else { return true }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0] == "emitterCells" && parts[2] == "birthRate"
            && (emitterCells ?? []).contains { $0.name == String(parts[1]) }
    }

    /// Keeps what `animations` did to the rates until now in the rates' history, as they come off the layer: the
    /// particles they had born stay born, and the model's rate holds from now on.
    func keepRates(of animations: [CAAnimation]) {
        let now = AnimationEngine.shared.clock.now
        for case let animation as CAPropertyAnimation in animations {
            guard let keyPath = animation.keyPath, animatesRate(atKeyPath: keyPath) else { continue }
            if keyPath == "birthRate" {
                rateChanges = laying(animation, over: rateChanges, until: now).filter { $0.time <= now } + [(now, birthRate)]
            } else if let cell = (emitterCells ?? []).first(where: { keyPath == "emitterCells.\($0.name ?? "").birthRate" }) {
                let kept = laying(animation, over: cell.rateChanges, until: now).filter { $0.time <= now }
                cell.rateChanges = kept + [(now, cell.birthRate)]
            }
        }
    }

    /// Why an animation of a cell's `keyPath` other than a top-level cell's birth rate is refused.
    func cellAnimationProblem(_ keyPath: String) -> String {
        guard let (_, key) = cell(atKeyPath: keyPath) else { return "\"\(keyPath)\" names no cell of the emitter" }
        return "an animation of a cell's \(key) is not drawn (a top-level cell's birthRate is): set the value instead"
    }
}
