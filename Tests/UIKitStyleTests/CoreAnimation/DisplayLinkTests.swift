import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CADisplayLink on the scene's clock: the handler runs once a frame (or at its preferred rate), told when the last
// frame was shown (timestamp), when this one will be (targetTimestamp) and the time between frames (duration).

@MainActor
@Suite("CADisplayLink: a handler in step with the frames")
struct DisplayLinkTests {
    @Test("once a frame at 60 Hz: targetTimestamp is the frame's time, timestamp one frame before, duration 1/60")
    func everyFrame() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let start = CACurrentMediaTime()
        var seen: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in seen.append((link.timestamp, link.targetTimestamp, link.duration)) }
        link.add(to: .main, forMode: .common)
        fixture.run(frames: 3)
        #expect(seen.count == 3)
        for (index, (timestamp, target, duration)) in seen.enumerated() {
            #expect(abs(target - (start + Double(index + 1) / 60)) < 1e-9)
            #expect(abs(duration - 1.0 / 60) < 1e-9 && abs(target - timestamp - duration) < 1e-12)
        }
    }

    @Test("a view moved in the handler shows the move in that frame's presentation")
    func drivesAView() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let start = CACurrentMediaTime()
        let link = CADisplayLink { link in view.center.x = 100 * (link.targetTimestamp - start) }
        link.add(to: .main, forMode: .common)
        fixture.run(seconds: 0.5)
        #expect(abs(view.presentation.center.x - 50) < 1e-9)
    }

    @Test("preferredFramesPerSecond 30 on 60 Hz frames runs on every other frame; paused runs none; invalidated, none ever")
    func rateAndPause() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        fixture.run(frames: 10)
        #expect(count == 5)
        link.isPaused = true
        fixture.run(frames: 4)
        #expect(count == 5 && fixture.engine.isIdle)
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        fixture.run(frames: 4)
        #expect(count == 9)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        fixture.run(frames: 4)
        #expect(count == 9)
    }
}
