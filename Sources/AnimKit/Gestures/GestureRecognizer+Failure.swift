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
        let required = failureRequirements.required.compactMap(\.recognizer)
        if required.contains(where: \.hasRecognized) { return false }
        guard required.contains(where: { $0.state == .possible }) else { return nil }
        failureRequirements.pending = state
        return true
    }

    /// This recognizer failed: those waiting on it take the state they wanted, if nothing else holds them.
    func releaseDependents() {
        for waiting in failureRequirements.waiting.compactMap(\.recognizer) {
            guard let pending = waiting.failureRequirements.pending else { continue }
            waiting.failureRequirements.pending = nil
            waiting.state = pending
            if waiting.touches.isEmpty { waiting.finishIfDone() }
        }
    }

    /// This recognizer recognised: those waiting on it fail.
    func failDependents() {
        for waiting in failureRequirements.waiting.compactMap(\.recognizer) where waiting.failureRequirements.pending != nil {
            waiting.failureRequirements.pending = nil
            waiting.fail()
            if waiting.touches.isEmpty { waiting.finishIfDone() }
        }
    }
}
