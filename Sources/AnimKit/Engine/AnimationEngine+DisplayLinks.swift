import Foundation

/// Display links run at the start of each tick, in the order added, each told the time between this tick and the
/// one before (a sixtieth of a second on the first).
extension AnimationEngine {
    /// Runs every added display link for the tick at `now`.
    func fireDisplayLinks(at now: TimeInterval) {
        var interval: TimeInterval = 1.0 / 60
        if let previous = previousTickTime, now - previous > 0 { interval = now - previous }
        for link in displayLinks { link.fire(at: now, interval: interval) }
    }

    /// Whether a display link waits for the next frame (then no frame may be skipped).
    var hasRunningDisplayLinks: Bool { displayLinks.contains { !$0.isPaused } }
}
