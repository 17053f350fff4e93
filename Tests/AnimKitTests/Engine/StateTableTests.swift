import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The five situations an animator can be in when a call arrives (the columns of the state table in the AnimatorStates article).
enum Situation: String, CaseIterable, Sendable {
    case inactiveEmpty, inactiveQueued, running, paused, stopped

    @MainActor
    func make() -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        if self == .inactiveEmpty { return animator }
        animator.addAnimations { View().alpha = 0 }
        switch self {
        case .running: animator.startAnimation()
        case .paused: animator.pauseAnimation()
        case .stopped:
            animator.startAnimation()
            animator.stopAnimation(false)
        default: break
        }
        return animator
    }
}

/// A call on an animator (its rows).
enum Call: String, CaseIterable, Sendable {
    case start, startAfterDelay, pause, stopTrue, stopFalse, finishAtEnd, setFraction, setReversed, addAnimations, continueAnimation

    @MainActor
    func perform(on animator: PropertyAnimator) {
        switch self {
        case .start: animator.startAnimation()
        case .startAfterDelay: animator.startAnimation(afterDelay: 0.5)
        case .pause: animator.pauseAnimation()
        case .stopTrue: animator.stopAnimation(true)
        case .stopFalse: animator.stopAnimation(false)
        case .finishAtEnd: animator.finishAnimation(at: .end)
        case .setFraction: animator.fractionComplete = 0.5
        case .setReversed: animator.isReversed = true
        case .addAnimations: animator.addAnimations { View().alpha = 0.5 }
        case .continueAnimation: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }
}

/// What a call should leave behind: the state, whether running, and the error reported (if any).
struct Outcome: Equatable, CustomStringConvertible, Sendable {
    var state: AnimatingState
    var running: Bool
    var error: AnimatorError.Reason?

    var description: String { "\(state)\(running ? " running" : "")\(error.map { " error \($0)" } ?? "")" }

    static func inactive(_ error: AnimatorError.Reason? = nil) -> Outcome { Outcome(state: .inactive, running: false, error: error) }
    static func running(_ error: AnimatorError.Reason? = nil) -> Outcome { Outcome(state: .active, running: true, error: error) }
    static func paused(_ error: AnimatorError.Reason? = nil) -> Outcome { Outcome(state: .active, running: false, error: error) }
    static func stopped(_ error: AnimatorError.Reason? = nil) -> Outcome { Outcome(state: .stopped, running: false, error: error) }
}

/// Rows: calls; columns: inactive (empty), inactive (queued), running, paused, stopped.
let stateTable: [Call: [Outcome]] = [
    .start: [.paused(), .running(), .running(), .running(), .stopped(.stopped)],
    .startAfterDelay: [.paused(), .running(), .running(), .paused(.pausedWithDelay), .stopped(.stopped)],
    .pause: [.inactive(), .paused(), .paused(), .paused(), .stopped(.stopped)],
    .stopTrue: [.inactive(), .inactive(), .inactive(), .inactive(), .stopped(.alreadyStopped)],
    .stopFalse: [.inactive(), .inactive(), .stopped(), .stopped(), .stopped(.alreadyStopped)],
    .finishAtEnd: [.inactive(), .inactive(.notStopped), .running(.notStopped), .paused(.notStopped), .inactive()],
    .setFraction: [.inactive(), .paused(), .running(.notPaused), .paused(), .stopped()],
    .setReversed: [.inactive(), .inactive(), .running(), .paused(), .stopped()],
    .addAnimations: [.inactive(), .inactive(), .running(), .paused(), .stopped(.stopped)],
    .continueAnimation: [.inactive(.notPaused), .inactive(.notPaused), .running(.notPaused), .running(), .stopped(.notPaused)],
]

@MainActor
@Suite("Every call in every state (the AnimatorStates article's table)")
struct StateTableTests {
    @Test("the state × call table", arguments: Call.allCases, Situation.allCases)
    func cell(call: Call, situation: Situation) throws {
        let fixture = EngineFixture()
        let animator = situation.make()
        let expected = try #require(stateTable[call]?[Situation.allCases.firstIndex(of: situation) ?? 0])

        call.perform(on: animator)

        let outcome = Outcome(state: animator.state, running: animator.isRunning, error: fixture.errorReasons.last)
        #expect(outcome == expected)
        #expect(fixture.errors.count <= 1)
    }

    @Test("every error names the call, the animator's tag and its state")
    func errorContents() throws {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(), tag: 9)
        animator.addAnimations { View().alpha = 0 }
        animator.startAnimation()
        animator.stopAnimation(false)

        animator.pauseAnimation()

        let error = try #require(fixture.errors.last)
        #expect(error.call == "pauseAnimation()")
        #expect(error.tag == 9)
        #expect(error.state == .stopped)
        #expect(
            error.description
                == "pauseAnimation() refused on animator tag 9 (stopped): a stopped animator can only be finished with finishAnimation(at:)"
        )
    }

    @Test("a non-interruptible animator refuses pause, stop, reverse and scrub, and keeps running")
    func notInterruptible() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        animator.isInterruptible = false
        animator.startAnimation()

        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.isReversed = true
        animator.pausesOnCompletion = true

        #expect(fixture.errorReasons == [.notInterruptible, .notInterruptible, .notInterruptible, .pausesWithoutInterruption])
        #expect(animator.isRunning && !animator.isReversed && !animator.pausesOnCompletion)
    }

    @Test("configuration that UIKit locks outside the inactive state is refused and unchanged")
    func lockedConfiguration() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }
        animator.pauseAnimation()

        animator.isInterruptible = false
        animator.isUserInteractionEnabled = false
        animator.scrubsLinearly = false

        #expect(
            fixture.errorReasons == [
                .configurationLocked(property: "isInterruptible"),
                .configurationLocked(property: "isUserInteractionEnabled"),
                .configurationLocked(property: "scrubsLinearly"),
            ])
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled && animator.scrubsLinearly)
    }

    @Test("a negative or NaN delay is refused and the animator stays inactive")
    func invalidDelay() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { View().alpha = 0 }

        animator.startAnimation(afterDelay: -1)
        animator.startAnimation(afterDelay: .nan)

        #expect(fixture.errors.count == 2)
        #expect(fixture.errorReasons.first == .invalidDelay(-1))
        #expect(animator.state == .inactive)
    }

    @Test("adding animations from the animator's own completion is refused")
    func addWhileCompleting() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 0.5, curve: .linear) { View().alpha = 0 }
        animator.addCompletion { _ in animator.addAnimations { View().alpha = 0.5 } }
        animator.startAnimation()

        fixture.run(seconds: 1)

        #expect(fixture.errorReasons == [.completing])
        #expect(animator.state == .inactive)
    }

    @Test("the default error channel is the engine's handler; every refusal is also kept for the inspector")
    func errorMemory() {
        let fixture = EngineFixture()
        let animator = PropertyAnimator(duration: 1, curve: .linear)

        for _ in 0..<60 { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }

        #expect(fixture.engine.errorCount == 60)
        #expect(fixture.engine.recentErrors.count == fixture.engine.errorMemory)
    }
}
