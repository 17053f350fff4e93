import AnimKit
import Foundation
import Testing

/// Speed graphs of what Core Animation moves beyond a view's properties — its layer's other keys, a sublayer's keys and
/// geometry — checked against the presented values' central differences and closed forms derived here.
@MainActor
@Suite("Motion graphs: Core Animation's key paths and sublayers")
struct MotionGraphLayerTests {
    /// A `box` whose layer rounds its corners (linear, 0 → 12 over 0.8 s), reddens its border's blue (ease-in-out) and
    /// springs its shadow in, holding a shape layer `ring` whose stroke draws on (linear, 0 → 1 over 0.8 s), whose line
    /// swells through keyframes and which moves along a cubic keyframe path and turns about z (`transform.rotation.z`).
    static func scene() -> ScenePlayback.Built {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .systemBlue
        canvas.addSubview(box)
        let ring = CAShapeLayer()
        ring.name = "ring"
        ring.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
        (ring.strokeColor, ring.fillColor, ring.lineWidth) = (UIColor.white.cgColor, nil, 4)
        box.layer.addSublayer(ring)
        return ScenePlayback.Built(canvas: canvas) {
            let corners = CABasicAnimation(keyPath: "cornerRadius")
            (corners.fromValue, corners.toValue, corners.duration) = (0, 12, 0.8)
            box.layer.add(corners, forKey: "corners")
            let border = CABasicAnimation(keyPath: "borderColor")
            (border.fromValue, border.toValue, border.duration) = (UIColor.blue.cgColor, UIColor.red.withAlphaComponent(0.5).cgColor, 1)
            border.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            box.layer.add(border, forKey: "border")
            let shadow = CASpringAnimation(keyPath: "shadowOpacity")
            (shadow.fromValue, shadow.toValue, shadow.damping, shadow.initialVelocity) = (0, 0.8, 7, 3)
            shadow.duration = shadow.settlingDuration
            box.layer.add(shadow, forKey: "shadow")
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 0.8)
            ring.add(draw, forKey: "draw")
            let swell = CAKeyframeAnimation(keyPath: "lineWidth")
            (swell.values, swell.keyTimes, swell.duration) = ([4, 12, 2], [0, 0.3, 1], 1.2)
            swell.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
            ring.add(swell, forKey: "swell")
            let wander = CAKeyframeAnimation(keyPath: "position")
            wander.values = [CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 30), CGPoint(x: 60, y: 90)].map { NSValue(cgPoint: $0) }
            (wander.calculationMode, wander.duration) = (.cubic, 1.1)
            ring.add(wander, forKey: "wander")
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi / 2, 1.3)
            turn.timingFunction = CAMediaTimingFunction(name: .easeIn)
            ring.add(turn, forKey: "turn")
        }
    }

    /// Each row's value and speed at `t`, by name: subview `index`'s own (its layer's slot: `cornerRadius` among them),
    /// then the keys beyond them and its sublayers'.
    static func readings(_ playback: ScenePlayback, at t: TimeInterval, of index: Int = 0) throws -> [String: (
        value: Double, speed: Double
    )] {
        try playback.seek(to: t)
        let subviews = playback.built.canvas.subviews
        try #require(subviews.indices.contains(index))
        let view = subviews[index]
        let own = MotionGraph.measure(view, at: playback.time)
        var readings: [String: (value: Double, speed: Double)] = [:]
        for (index, name) in MotionGraph.names.enumerated() { readings[name] = (own.values[index], own.speeds[index]) }
        for reading in MotionGraph.layerReadings(of: view, at: playback.time) { readings[reading.name] = (reading.value, reading.speed) }
        return readings
    }

    /// For each row `read` gives, its fastest speed at `times` and its worst gap there between the worked-out speed and
    /// the central difference of its values (h = 10 µs), relative to that fastest speed (absolute for a still row).
    static func speedGaps(
        at times: [TimeInterval], _ read: (TimeInterval) throws -> [String: (value: Double, speed: Double)]
    ) throws -> (worst: [String: Double], peaks: [String: Double]) {
        let h = 1e-5
        var peaks: [String: Double] = [:], gaps: [String: Double] = [:]
        for t in times {
            let before = try read(t - h), now = try read(t), after = try read(t + h)
            for (name, reading) in now {
                guard let b = before[name]?.value, let a = after[name]?.value else { continue }
                peaks[name] = Swift.max(peaks[name] ?? 0, abs(reading.speed))
                gaps[name] = Swift.max(gaps[name] ?? 0, abs(reading.speed - (a - b) / (2 * h)))
            }
        }
        let worst = Dictionary(
            uniqueKeysWithValues: gaps.map { name, gap in (name, (peaks[name] ?? 0) > 0 ? gap / (peaks[name] ?? 1) : gap) })
        return (worst, peaks)
    }

    @Test("every row's worked-out speed is within 1e-6 of its central difference (h = 10 µs), over 200 times")
    func speedsAgree() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        // 0.05 … 1.05 s, none on a keyframe's time (0.36 s, 0.55 s) or an animation's end.
        let times = (0..<200).map { 0.05 + (Double($0) + 0.5) * 0.005 }
        let (worst, peaks) = try Self.speedGaps(at: times) { try Self.readings(playback, at: $0) }
        for name in [
            "cornerRadius", "borderColor.red", "borderColor.blue", "borderColor.opacity", "shadowOpacity", "ring · strokeEnd",
            "ring · lineWidth", "ring · x", "ring · y", "ring · transform.rotation.z",
        ] {
            #expect((peaks[name] ?? 0) > 0.1, "\(name) moves: fastest \(peaks[name] ?? 0)")
            #expect((worst[name] ?? 1) < 1e-6, "\(name): \(worst[name] ?? 1)")
        }
        #expect(worst.values.allSatisfy { $0 < 1e-6 }, "\(worst.filter { $0.value >= 1e-6 })")
    }

    @Test("closed forms: the stroke draws on at 1.25 a second, the corners at 15 points a second, the border halfway fastest")
    func closedForms() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        let at = try Self.readings(playback, at: 0.4)
        #expect(abs((at["ring · strokeEnd"]?.value ?? 0) - 0.5) < 1e-9 && abs((at["ring · strokeEnd"]?.speed ?? 0) - 1.25) < 1e-9)
        #expect(abs((at["cornerRadius"]?.value ?? 0) - 6) < 1e-9 && abs((at["cornerRadius"]?.speed ?? 0) - 15) < 1e-9)
        // Ease-in-out (0.42, 0, 0.58, 1) halfway is its Bézier at s = ½ (by symmetry), where
        // x′ = 3·¼·0.42 + 6·¼·0.16 + 3·¼·0.42 = 0.87 and y′ = 6·¼·1 = 1.5: the curve's slope there is 1.5 / 0.87. The
        // border's alpha falls 1 → 0.5 over 1 s, so at 0.5 s it falls 0.5 × 1.5 / 0.87 a second.
        let halfway = try Self.readings(playback, at: 0.5)
        let slope = 1.5 / 0.87
        #expect(abs((halfway["borderColor.opacity"]?.speed ?? 0) + 0.5 * slope) < 1e-6, "\(halfway["borderColor.opacity"]?.speed ?? 0)")
    }

    @Test("the graph pane's rows: the box's own rows, then its layer's keys and the ring's, each named with what moves it")
    func rows() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        let graph = try #require(try MotionGraph.record(playback, view: "box", to: 1.3))
        let names = graph.channels.map(\.name)
        #expect(names.starts(with: ["cornerRadius"]) || names.contains("cornerRadius"))
        #expect(Set(["ring · strokeEnd", "ring · lineWidth", "ring · x", "ring · y"]).isSubset(of: Set(names)), "\(names)")
        // The ring's turn is a part of its 3-D transform, named as the animation names it.
        #expect(names.contains("ring · transform.rotation.z") && !names.contains("ring · rotation"), "\(names)")
        let turn = try #require(graph.channels.first { $0.name == "ring · transform.rotation.z" })
        // Up to nearly π/2 as the turn nears its end at 1.3 s; then removed, the model's, 0, as a layer shows after.
        #expect(
            (turn.values.dropLast().last ?? 0) > 1.5 && turn.values.last == 0 && turn.animators.count == 1
                && turn.animators[0].hasPrefix("ring · transform.rotation.z"), "\(turn.values) \(turn.animators)")
        #expect(!names.contains("x") && !names.contains("ring · width"), "what does not move has no row: \(names)")
        let stroke = try #require(graph.channels.first { $0.name == "ring · strokeEnd" })
        #expect(
            stroke.animators.count == 1 && stroke.animators[0].hasPrefix("ring · ")
                && stroke.animators[0].contains("MotionGraphLayerTests.swift:"))
        #expect(stroke.values.first == 0 && stroke.values.count == graph.count)
    }
}
