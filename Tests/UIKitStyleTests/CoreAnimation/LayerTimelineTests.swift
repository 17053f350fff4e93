import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Core Animation animations on the timeline: each a row of its own beside the property animators, named after its
// layer, saying what it moves, between which values, on which curve, from its beginTime to its end.

@MainActor
@Suite("Core Animation animations on the timeline")
struct LayerTimelineTests {
    @Test("a ring's strokeEnd, a delayed shake and a forever spinner: one row each, with their times")
    func rows() throws {
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let ring = CAShapeLayer(), spinner = CALayer()
            ring.name = "ring"
            canvas.layer.addSublayer(ring)
            canvas.layer.addSublayer(spinner)
            let card = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            card.accessibilityIdentifier = "card"
            canvas.addSubview(card)
            return ScenePlayback.Built(canvas: canvas) {
                let fill = CABasicAnimation(keyPath: "strokeEnd")
                (fill.fromValue, fill.toValue, fill.duration) = (0, 0.8, 1.5)
                fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                ring.add(fill, forKey: "fill")
                let shake = CAKeyframeAnimation(keyPath: "position.x")
                (shake.values, shake.duration, shake.isAdditive) = ([0, 10, -10, 0], 0.5, true)
                shake.beginTime = CACurrentMediaTime() + 0.25
                card.layer.add(shake, forKey: "shake")
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                (spin.byValue, spin.duration, spin.repeatCount) = (2 * CGFloat.pi, 1, 2)
                spin.speed = 2
                spinner.add(spin, forKey: "spin")
            }
        }
        defer { playback.end() }
        let timeline = try playback.measure()
        let rows = Dictionary(uniqueKeysWithValues: timeline.spans.map { ($0.label, $0) })
        let fill = try #require(rows["ring · strokeEnd 0 → 0.8 · easeInEaseOut"], "\(rows.keys)")
        #expect(fill.start == 0 && fill.delay == 0 && fill.duration == 1.5 && fill.end == 1.5)
        let shake = try #require(rows["card · position.x 4 keyframes"], "\(rows.keys)")
        #expect(shake.delay == 0.25 && shake.duration == 0.5 && shake.end == 0.75)
        // Two turns of a second each at double speed: a second of scene time.
        let spin = try #require(rows["CALayer · transform.rotation.z by 6.28"], "\(rows.keys)")
        #expect(spin.duration == 1 && spin.end == 1)
        #expect(timeline.length == 1.5)
    }
}

extension LayerTimelineTests {
    @Test("a ring filled and held (fillMode forwards, not removed on completion) ends the scene where its fill ends")
    func heldFillEnds() throws {
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let ring = CAShapeLayer()
            canvas.layer.addSublayer(ring)
            return ScenePlayback.Built(canvas: canvas) {
                let fill = CABasicAnimation(keyPath: "strokeEnd")
                (fill.fromValue, fill.toValue, fill.duration) = (0, 0.75, 1.2)
                fill.fillMode = .forwards
                fill.isRemovedOnCompletion = false
                ring.add(fill, forKey: "fill")
            }
        }
        defer { playback.end() }
        // 1.2 s is frame 72 of the 60 fps grid: the tick that sees the end.
        #expect(try playback.measure().length == 1.2)
    }
}
