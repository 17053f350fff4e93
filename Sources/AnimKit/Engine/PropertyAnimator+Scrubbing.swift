import Foundation

/// Direction and scrubbing: `isReversed` and `fractionComplete`, both measured in the direction the animator now runs.
extension PropertyAnimator {
    /// Whether the animation runs backwards, towards the start values.
    ///
    /// Settable in flight: the animation turns around where it is, on the same
    /// curve. ``fractionComplete`` is measured in the current direction, so it
    /// becomes `1 − fractionComplete` (as UIKit does since iOS 11). Ignored while
    /// inactive with nothing queued, and while stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            switch phase {
            case .inactive:
                if !queuedBlocks.isEmpty { reversed = newValue }
            case .running, .paused:
                guard isInterruptible else { return report(.notInterruptible, "isReversed = \(newValue)") }
                if phase == .running {
                    position = livePosition(at: engine.clock.now)
                    applyPosition()
                }
                reversed = newValue
                if phase == .running { anchor() }
            case .stopped, .completing: break
            }
        }
    }

    /// How far the animation has run, 0…1, measured in its current direction.
    ///
    /// While running it is the fraction of time elapsed. While paused, with
    /// ``scrubsLinearly`` (the default), it is the fraction of the *distance*
    /// covered (clamped to 0…1 where a curve overshoots), and setting it moves the
    /// views linearly, on every curve — springs and curves that overshoot or dip
    /// too; reading it gives back what was set. Otherwise it follows the curve.
    /// Settable only while paused (an inactive animator with blocks starts
    /// paused first), as UIKit documents; while running, setting it changes
    /// nothing and reports ``AnimatorError/Reason/notPaused``. Typed `CGFloat`, as UIKit types it.
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set { fraction = Double(newValue) }
    }

    /// ``fractionComplete`` as the engine keeps it.
    var fraction: Double {
        get {
            switch phase {
            case .inactive, .completing: return 0
            case .running: return directional(livePosition(at: engine.clock.now))
            case .stopped: return directional(position)
            case .paused:
                guard scrubsLinearly else { return directional(position) }
                return directional(Swift.min(Swift.max(progress, 0), 1))
            }
        }
        set {
            let call = "fractionComplete = \(newValue)"
            guard !newValue.isNaN else { return }
            switch phase {
            case .inactive:
                guard !queuedBlocks.isEmpty else { return }
                guard isInterruptible else { return report(.notInterruptible, call) }
                begin(delay: 0, paused: true)
            case .running: return report(.notPaused, call)
            case .paused: guard isInterruptible else { return report(.notInterruptible, call) }
            case .stopped, .completing: return
            }
            let fraction = directional(Swift.min(Swift.max(newValue, 0), 1))
            if scrubsLinearly {
                scrub(toProgress: fraction)
            } else {
                position = fraction
                applyPosition()
            }
        }
    }

    /// A fraction in the forward sense seen from the current direction (its own inverse).
    func directional(_ fraction: Double) -> Double { reversed ? 1 - fraction : fraction }
}
