import AnimKit
import AnimKitTestSupport
import Testing

/// An adopted scene at its start, untouched, is not put back there again (`play` loads a new build each step of a
/// tuning drag): everything that moves it or changes it by hand makes the way back a real restore.
@MainActor
@Suite("An adopted scene's way back to its start")
struct AdoptedStartTests {
    /// The chain scene (a square slides 100 in 1 s, then fades from 1.25 s to 1.75 s), built and adopted.
    static func adopted() throws -> (ScenePlayback, View, AnimationSession<ManualClock>) {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        let built = ScenePlaybackTests.chain()
        built.start()
        return (try ScenePlayback(adopting: built.canvas, engine: session.engine), built.canvas.subviews[0], session)
    }

    @Test("measured untouched, it is at its start after, and plays as a scene built afresh")
    func measuredUntouched() throws {
        let (playback, square, session) = try Self.adopted()
        defer { session.end() }
        try playback.returnToStart()
        let timeline = try playback.measure()
        #expect(abs(timeline.length - 1.75) < 1e-9)
        #expect(playback.time == 0)
        // The square at the start: its model moved to 110 by the block, its presentation at 5 (the centre of 0…10).
        #expect(square.presentation.center.x == 5)
        #expect(abs(try playback.measure().length - 1.75) < 1e-9)
        try playback.seek(to: 0.5)
        // Linear: 5 + (110 − 5) × 0.5 = 57.5.
        #expect(abs(square.presentation.center.x - 57.5) < 1e-9)
    }

    @Test("played on, it goes back to its start")
    func playedOn() throws {
        let (playback, square, session) = try Self.adopted()
        defer { session.end() }
        try playback.seek(to: 1.5)
        // Faded half way: 1 − (1.5 − 1.25) ÷ 0.5 = 0.5.
        #expect(abs(square.presentation.alpha - 0.5) < 1e-9)
        try playback.returnToStart()
        #expect(playback.time == 0)
        #expect(square.presentation.center.x == 5 && square.presentation.alpha == 1)
    }

    @Test("changed by hand, it goes back to its start")
    func changedByHand() throws {
        let (playback, square, session) = try Self.adopted()
        defer { session.end() }
        playback.leaveTimeline()
        square.alpha = 0.25
        try playback.returnToStart()
        #expect(square.alpha == 1)
    }
}
