import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// Timers and delayed work on the scene's clock, on the timeline: a seek back lands on what straight play shows — a
/// timer that invalidated itself later in the scene fires again, work done later is not done yet.
@MainActor
@Suite("Timers and delayed work on the timeline")
struct SceneClockWorkSeekTests {
    @Test("a timer every 0.5 s that stops itself at its third fire, and a move at 0.75 s: each seek shows straight play")
    func seekAcrossTimerAndDelay() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(card)
        window.makeKeyAndVisible()
        _ = Timer.__animviewScheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                card.tag += 1
                if card.tag == 3 { timer.invalidate() }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) { MainActor.assumeIsolated { card.center.x = 150 } }
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        try playback.seek(to: 2)
        #expect(card.tag == 3 && card.center.x == 150)
        try playback.seek(to: 1)
        #expect(card.tag == 2 && card.center.x == 150)
        try playback.seek(to: 0.6)
        #expect(card.tag == 1 && card.center.x == 10)
        // Past its third fire again: the timer was valid at 0.6 s, so it fired at 1.0 and 1.5 and stopped there.
        try playback.seek(to: 2.5)
        #expect(card.tag == 3 && card.center.x == 150)
    }
}
