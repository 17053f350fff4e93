import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// The plain Core Animation twin (``PlainMediaTiming``, ``PlainLayerAnimations``) on numbers worked out by hand from
/// Apple's `CAMediaTiming` and `CABasicAnimation` documentation, then the engine against it, tick by tick, on random
/// basic animations of standalone layers: every timing property, every combination of ends, stacks of additive ones.
@MainActor
@Suite("Core Animation's plain twin: media timing and basic animations, by the documentation")
struct PlainLayerTwinTests {
    static func animation(
        duration: Double, begin: Double = 0, speed: Float = 1, offset: Double = 0, repeats: Float = 0, repeatFor: Double = 0,
        reverses: Bool = false, fill: CAMediaTimingFillMode = .removed
    ) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.duration, animation.beginTime, animation.speed, animation.timeOffset) = (duration, begin, speed, offset)
        (animation.repeatCount, animation.repeatDuration, animation.autoreverses, animation.fillMode) = (repeats, repeatFor, reverses, fill)
        return animation
    }

    @Test("an animation's own time is (layer time − beginTime) × speed + timeOffset, then cycles, reversals and fills")
    func mediaTiming() {
        // Begins at 10, runs twice as fast, half a second in: at 10.25 its own time is 0.25 × 2 + 0.5 = 1, half of 2 s.
        let fast = Self.animation(duration: 2, begin: 10, speed: 2, offset: 0.5)
        #expect(PlainMediaTiming.moment(of: fast, atLayerTime: 10.25)! == (0.5, 0))
        // Before its begin, nothing; filling backwards, its start.
        #expect(PlainMediaTiming.moment(of: fast, atLayerTime: 9) == nil)
        #expect(PlainMediaTiming.moment(of: Self.animation(duration: 2, begin: 10, fill: .backwards), atLayerTime: 9)! == (0, 0))
        // 1 s a leg, there and back: a cycle of 2 s, 1.5 cycles active (3 s). At 2.5 s: the second cycle, half way out.
        let reversing = Self.animation(duration: 1, repeats: 1.5, reverses: true)
        #expect(PlainMediaTiming.moment(of: reversing, atLayerTime: 2.5)! == (0.5, 1))
        #expect(PlainMediaTiming.moment(of: reversing, atLayerTime: 1.25)! == (0.75, 0))
        // After the end nothing, unless it fills forwards: then where it stopped, at the far end of its last leg out.
        #expect(PlainMediaTiming.moment(of: reversing, atLayerTime: 3.5) == nil)
        let held = Self.animation(duration: 1, repeats: 1.5, reverses: true, fill: .forwards)
        #expect(PlainMediaTiming.moment(of: held, atLayerTime: 3.5)! == (1, 1))
        // Two whole cycles there and back end where they began; a repeat duration of 0.6 s of a 0.25 s default cycle ends
        // 0.1 s into the third.
        #expect(
            PlainMediaTiming.moment(of: Self.animation(duration: 1, repeats: 2, reverses: true, fill: .both), atLayerTime: 9)! == (0, 1))
        let short = Self.animation(duration: 0, repeatFor: 0.6, fill: .forwards)
        let end = PlainMediaTiming.moment(of: short, atLayerTime: 1)!
        #expect(abs(end.fraction - 0.4) < 1e-12 && end.cycle == 2)
        // Speed 0: time stands at the offset.
        let stopped = Self.animation(duration: 1, speed: 0, offset: 0.3)
        #expect(PlainMediaTiming.moment(of: stopped, atLayerTime: 100)! == (0.3, 0))
    }

    @Test("ends by the documentation's table, over what lies under: from–to, from–by, by–to, each alone; additive stacks add")
    func basicEnds() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        layer.position = CGPoint(x: 100, y: 40)
        let now = CACurrentMediaTime()
        func add(_ keyPath: String, from: Double?, to: Double?, by: Double?, additive: Bool = false, key: String) {
            let animation = CABasicAnimation(keyPath: keyPath)
            (animation.fromValue, animation.toValue, animation.byValue) = (from, to, by)
            (animation.duration, animation.beginTime, animation.isAdditive) = (4, now, additive)
            layer.add(animation, forKey: key)
        }
        add("position.x", from: 0, to: nil, by: 40, key: "a")
        add("position.x", from: nil, to: nil, by: 20, additive: true, key: "b")
        add("position.y", from: nil, to: 80, by: nil, key: "c")
        add("opacity", from: nil, to: 1, by: 0.25, key: "d")
        fixture.run(frames: 60)
        // One second in, a quarter of the way (linear): x = 0 + 40/4 = 10, plus the additive 0 + 20/4 = 5 on top;
        // y from the model's 40 to 80: 50; opacity from 1 − 0.25 to 1: 0.8125.
        let at = layer.convertTime(CACurrentMediaTime(), from: nil) - now
        #expect(abs(at - 1) < 1e-9)
        let x = PlainLayerAnimations.keyPaths[1].read, y = PlainLayerAnimations.keyPaths[2].read
        let opacity = PlainLayerAnimations.keyPaths[0].read
        #expect(abs(x(layer.presentation()!) - 15) < 1e-9 && abs(y(layer.presentation()!) - 50) < 1e-9)
        #expect(abs(opacity(layer.presentation()!) - 0.8125) < 1e-6)
        #expect(PlainLayerAnimations.disagreement(on: [layer]) == nil)
    }

    @Test("the engine shows what the plain twin says on every tick: 40 seeds of random basic animations on three layers")
    func randomAnimations() {
        for seed in UInt64(1)...40 {
            var random = SeededRandomNumberGenerator(seed: seed)
            let fixture = EngineFixture()
            defer { fixture.end() }
            let host = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let layers = (0..<3).map { _ in CALayer() }
            for layer in layers { host.layer.addSublayer(layer) }
            func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
            for step in 0..<24 {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let name = pick(PlainLayerAnimations.keyPaths.map(\.name))
                    let animation = CABasicAnimation(keyPath: name)
                    let ends: [Double?] = [pick([nil, 0.2, 40]), pick([nil, 1, 90]), pick([nil, -0.5, 15])]
                    (animation.fromValue, animation.toValue, animation.byValue) = (ends[0], ends[1], ends[2])
                    animation.duration = pick([0, 0.1, 0.5, 1])
                    animation.beginTime = pick([0, CACurrentMediaTime() + pick([-0.3, 0.2, 0.7])])
                    animation.speed = pick([1, 1, 2, 0.5, 0, -1])
                    animation.timeOffset = pick([0, 0, 0.15])
                    animation.repeatCount = pick([0, 0, 2, 1.5, .infinity])
                    animation.repeatDuration = pick([0, 0, 0, 0.8])
                    animation.autoreverses = pick([false, true])
                    animation.fillMode = pick([.removed, .forwards, .backwards, .both])
                    animation.isRemovedOnCompletion = pick([true, false])
                    animation.isAdditive = pick([false, false, true])
                    animation.timingFunction = pick([
                        nil, CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .default),
                        CAMediaTimingFunction(controlPoints: 0.7, -0.4, 0.3, 1.4),
                    ])
                    pick(layers).add(animation, forKey: pick(["a", "b", "c", "d"]))
                }
                for tick in 0..<Int.random(in: 1...12, using: &random) {
                    fixture.run(frames: 1)
                    if let difference = PlainLayerAnimations.disagreement(on: layers) {
                        Issue.record("seed \(seed), step \(step), tick \(tick): \(difference)")
                        return
                    }
                }
            }
        }
    }
}
