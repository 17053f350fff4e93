import AnimKit
import Foundation
import Testing

/// Speed graphs of whole 3-D transforms — one matrix to another, blended part by part — as rows of the parts that
/// change: a card's flip by a basic animation, a tile's keyframes through a slide then a swell, a door a block turns.
@MainActor
@Suite("Motion graphs: whole transforms by their moving parts")
struct MotionGraphTransformTests {
    /// The flip's and the door's turns: nine tenths of a half turn and a third of one.
    static let flipAngle = 0.9 * Double.pi, doorAngle = Double.pi / 3

    /// A `card` (subview 0) flipping about y in perspective (linear, over 1 s), holding a `tile` sublayer whose transform
    /// slides 30 points right by 0.5 s then swells to twice its size by 1 s (linear keyframes); a `door` (subview 1)
    /// turned a third of a turn about y in a 0.8 s `UIView.animate` block (its default ease-in-out).
    static func scene() -> ScenePlayback.Built {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        let door = UIView(frame: CGRect(x: 220, y: 40, width: 120, height: 160))
        (card.backgroundColor, door.backgroundColor) = (.systemBlue, .systemOrange)
        (card.accessibilityIdentifier, door.accessibilityIdentifier) = ("card", "door")
        canvas.addSubview(card)
        canvas.addSubview(door)
        let tile = CALayer()
        tile.name = "tile"
        tile.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        card.layer.addSublayer(tile)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        return ScenePlayback.Built(canvas: canvas) {
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = NSValue(caTransform3D: perspective)
            flip.toValue = NSValue(caTransform3D: CATransform3DRotate(perspective, CGFloat(flipAngle), 0, 1, 0))
            (flip.duration, flip.timingFunction) = (1, CAMediaTimingFunction(name: .linear))
            card.layer.add(flip, forKey: "flip")
            let slid = CATransform3DMakeTranslation(30, 0, 0)
            let grow = CAKeyframeAnimation(keyPath: "transform")
            grow.values = [CATransform3DIdentity, slid, CATransform3DScale(slid, 2, 2, 1)].map { NSValue(caTransform3D: $0) }
            (grow.keyTimes, grow.duration) = ([0, 0.5, 1], 1)
            tile.add(grow, forKey: "grow")
            UIView.animate(withDuration: 0.8) { door.layer.transform = CATransform3DMakeRotation(CGFloat(doorAngle), 0, 1, 0) }
        }
    }

