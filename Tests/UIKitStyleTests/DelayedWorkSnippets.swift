import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// What delayed work leaves behind, in order (its closures are `@Sendable`, as Dispatch's are).
private final class WorkLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A card that hides itself a moment after it is asked to, as an overlay's `perform(_:with:afterDelay:)` does (its
/// selector as play's rewrite spells `#selector(hide(_:))`).
private final class Toast: NSObject {
    var hidden: [Double] = []
    func hide(_ seconds: Any?) { hidden.append(CACurrentMediaTime()) }
}

// Work iOS code starts a moment later — `DispatchQueue.main.asyncAfter(deadline: .now() + …)`,
// `perform(_:with:afterDelay:)` — runs by the scene's clock: at the first tick at or after its time, so a frame at any
// time is the same on every run.
@MainActor
@Suite("Delayed work on the scene's clock")
struct DelayedWorkSnippets {
    @Test("asyncAfter(.now() + s) runs at the tick that reaches it, in time order; an animation it starts starts then")
    func asyncAfterOnTheSceneClock() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let log = WorkLog()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            log.lines.append("slide at \(CACurrentMediaTime())")
            MainActor.assumeIsolated {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 110 }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log.lines.append("fade at \(CACurrentMediaTime())") }
        fixture.run(frames: 14)
        #expect(log.lines.isEmpty)
        fixture.run(frames: 1)
        #expect(log.lines == ["fade at 0.25"])
        fixture.run(frames: 14)
        #expect(log.lines.count == 1)
        fixture.run(frames: 1)
        #expect(log.lines == ["fade at 0.25", "slide at 0.5"])
        // Started at 0.5 from x = 10 to 110, linear over 1 s: at 1.0, halfway.
        fixture.run(frames: 30)
        #expect(card.layer.presentation()?.position.x == 60)
        #expect(card.center.x == 110)
    }

    @Test("a deadline of .never never runs; the scene waits for work still due, and is idle once it ran")
    func neverAndIdle() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let log = WorkLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + .never) { log.lines.append("never ran") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.lines.append("kept") }
        #expect(!fixture.engine.isIdle)
        fixture.run(seconds: 1)
        #expect(log.lines == ["kept"])
        #expect(fixture.engine.isIdle)
    }

    @Test("perform(_:with:afterDelay:) runs by the scene's clock; cancelPreviousPerformRequests stops it")
    func performAfterDelay() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let toast = Toast()
        toast.perform(Selector("hide(_:)", Toast.hide(_:)), with: nil, afterDelay: 0.5)
        fixture.run(frames: 30)
        #expect(toast.hidden == [0.5])
        toast.perform(Selector("hide(_:)", Toast.hide(_:)), with: nil, afterDelay: 0.5)
        NSObject.cancelPreviousPerformRequests(withTarget: toast)
        fixture.run(seconds: 1)
        #expect(toast.hidden == [0.5])
    }
}

extension DelayedWorkSnippets {
    @Test(
        "main.async from the main actor runs at the next tick (an animation it starts starts there); elsewhere it is Dispatch's",
        .awaitsWithFixture)
    func mainAsyncAtTheNextTick() async {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let log = WorkLog()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        DispatchQueue.main.async {
            log.lines.append("ran at \(CACurrentMediaTime())")
            MainActor.assumeIsolated {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { card.center.x = 70 }
            }
        }
        #expect(log.lines.isEmpty)
        fixture.run(frames: 1)
        #expect(log.lines == ["ran at \(1.0 / 60)"])
        // Started at 1/60 s from 10 to 70, linear over 1 s: at 0.5 + 1/60, halfway.
        fixture.run(frames: 30)
        #expect(card.layer.presentation()?.position.x == 40)
        // Another queue is Dispatch's: the work runs there without a tick.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
        }
    }
}

/// A clock face that ticks by a selector, as `Timer.scheduledTimer(timeInterval:target:selector:…)` code does.
private final class Ticker: NSObject {
    var fired: [Double] = []
    func tick(_ timer: Timer) {
        fired.append(CACurrentMediaTime())
        if fired.count == 2 { timer.invalidate() }
    }
}

extension DelayedWorkSnippets {
    @Test("scheduled timers fire at the ticks that reach their times, every interval while valid; once stops after one")
    func timersOnTheSceneClock() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.25, target: ticker, selector: Selector("tick:", Ticker.tick(_:)), userInfo: nil, repeats: true)
        let log = WorkLog()
        let once = Timer.__animviewScheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.lines.append("once") }
        #expect(timer.isValid && once.isValid)
        fixture.run(frames: 14)
        #expect(ticker.fired.isEmpty)
        fixture.run(seconds: 1)
        #expect(ticker.fired == [0.25, 0.5])
        #expect(!timer.isValid)
        #expect(log.lines == ["once"] && !once.isValid)
    }
}

extension DelayedWorkSnippets {
    @Test("a work item as play's reader hands it over: on the scene's clock, not run once cancelled; a DispatchTime keeps Dispatch's")
    func workItems() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let log = WorkLog()
        let hide = DispatchWorkItem { log.lines.append("hide at \(CACurrentMediaTime())") }
        let cancelled = DispatchWorkItem { log.lines.append("cancelled ran") }
        let held: @Sendable () -> Void = { log.lines.append("held at \(CACurrentMediaTime())") }
        DispatchQueue.main.__animviewAsyncAfter(deadline: .now() + 0.25, execute: hide)
        DispatchQueue.main.__animviewAsyncAfter(deadline: .now() + 0.25, execute: cancelled)
        DispatchQueue.main.__animviewAsyncAfter(deadline: .now() + 0.5, execute: held)
        cancelled.cancel()
        fixture.run(frames: 14)
        #expect(log.lines.isEmpty)
        fixture.run(frames: 16)
        #expect(log.lines == ["hide at 0.25", "held at 0.5"])
        // A DispatchTime made beforehand goes to Dispatch (the process's clock): no tick runs it.
        let when = DispatchTime.now() + 3600
        DispatchQueue.main.__animviewAsyncAfter(deadline: when, execute: DispatchWorkItem { log.lines.append("dispatch") })
        #expect(fixture.engine.isIdle)
    }
}
