import AnimKit
import Testing

/// The one frame grid, on the manual clock: frame k is at k ÷ fps, exactly; a time a hair short of a frame is that frame.
@MainActor
@Suite("The frame grid of the manual clock")
struct FrameGridTests {
    @Test("frame times are multiplied out, never summed: frame 120 at 60 fps is 2 s exactly")
    func frameTimes() {
        let clock = ManualClock(framesPerSecond: 60)
        #expect(clock.time(ofFrame: 120) == 2)
        #expect(clock.time(ofFrame: 1) == 1.0 / 60)
        var summed = 0.0
        for _ in 0..<120 { summed += 1.0 / 60 }
        #expect(summed != 2 && clock.gridFrame(at: summed) == 120)
    }

    @Test("a time a hair short of a frame counts as that frame; halfway between is the frame before")
    func gridFrames() {
        let clock = ManualClock(framesPerSecond: 30)
        #expect(clock.gridFrame(at: 1 - 1e-12) == 30)
        #expect(clock.gridFrame(at: 1.5 / 30) == 1)
        #expect(clock.gridFrame(at: 0) == 0)
        #expect(clock.frameCount(in: 0.5) == 15 && clock.frameCount(in: 0.51) == 15)
    }

    @Test("advancing frame by frame lands on the grid's times")
    func steppingLandsOnTheGrid() {
        let clock = ManualClock(framesPerSecond: 24)
        for frame in 1...100 {
            clock.advance(frames: 1)
            #expect(clock.now == clock.time(ofFrame: frame))
        }
    }
}