    @Test("each moving part's worked-out speed is within 1e-6 of its central difference (h = 10 µs), over 200 times")
    func speedsAgree() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        // 0.01 … 0.99 s, none on the tile's keyframe (0.5 s) or an animation's end (0.8 s, 1 s).
        let grid: [TimeInterval] = (0..<200).map { 0.0125 + Double($0) * 0.0049 }
        let times = grid.filter { (t: TimeInterval) -> Bool in abs(t - 0.5) > 1e-3 && abs(t - 0.8) > 1e-3 }
        #expect(times.count >= 198)
        for index in 0..<2 {
            let (worst, peaks) = try MotionGraphLayerTests.speedGaps(at: times) {
                try MotionGraphLayerTests.readings(playback, at: $0, of: index)
            }
            let moving =
                index == 0
                ? ["transform.rotation.y", "tile · transform.translation.x", "tile · transform.scale.x"] : ["transform.rotation.y"]
            for name in moving {
                #expect((peaks[name] ?? 0) > 0.5, "\(name) moves: fastest \(peaks[name] ?? 0)")
                #expect((worst[name] ?? 1) < 1e-6, "\(name): \(worst[name] ?? 1)")
            }
            #expect(worst.values.allSatisfy { $0 < 1e-6 }, "\(worst.filter { $0.value >= 1e-6 })")
        }
    }

    @Test("closed forms: the flip turns at 0.9π a second, the tile slides at 60 then swells at 2, the door's ease-in-out halfway")
    func closedForms() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        // Linear over 1 s: the turn blends along the shorter arc, the angle 0.9π·t about y, at 0.9π a second.
        let card = try MotionGraphLayerTests.readings(playback, at: 0.25)
        let flip = try #require(card["transform.rotation.y"])
        #expect(abs(flip.value - Self.flipAngle * 0.25) < 1e-9 && abs(flip.speed - Self.flipAngle) < 1e-6, "\(flip)")
        // Keyframes, linear: 0 → 30 points over the first half second (60 a second), then scale 1 → 2 over the second.
        let slide = try #require(card["tile · transform.translation.x"])
        #expect(abs(slide.value - 15) < 1e-9 && abs(slide.speed - 60) < 1e-6, "\(slide)")
        #expect(abs((card["tile · transform.scale.x"]?.speed ?? 1)) < 1e-6)
        let later = try MotionGraphLayerTests.readings(playback, at: 0.75)
        let swell = try #require(later["tile · transform.scale.y"])
        #expect(abs(swell.value - 1.5) < 1e-9 && abs(swell.speed - 2) < 1e-6, "\(swell)")
        #expect(abs((later["tile · transform.translation.x"]?.value ?? 0) - 30) < 1e-9)
        // Ease-in-out (0.42, 0, 0.58, 1) is halfway at half time (by symmetry), its slope there 1.5 / 0.87 (see the
        // layer tests): the door is at π/6 and turns π/3 × (1.5 / 0.87) / 0.8 s a second.
        let door = try #require(try MotionGraphLayerTests.readings(playback, at: 0.4, of: 1)["transform.rotation.y"])
        #expect(abs(door.value - Self.doorAngle / 2) < 1e-9, "\(door)")
        #expect(abs(door.speed - Self.doorAngle * (1.5 / 0.87) / 0.8) < 1e-6, "\(door)")
    }

    @Test("rows name only the parts that change, read as Core Animation names them, and stay after the animation ends")
    func rows() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        let card = try #require(try MotionGraph.record(playback, view: "card", to: 1.5))
        let names = card.channels.map(\.name)
        #expect(names.contains("transform.rotation.y") && !names.contains("transform.rotation.x"), "\(names)")
        #expect(!names.contains("transform.translation.z") && !names.contains("transform.scale.x"), "perspective stays: \(names)")
        let tile = names.filter { $0.hasPrefix("tile · ") }
        #expect(
            tile == ["tile · transform.translation.x", "tile · transform.scale.x", "tile · transform.scale.y"], "\(tile)")
        // Ended: the model's parts, still — the flip's model is the identity again; the door keeps its turn.
        let flip = try #require(card.channels.first { $0.name == "transform.rotation.y" })
        #expect(flip.values.last == 0 && flip.speeds.last == 0 && flip.animators.count == 1, "\(flip.values.suffix(3)) \(flip.animators)")
        let door = try #require(
            try MotionGraph.record(playback, view: "door", to: 1.5)?.channels.first { $0.name == "transform.rotation.y" })
        #expect(abs((door.values.last ?? 0) - Self.doorAngle) < 1e-9 && door.speeds.last == 0, "\(door.values.suffix(3))")
        #expect(door.animators.count == 1 && door.animators[0].contains("MotionGraphTransformTests.swift:"), "\(door.animators)")
    }

    @Test("a part read from a transform: a turn about y is 0 about x and z; a turn about a slant axis shares its angle")
    func partReadings() {
        let turned = CATransform3DMakeRotation(0.7, 0, 1, 0)
        let layer = CALayer()
        layer.transform = turned
        #expect(abs((layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0) - 0.7) < 1e-12)
        #expect(abs(layer.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 1) < 1e-12)
        #expect(abs(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 1) < 1e-12)
        // About (3, 0, 4)/5 by 1 radian: the rotation vector's parts are 0.6 and 0.8.
        layer.transform = CATransform3DMakeRotation(1, 3, 0, 4)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 0) - 0.6) < 1e-12)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.8) < 1e-12)
    }
}
