import AnimKit
import Foundation
import Testing

@MainActor
@Suite("The manual clock")
struct ManualClockTests {
    @Test("120 frames at 60 fps are exactly 2.0 s, not an accumulated sum")
    func exactFrames() {
        let clock = ManualClock()

        clock.advance(frames: 120)

        #expect(clock.now == 2.0)
        #expect(clock.frame == 120)
    }

    @Test("advance(by:) and advance(to:) move forward; frames count from there exactly")
    func mixedAdvances() {
        let clock = ManualClock(framesPerSecond: 30)

        clock.advance(by: 0.5)
        clock.advance(frames: 30)
        #expect(clock.now == 1.5)
        clock.advance(to: 4)
        clock.advance(frames: 3)
        #expect(clock.now == 4.1)
    }

    @Test("time never runs back: negative, past and non-finite advances are ignored")
    func monotonic() {
        let clock = ManualClock()
        clock.advance(to: 2)

        clock.advance(by: -1)
        clock.advance(to: 1)
        clock.advance(by: .infinity)
        clock.advance(frames: -5)

        #expect(clock.now == 2)
    }

    @Test("a non-positive frame rate falls back to 60")
    func frameRateFallback() {
        #expect(ManualClock(framesPerSecond: 0).framesPerSecond == 60)
    }
}
