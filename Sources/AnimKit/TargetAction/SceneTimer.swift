import Foundation

/// A scheduled timer on the scene's clock: it fires at the first tick at or after each of its times, so that what it
/// changes shows in every run's frames, a paused window holds it and the timeline scrubs across it. Whether it is
/// still valid is part of a scene checkpoint (a timer invalidated later in the scene fires again after a seek back).
///
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` makes one; so does
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` in the files `play` compiles (its reader writes the call as
/// `Timer.__animviewScheduledTimer(withTimeInterval:repeats:block:)`: Foundation's method takes no default argument,
/// so no overload of it could be preferred). Elsewhere that one keeps the process's clock.
final class SceneTimer: Timer {
    nonisolated(unsafe) private var valid = true

    override var isValid: Bool { valid }

    override func invalidate() { valid = false }

    /// A timer that calls `block` `interval` seconds from now on the scene's clock, and every `interval` after when it
    /// `repeats`; an interval of 0 or less is 0.1 ms, as Foundation's.
    @MainActor
    static func scheduled(interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> SceneTimer {
        let interval = interval > 0 ? interval : 0.0001
        let timer = SceneTimer(fire: Date(), interval: interval, repeats: repeats, block: block)
        let engine = AnimationEngine.shared
        engine.enlist(timer)
        timer.arm(on: engine, at: engine.clock.now + interval, every: interval, repeats: repeats)
        return timer
    }

    /// Fires at `time` if still valid, then again `every` seconds later while it repeats and stays valid. The engine
    /// holds the timer until then, as a run loop holds a scheduled one.
    @MainActor
    private func arm(on engine: AnimationEngine, at time: TimeInterval, every interval: TimeInterval, repeats: Bool) {
        engine.perform(at: time) { [self] in
            guard valid else { return }
            fire()
            if repeats, valid { arm(on: engine, at: time + interval, every: interval, repeats: true) } else { valid = false }
        }
    }
}

extension SceneTimer: CheckpointState {
    @MainActor
    func capturedState() -> @MainActor () -> Void {
        let saved = valid
        return { [self] in valid = saved }
    }
}

extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` as `play` compiles it: on the scene's clock (fired at the
    /// first tick at or after each of its times; whether it is valid kept by checkpoints) when called on the main actor (`isolation`, the caller's, left to its default), else Foundation's.
    public class func __animviewScheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, isolation: isolated (any Actor)? = #isolation,
        block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        guard isolation === MainActor.shared || Thread.isMainThread else {
            return scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        // The timer is made and handed back on the main actor: nothing crosses to another.
        nonisolated(unsafe) var made: Timer?
        MainActor.assumeIsolated { made = SceneTimer.scheduled(interval: interval, repeats: repeats, block: block) }
        // `assumeIsolated` has run the closure: `made` is set.
        return made.unsafelyUnwrapped
    }
}
