import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CAKeyframeAnimation against the rules Apple documents: keyframe i is reached at keyTimes[i] (evenly spaced without
// them), timingFunctions[i] paces the gap after it, the discrete mode holds each value, the paced modes keep one speed,
// a path's segments are the gaps, rotationMode turns the layer along the path. Times are whole frames at 120 fps.

@MainActor
@Suite("CAKeyframeAnimation: key times, per-gap curves, calculation modes, paths, additive shakes")
struct KeyframeAnimationTests {
    private func layer() -> CALayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        host.layer.addSublayer(layer)
        return layer
    }

    /// Adds `animation` (duration 1 unless set) to a fresh layer and returns the presentation at each of `times`.
    private func shown(_ animation: CAAnimation, at times: [Double]) -> [CALayer] {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let layer = layer()
        if animation.duration == 0 { animation.duration = 1 }
        layer.add(animation, forKey: "k")
        var elapsed = 0.0, result: [CALayer] = []
        for time in times {
            fixture.run(seconds: time - elapsed)
            elapsed = time
            result.append(layer.presentation() ?? layer)
        }
        return result
    }

    private func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [NSNumber]? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes
        return animation
    }

    @Test("keyTimes place the keyframes: [0, 100, 50] at [0, 0.25, 1] is 50 at 0.125, 100 at 0.25, 75 at 0.625")
    func keyTimes() {
        let xs = shown(keyframes("position.x", [0, 100, 50], keyTimes: [0, 0.25, 1]), at: [0.125, 0.25, 0.625]).map(\.position.x)
        #expect(xs == [50, 100, 75])
    }

    @Test("timingFunctions pace each gap: ease-in (0.42, 0, 1, 1) half-way through the first gap is 31.53568 % of it")
    func gapCurves() {
        let animation = keyframes("position.x", [0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let xs = shown(animation, at: [0.25, 0.75]).map(\.position.x)
        #expect(abs(xs[0] - 31.53568) < 1e-4)
        #expect(abs(xs[1] - 150) < 1e-9)
    }

    @Test("discrete holds each value for its share: thirds without keyTimes, or the spans keyTimes give")
    func discrete() {
        let even = keyframes("opacity", [0.1, 0.2, 0.3])
        even.calculationMode = .discrete
        #expect(shown(even, at: [0.2, 0.4, 0.9]).map(\.opacity) == [0.1, 0.2, 0.3])
        let spans = keyframes("opacity", [0.1, 0.2, 0.3], keyTimes: [0, 0.5, 0.75, 1])
        spans.calculationMode = .discrete
        #expect(shown(spans, at: [0.4, 0.6, 0.8]).map(\.opacity) == [0.1, 0.2, 0.3])
    }

    @Test("paced keeps one speed: [0, 100, 400] is 200 half-way; points (0,0)→(30,40)→(30,140) are at (30, 65)")
    func paced() {
        let numbers = keyframes("position.x", [0, 100, 400], keyTimes: [0, 0.9, 1])
        numbers.calculationMode = .paced
        // keyTimes and timingFunctions are not used in the paced modes.
        numbers.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        #expect(abs(shown(numbers, at: [0.5])[0].position.x - 200) < 1e-9)
        let points = keyframes("position", [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 140)])
        points.calculationMode = .paced
        let p = shown(points, at: [0.5])[0].position
        #expect(abs(p.x - 30) < 1e-9 && abs(p.y - 65) < 1e-9)
    }

    @Test("cubic is the Kochanek–Bartels spline (Catmull–Rom at zero tension, ends repeated): [0, 10, 0, 10] at 1/6 is 5.625")
    func cubic() {
        // Gap 0 half-way: tangents 5 (leaving 0) and 0 (arriving at 10); Hermite: 0.125 × 5 + 0.5 × 10 = 5.625.
        let animation = keyframes("position.x", [0, 10, 0, 10])
        animation.calculationMode = .cubic
        #expect(abs(shown(animation, at: [1.0 / 6])[0].position.x - 5.625) < 1e-9)
        // Tension 1 everywhere flattens the tangents: the Hermite blend alone, 0.5 × 10.
        animation.tensionValues = [1, 1, 1, 1]
        #expect(abs(shown(animation, at: [1.0 / 6])[0].position.x - 5) < 1e-9)
    }

    @Test("a path's segments are the gaps; rotateAuto turns the layer along it; paced follows its length")
    func path() {
        let square = CAKeyframeAnimation(keyPath: "position")
        square.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        square.rotationMode = .rotateAuto
        let down = shown(square, at: [0.375])[0]
        #expect(abs(down.position.x - 100) < 1e-9 && abs(down.position.y - 50) < 1e-9)
        // Heading down the right side: a quarter turn (cos 0, sin 1).
        #expect(abs(down.transform.m11) < 1e-6 && abs(down.transform.m12 - 1) < 1e-6)

        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let even = CAKeyframeAnimation(keyPath: "position")
        even.path = path
        #expect(shown(even, at: [0.75])[0].position == CGPoint(x: 100, y: 150))
        even.calculationMode = .paced
        let p = shown(even, at: [0.5])[0].position
        #expect(abs(p.x - 100) < 1e-6 && abs(p.y - 100) < 1e-6)
    }

    @Test("a shake: additive values move about the model value (50); cumulative repeats build on the last cycle's end")
    func additiveAndCumulative() {
        let shake = keyframes("position.x", [0, 10, -10, 10, -5, 5, 0])
        shake.isAdditive = true
        #expect(shown(shake, at: [1.0 / 6, 2.0 / 6, 1.5]).map(\.position.x) == [60, 40, 50])
        let steps = keyframes("position.x", [0, 10, 20])
        steps.isCumulative = true
        steps.repeatCount = 2
        #expect(abs(shown(steps, at: [1.5])[0].position.x - 30) < 1e-9)
    }

    @Test("refused and reported: no values, a value of the wrong kind, a path for a number; keyTimes that do not fit are reported")
    func badInput() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        layer.add(CAKeyframeAnimation(keyPath: "opacity"), forKey: "empty")
        layer.add(keyframes("opacity", [0.5, "bright"]), forKey: "kind")
        let onNumber = CAKeyframeAnimation(keyPath: "opacity")
        onNumber.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        layer.add(onNumber, forKey: "path")
        layer.add(keyframes("position.x", [0, .nan]), forKey: "nan")
        #expect(layer.animationKeys() == nil)
        #expect(fixture.errors.count == 4)
        #expect(fixture.errors.map(\.description).contains { $0.contains("value 1 of the \"opacity\" keyframe animation is String") })
        layer.add(keyframes("position.x", [0, 100, 0], keyTimes: [0, 1]), forKey: "times")
        #expect(layer.animationKeys() == ["times"] && fixture.errors.count == 5)
        fixture.run(seconds: 0.25)
        // Evenly spaced instead: a quarter in is half-way to 100.
        #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 1e-9)
    }
}
