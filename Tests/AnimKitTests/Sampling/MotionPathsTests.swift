import AnimKit
import Foundation
import Testing

/// Motion trails' numbers: where each followed view's anchor is, frame by frame, as the frames draw it.
@MainActor
@Suite("Motion paths: where views go, frame by frame")
struct MotionPathsTests {
    /// A canvas with `mover` sliding linearly from x = 50 to 250 in 1 s, `spring` dropping from y = 40 to 160 on a
    /// spring (damping ratio 0.4), and `child` at (75, 50) in a 100 × 100 `parent` turned a quarter turn about its
    /// centre (200, 200), hopping through keyframes at 0 s and 0.5 s of a 1 s `animateKeyframes`.
    static func scene() -> ScenePlayback.Built {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let mover = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        let spring = UIView(frame: CGRect(x: 300, y: 20, width: 40, height: 40))
        let parent = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 65, y: 40, width: 20, height: 20))
        (mover.accessibilityIdentifier, spring.accessibilityIdentifier) = ("mover", "spring")
        (parent.accessibilityIdentifier, child.accessibilityIdentifier) = ("parent", "child")
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        for view in [mover, spring, parent] { canvas.addSubview(view) }
        parent.addSubview(child)
        return ScenePlayback.Built(canvas: canvas) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { mover.center.x = 250 }
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) { spring.center.y = 160 }
            UIView.animateKeyframes(withDuration: 1, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { child.center.x = 25 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { child.center.y = 90 }
            }
        }
    }

    @Test("a trail's anchors are the frames' own: a seek of a fresh scene to each frame's time gives them within 1e-9")
    func anchorsAreTheFrames() throws {
        let playback = try ScenePlayback(framesPerSecond: 30, make: Self.scene)
        defer { playback.end() }
        try playback.seek(to: 0.4)
        let paths = try MotionPaths.record(playback)
        // Every view an animator moves, in the order first moved; the playhead is put back where it was.
        #expect(paths.paths.map(\.name) == ["mover", "spring", "child"])
        #expect(playback.time == 0.4)
        #expect(paths.count == 31 && paths.firstFrame == 0 && paths.stride == 1)
        let fresh = try ScenePlayback(framesPerSecond: 30, make: Self.scene)
        defer { fresh.end() }
        for sample in Swift.stride(from: paths.count - 1, through: 0, by: -3) {
            try fresh.seek(to: paths.time(ofSample: sample))
            let views = fresh.built.canvas.subtree
            for path in paths.paths {
                let view = try #require(views.first { $0.accessibilityIdentifier == path.name })
                let anchor = try #require(path.anchor(at: sample)), expected = MotionPaths.anchor(of: view, in: fresh.built.canvas)
                #expect(abs(anchor.x - expected.x) <= 1e-9 && abs(anchor.y - expected.y) <= 1e-9, "\(path.name) at \(sample)")
                #expect(path.outline(at: sample) == MotionPaths.outline(of: view, in: fresh.built.canvas))
            }
        }
    }

    @Test("the numbers derived by hand: a linear slide, a spring's overshoot, a child carried by its turned parent")
    func derivedValues() throws {
        let playback = try ScenePlayback(framesPerSecond: 10, make: Self.scene)
        defer { playback.end() }
        let paths = try MotionPaths.record(playback, names: ["mover", "spring", "child"])
        let mover = paths.paths[0], spring = paths.paths[1], child = paths.paths[2]
        // Linear: x = 50 + 200 t, y = 50 throughout.
        for sample in 0..<paths.count {
            let x = 50 + 200 * paths.time(ofSample: sample)
            #expect(abs((mover.anchor(at: sample)?.x ?? .nan) - x) <= 1e-9 && mover.anchor(at: sample)?.y == 50)
        }
        // ζ = 0.4 overshoots by e^(−ζπ/√(1−ζ²)) = 25.4 % of the 120-point drop: it passes 160 + 30.5 on the way.
        let lowest = spring.anchors.map(\.y).max() ?? 0
        #expect(lowest > 160 + 120 * 0.2 && lowest < 160 + 120 * exp(-0.4 * .pi / (1 - 0.16).squareRoot()) + 1e-6)
        // The child starts at (75, 50) in its parent: 25 right of the parent's centre, which a quarter turn carries
        // 25 below (200, 200). At its end, (25, 90): 25 left and 40 below, which turn to 40 left and 25 up.
        let start = try #require(child.anchor(at: 0)), end = try #require(child.anchor(at: paths.count - 1))
        #expect(abs(start.x - 200) < 1e-9 && abs(start.y - 225) < 1e-9, "\(start)")
        #expect(abs(end.x - 160) < 1e-9 && abs(end.y - 175) < 1e-9, "\(end)")
        // The turned child's outline is turned with it: its first corner, (−10, −10) from its centre, turns to (10, −10).
        let corner = try #require(child.outline(at: 0)?.first)
        #expect(abs(corner.x - 210) < 1e-9 && abs(corner.y - 215) < 1e-9, "\(corner)")
        // Its keyframes start at 0 s and 0.5 s: samples 0 and 5. The others have none.
        #expect(child.keyframes == [0, 5] && mover.keyframes.isEmpty)
    }

    @Test("a stretch of it, a name no view has, and a long scene thinned")
    func stretchesAndNames() throws {
        let playback = try ScenePlayback(framesPerSecond: 60, make: Self.scene)
        defer { playback.end() }
        let middle = try MotionPaths.record(playback, names: ["mover", "nobody"], from: 0.25, to: 0.5)
        #expect(middle.firstFrame == 15 && middle.count == 16)
        #expect(middle.notes == ["no view is named nobody in this stretch of the scene"])
        #expect((0..<middle.count).allSatisfy { middle.paths[1].anchor(at: $0) == nil })
        #expect(middle.sample(at: 0.3) == 3 && middle.sample(at: -5) == 0 && middle.sample(at: 99) == 15)
        let long = try MotionPaths.record(playback, names: ["mover"], from: 0, to: 400)
        #expect(long.stride == 2 && long.count <= MotionPaths.sampleLimit + 1)
        #expect(long.time(ofSample: 1) == 2.0 / 60)
    }

    @Test("a position set to NaN is refused where it is set (the engine says so): the trail stays whole and finite")
    func notANumber() throws {
        let playback = try ScenePlayback(framesPerSecond: 10) {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.accessibilityIdentifier = "box"
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) {
                UIView.animate(withDuration: 1) {
                    box.center.x = 100
                } completion: { _ in
                    box.center.x = .nan
                }
            }
        }
        defer { playback.end() }
        let box = try #require(try MotionPaths.record(playback, to: 1.5).paths.first)
        #expect(box.anchors.count == 16 && box.anchors.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(box.anchor(at: 15)?.x == 100)
    }

    @Test("a trail follows the view where the frame draws it in 3-D: through its superview's perspective, not its affine place")
    func perspective() throws {
        let playback = try ScenePlayback(framesPerSecond: 10) {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let stage = UIView(frame: canvas.bounds)
            var space = CATransform3DIdentity
            space.m34 = -1.0 / 400
            stage.layer.sublayerTransform = space
            let card = UIView(frame: CGRect(x: 290, y: 140, width: 20, height: 20))
            card.accessibilityIdentifier = "card"
            card.layer.transform = CATransform3DMakeTranslation(0, 0, 100)
            canvas.addSubview(stage)
            stage.addSubview(card)
            return ScenePlayback.Built(canvas: canvas) {}
        }
        defer { playback.end() }
        let card = try #require(try MotionPaths.record(playback, names: ["card"], to: 0).paths.first)
        // 100 points towards the eye 400 away: w = 1 − 100 / 400 = 0.75, so the card's centre, 100 right of the stage's
        // (200, 150), is drawn 100 / 0.75 right of it, and its 20 points as 20 / 0.75.
        let anchor = try #require(card.anchor(at: 0)), corner = try #require(card.outline(at: 0)?.first)
        #expect(abs(anchor.x - (200 + 100 / 0.75)) < 1e-9 && abs(anchor.y - 150) < 1e-9, "\(anchor)")
        #expect(abs(corner.x - (200 + 90 / 0.75)) < 1e-9 && abs(corner.y - (150 - 10 / 0.75)) < 1e-9, "\(corner)")
    }
}
