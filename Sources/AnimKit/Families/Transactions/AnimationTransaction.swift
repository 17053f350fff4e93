import Foundation

/// Hears when a begin/commit animation stops (the delegate of `UIView.setAnimationDelegate`).
@preconcurrency @MainActor
public protocol AnimationTransactionDelegate: AnyObject {
    /// The animations committed under `animationID` have stopped; `finished` is false if they were cut short.
    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?)
}

/// One `beginAnimations` … `commitAnimations` bracket, with its settings.
///
/// Changes made while the bracket is open are recorded; settings apply to the
/// innermost open bracket. A nested bracket's commit hands its recording to its
/// parent, and the outermost commit starts an animator for each bracket.
@preconcurrency @MainActor
final class AnimationTransaction {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// Where the code opened the bracket.
    let site: CallSite?
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: AnimationCurve = .easeInOut
    var repeatCount: Double = 0
    var repeatAutoreverses = false
    var beginsFromCurrentState = false
    weak var delegate: (any AnimationTransactionDelegate)?
    let recorder: AnimationRecorder
    /// Brackets committed inside this one, waiting for the outermost commit.
    var committedChildren: [AnimationTransaction] = []
    /// Tracks recorded while this bracket was innermost.
    var tracks: [PropertyTrack] = []

    /// The brackets open now, outermost first.
    static var open: [AnimationTransaction] = []

    init(animationID: String?, context: UnsafeMutableRawPointer?, site: CallSite?) {
        (self.animationID, self.site) = (animationID, site)
        self.context = context
        // The recorder is replaced by the real timing at commit; the default matches UIKit's 0.2 s.
        recorder = AnimationRecorder.open(duration: 0.2, timing: CubicTimingParameters(animationCurve: .easeInOut))
    }

    /// Starts an animator for this bracket's recording, reporting the stop to its delegate.
    func schedule() {
        let engine = AnimationEngine.shared
        var scheduled = tracks
        if repeatCount > 0 || repeatAutoreverses {
            for index in scheduled.indices {
                scheduled[index].timing.repeatCount = Swift.max(repeatCount, 1)
                scheduled[index].timing.autoreverses = repeatAutoreverses
            }
        }
        let legs = PropertyAnimator.legs(repeatCount: Swift.max(repeatCount, 1), autoreverses: repeatAutoreverses)
        let stop: (Bool) -> Void = { [animationID, context, weak delegate] finished in
            delegate?.animationDidStop(animationID, finished: finished, context: context)
        }
        guard !scheduled.isEmpty, duration > 0 else {
            engine.performOnNextTick { stop(true) }
            return
        }
        let animator = PropertyAnimator(
            duration: duration * legs, timingParameters: CubicTimingParameters(animationCurve: curve), engine: engine)
        // As UIView.animate's repeats: one leg per run, so the inspector and the bar go leg by leg.
        animator.runInLegs(legs)
        (animator.family, animator.callSite) = ("beginAnimations", site)
        animator.addCompletion { position in stop(position != .current) }
        animator.start(recorded: scheduled, delay: animator.startDelay(delay, call: "UIView.commitAnimations() with delay \(delay)"))
    }
}
