import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// A scene's tasks on its clock: `Task.sleep` and awaited animations resume at their moments of the scene, in the order
/// those came, and run on to their next wait within the tick — so straight play, a seek across them and a replay from
/// the start agree.
@Suite("The scene's tasks, on its clock")
struct SceneTaskTests {
    /// A screen's code as iOS code sequences it: a task that sleeps, fades a card in, notes it, sleeps and moves it; a
    /// second task that sleeps as long and is cancelled half-way.
    @MainActor
    static func scene(log: Log) -> ScenePlayback.Built {
        // The device's size: the scene's key window is the screen while the test awaits, and other tests read it then.
        let canvas = UIView(frame: CGRect(origin: .zero, size: Device.current.screenSize))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.alpha = 0
        canvas.addSubview(card)
        return ScenePlayback.Built(canvas: canvas) {
            Task {
                try await Task.__animviewSleep(nanoseconds: 500_000_000)
                log.lines.append("fade at \(CACurrentMediaTime())")
                let finished = await UIView.animate(withDuration: 0.5) { card.alpha = 1 }
                log.lines.append("faded at \(CACurrentMediaTime()) \(finished)")
                try await Task.__animviewSleep(for: .milliseconds(250))
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.center.x = 110 }, completion: nil)
            }
            let waiter = Task {
                do {
                    try await Task.__animviewSleep(for: .seconds(1))
                    log.lines.append("woke")
                } catch {
                    log.lines.append("cancelled at \(CACurrentMediaTime()) \(error is CancellationError)")
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { waiter.cancel() }
        }
    }

    @MainActor
    final class Log {
        var lines: [String] = []
    }

    /// A test's main-actor work does not run on a main thread that a run loop owns, so a tick cannot run the main
    /// queue's work: the woken tasks are resumed at once and run when the test lets the main queue turn (a window's
    /// frames and headless runs run them within the tick: `PlayTaskScreenTests`). Seeking to each moment and letting
    /// them run shows them at their moments all the same.
    @MainActor
    @Test(
        "each task's code runs at its moment; no checkpoint while a task waits, and a seek back builds the scene again",
        .awaitsWithFixture)
    func moments() async throws {
        let log = Log()
        let playback = try ScenePlayback { Self.scene(log: log) }
        defer { playback.end() }
        func card() -> View { playback.built.canvas.subviews[0] }
        // What a wait that never ends finds: the tasks waiting on this scene's engine, whether that engine is the one
        // UIKit-style calls use now, and what the tasks said.
        func state() -> String {
            "waiting \(playback.engine.state.waitingTasks), current \(playback.session.isCurrent), log \(log.lines)"
        }
        // The tasks start, and each sleeps: no moment can be kept, and the scene is built again at its start.
        try await turns(until: { playback.engine.state.waitingTasks == 2 }, state: state)
        let summary = try playback.prepareCheckpoints(length: 2.5)
        #expect(summary.count == 0)
        #expect(playback.checkpointRefusal?.hasPrefix("at 0.000 s a task of the scene waits on its clock") == true)
        try await turns(until: { playback.engine.state.waitingTasks == 2 }, state: state)
        try playback.seek(to: 0.4)
        #expect(card().presentation.alpha == 0 && log.lines.isEmpty)
        try playback.seek(to: 0.5)
        try await turns(until: { log.lines.count == 2 }, state: state)
        // (Both at 0.5 s; in a test, the order the main queue gets them in.)
        #expect(log.lines.sorted() == ["cancelled at 0.5 true", "fade at 0.5"])
        try playback.seek(to: 0.75)
        // Ease-in-out's middle: half-way.
        #expect(abs(card().presentation.alpha - 0.5) < 1e-6)
        try playback.seek(to: 1)
        try await turns(until: { log.lines.count == 3 }, state: state)
        #expect(log.lines.last == "faded at 1.0 true")
        try playback.seek(to: 1.25)
        try await turns(until: { playback.engine.liveAnimators.count == 1 }, state: state)
        // Linear, from x = 10 at 1.25 s to 110 at 2.25 s: 60 at 1.75 s.
        try playback.seek(to: 1.75)
        #expect(abs(card().presentation.center.x - 60) < 1e-9)
        // Back: built again at its start, a new card.
        try playback.seek(to: 0.3)
        #expect(card().presentation.alpha == 0)
    }

    @MainActor
    @Test("a sleep of 0.1 s three times over is due at 0.30000000000000004 s: it wakes at the frame of 0.3 s, not the next")
    func floatingPointSums() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let engine = AnimationEngine.shared
        var frames: [Double] = []
        func later() {
            engine.perform(at: engine.clock.now + 0.1) {
                frames.append((engine.clock.now * 60).rounded())
                if frames.count < 3 { later() }
            }
        }
        later()
        fixture.run(frames: 20)
        #expect(frames == [6, 12, 18])
    }

    /// Lets the main queue turn until `done`, at most a thousand times; when it never is, says what `state` says then.
    @MainActor
    func turns(until done: @MainActor () -> Bool, state: @MainActor () -> String = { "" }) async throws {
        for _ in 0..<1000 where !done() { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(done(), "\(state())")
    }
}
