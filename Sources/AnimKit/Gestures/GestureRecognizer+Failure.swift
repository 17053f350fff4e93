import Foundation

/// `require(toFail:)`: a recognizer that waits for another to fail before it recognises — a single tap that waits
/// for a double tap, a pan that waits for a swipe.
struct FailureRequirements {
    /// A recognizer held weakly.
    struct Link {
        weak var recognizer: GestureRecognizer?
    }

    /// Those that must fail first.
    var required: [Link] = []
    /// Those waiting for this one to fail.
    var waiting: [Link] = []
    /// Those waiting for this one to fail in this touch sequence only, as they, this one or a delegate said when they
    /// came to recognise (``GestureRecognizer/requiresFailure(of:)``); let go when this one is done.
    var waitingThisAttempt: [Link] = []
    /// The state reached while waiting, applied once every required recognizer has failed.
    var pending: GestureRecognizer.State?
}

extension GestureRecognizer {
    /// Makes this recognizer recognise only once `otherGestureRecognizer` has failed; if the other recognises, this one fails.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        failureRequirements.required.append(FailureRequirements.Link(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.failureRequirements.waiting.append(FailureRequirements.Link(recognizer: self))
    }

    /// Whether this recognizer must wait to reach `state`: `nil` if it may go ahead, `true` if it waits (the state is kept
    /// for later), `false` if it must fail (a recognizer it required to fail has recognised).
    func waitForFailures(wanting state: State) -> Bool? {
        let asked = peers.filter { requiresFailure(of: $0) }
        for other in asked where !other.failureRequirements.waitingThisAttempt.contains(where: { $0.recognizer === self }) {
            other.failureRequirements.waitingThisAttempt.append(FailureRequirements.Link(recognizer: self))
        }
        let required = failureRequirements.required.compactMap(\.recognizer) + asked
        if required.contains(where: \.hasRecognized) { return false }
        guard required.contains(where: { $0.state == .possible }) else { return nil }
        failureRequirements.pending = state
        return true
    }

    /// Whether this recognizer waits for `other` to fail in this touch sequence, as it, the other, or either's
    /// delegate says (UIKit asks for each attempt, so such requirements may join recognizers of unrelated views).
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        other !== self
            && (shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
    }

    /// The recognizers waiting for this one to fail: by ``require(toFail:)``, and those that required it this attempt.
    private var dependents: [GestureRecognizer] {
        (failureRequirements.waiting + failureRequirements.waitingThisAttempt).compactMap(\.recognizer)
    }

    /// This recognizer failed: those waiting on it take the state they wanted, if nothing else holds them.
    func releaseDependents() {
        for waiting in dependents {
            guard let pending = waiting.failureRequirements.pending else { continue }
            waiting.failureRequirements.pending = nil
            waiting.state = pending
            if waiting.touches.isEmpty { waiting.finishIfDone() }
        }
    }

    /// This recognizer recognised: those waiting on it fail.
    func failDependents() {
        for waiting in dependents where waiting.failureRequirements.pending != nil {
            waiting.failureRequirements.pending = nil
            waiting.fail()
            if waiting.touches.isEmpty { waiting.finishIfDone() }
        }
    }
}
