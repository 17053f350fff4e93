import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Core Animation's timing arithmetic, from the CAMediaTiming documentation: an animation's active time is
// (layer time − beginTime) × speed + timeOffset; a cycle lasts `duration` (twice with autoreverses) and repeats
// `repeatCount` times; outside the active time it shows only what `fillMode` keeps. Every expected number
// below is worked out from those rules for a linear `strokeEnd` animation from 0 to 1.

@MainActor
@Suite("CAMediaTiming: beginTime, speed, timeOffset, repeats, autoreverses and fill modes")
struct MediaTimingTests {
    private func ring(_ fixture: EngineFixture) -> CAShapeLayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.strokeEnd = 0.9
        host.layer.addSublayer(ring)
        return ring
    }

    private func strokeEnd(duration: CFTimeInterval = 2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        return animation
    }

    @Test("a basic animation moves the presentation linearly and leaves the model; removed at its end")
    func basic() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        layer.add(strokeEnd(), forKey: "fill")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.strokeEnd == 0.25)
        #expect(layer.strokeEnd == 0.9)
        #expect(layer.animationKeys() == ["fill"])
        fixture.run(seconds: 1.5)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.strokeEnd == 0.9)
    }

    @Test("beginTime in the future: nothing before it, unless fillMode is backwards")
    func beginTimeAndBackwardsFill() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        let later = strokeEnd()
        later.beginTime = CACurrentMediaTime() + 1
        layer.add(later, forKey: "later")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.strokeEnd == 0.9)
        later.fillMode = .backwards
        layer.add(later, forKey: "later")
        #expect(layer.presentation()?.strokeEnd == 0)
        fixture.run(seconds: 1)
        // 1.5 s on the clock, begun at 1: 0.5 of 2 s.
        #expect(layer.presentation()?.strokeEnd == 0.25)
    }

    @Test("speed doubles the pace; timeOffset starts part way in")
    func speedAndOffset() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        let fast = strokeEnd()
        fast.speed = 2
        layer.add(fast, forKey: "fast")
        let offset = strokeEnd()
        offset.timeOffset = 0.5
        let other = ring(fixture)
        other.add(offset, forKey: "offset")
        fixture.run(seconds: 0.25)
        // (0.25 − 0) × 2 = 0.5 of 2 s; 0.25 + 0.5 = 0.75 of 2 s.
        #expect(layer.presentation()?.strokeEnd == 0.25)
        #expect(other.presentation()?.strokeEnd == 0.375)
    }

    @Test("autoreverses and repeatCount: forward, back, forward, back; the forwards fill holds the last value (the start)")
    func repeatsAndReverses() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        let pulse = strokeEnd(duration: 1)
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.fillMode = .forwards
        pulse.isRemovedOnCompletion = false
        layer.add(pulse, forKey: "pulse")
        fixture.run(seconds: 0.25)
        #expect(layer.presentation()?.strokeEnd == 0.25)
        fixture.run(seconds: 1)
        // 1.25 s: the first cycle's way back, 0.25 s into it.
        #expect(layer.presentation()?.strokeEnd == 0.75)
        fixture.run(seconds: 1.25)
        // 2.5 s: the second cycle, 0.5 s forward.
        #expect(layer.presentation()?.strokeEnd == 0.5)
        fixture.run(seconds: 2)
        #expect(layer.animationKeys() == ["pulse"])
        #expect(layer.presentation()?.strokeEnd == 0)
    }

    @Test("Apple's Q&A 1673 pause and resume recipe, verbatim: the animation stands still, then goes on from there")
    func pauseAndResume() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        layer.add(strokeEnd(), forKey: "fill")
        fixture.run(seconds: 0.5)
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
        fixture.run(seconds: 1)
        #expect(layer.presentation()?.strokeEnd == 0.25)
        let paused = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = timeSincePause
        fixture.run(seconds: 0.5)
        // 2 s on the clock, 1 s of it paused: 1 s into the 2 s animation.
        #expect(layer.presentation()?.strokeEnd == 0.5)
    }

    @Test("the delegate hears the start, and the stop: finished at the end, unfinished when removed")
    func delegate() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        final class Listener: CAAnimationDelegate {
            var heard: [String] = []
            func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("stop \(flag)") }
        }
        let listener = Listener()
        let layer = ring(fixture)
        let animation = strokeEnd(duration: 1)
        animation.delegate = listener
        layer.add(animation, forKey: "a")
        fixture.run(frames: 1)
        #expect(listener.heard == ["start"])
        fixture.run(seconds: 1)
        #expect(listener.heard == ["start", "stop true"])
        layer.add(animation, forKey: "b")
        fixture.run(frames: 1)
        layer.removeAnimation(forKey: "b")
        fixture.run(frames: 1)
        #expect(listener.heard == ["start", "stop true", "start", "stop false"])
    }

    @Test("CATransaction's completion block runs when the animations it added have finished")
    func transactionCompletion() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = ring(fixture)
        var done: [TimeInterval] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
        layer.add(strokeEnd(duration: 1), forKey: "a")
        CATransaction.commit()
        fixture.run(seconds: 0.5)
        #expect(done.isEmpty)
        fixture.run(seconds: 0.5)
        #expect(done == [1])
    }
}
