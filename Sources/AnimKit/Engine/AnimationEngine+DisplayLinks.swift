import Foundation

/// Display links run at the start of each tick, in the order added, each told the time between this tick and the
/// one before (a sixtieth of a second on the first).
extension AnimationEngine {
    /// Runs every added display link for the tick at `now`.
    func fireDisplayLinks(at now: TimeInterval) {
        var interval: TimeInterval = 1.0 / 60
        if let previous = state.previousTickTime, now - previous > 0 { interval = now - previous }
        for link in state.displayLinks { link.fire(at: now, interval: interval) }
    }

    /// Whether a display link waits for the next frame (then no frame may be skipped).
    var hasRunningDisplayLinks: Bool { state.displayLinks.contains { !$0.isPaused } }
}

/// Dynamic animators step after the display links, so what a link moves by hand is where the physics starts from.
extension AnimationEngine {
    /// Steps every running dynamic animator to `now`, forgetting those their owners let go.
    func advanceDynamics(to now: TimeInterval) {
        dynamicAnimators.removeAll { $0.animator == nil }
        for entry in dynamicAnimators { entry.animator?.advance(to: now) }
    }

    /// Whether a dynamic animator is stepping (then every frame is needed).
    var hasRunningDynamics: Bool { dynamicAnimators.contains { $0.animator?.isRunning == true } }

    /// Each dynamic animator, for the inspector: what it runs, and whether it steps and for how long it has.
    package var dynamicsReports: [(summary: String, state: String)] {
        dynamicAnimators.compactMap(\.animator).map { animator in
            (
                animator.timelineSummary,
                String(format: "%@ · %.2f s stepped", animator.isRunning ? "running" : "paused", animator.elapsedTime)
            )
        }
    }
}
