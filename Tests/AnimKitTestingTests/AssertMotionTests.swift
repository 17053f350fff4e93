import AnimKit
import AnimKitSDL
import AnimKitTesting
import Foundation
import Testing

/// `assertMotion(of:matches:)` and motion tolerances, on the toast of the seeded suite (a 0.6 s spring to y = 60, then a
/// 0.3 s fade 0.2 s after it).
@MainActor
@Suite("assertMotion and motion tolerances")
struct AssertMotionTests {
    typealias Toast = MotionRegressionSuiteTests.Toast

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("animview-motion-\(UUID().uuidString)")
    }

    @Test("no reference: recorded and failed once; then the same toast passes, and one landing 4 points lower fails saying so")
    func recordsThenCompares() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("toast.jsonl")
        // What assertMotion records as the test's issue, asked of the function that words it.
        let missing = try motionFailure(of: Toast().scene, matches: reference)
        #expect(missing?.contains("no reference motion at \(reference.path): recorded toast's there") == true, "\(missing ?? "")")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        #expect(try motionFailure(of: Toast().scene, matches: reference) == nil)
        try assertMotion(of: Toast().scene, matches: reference)
        var lower = Toast()
        lower.dropTo = 64
        let text = try #require(try motionFailure(of: lower.scene, matches: reference))
        #expect(
            text.contains("the motion of toast differs from toast.jsonl:\n") && text.contains("toast.center.y: ")
                && text.contains("ends at 60 → 64"), "\(text)")
        // Within 5 points (the largest difference is 4.184 at 0.267 s), the lower toast passes.
        try assertMotion(of: lower.scene, matches: reference, tolerance: MotionTolerance(value: 5))
        // A reference that is not a recording names its line.
        try Data("{\"frame\": 0,\n".utf8).write(to: reference)
        let broken = try motionFailure(of: Toast().scene, matches: reference)
        #expect(broken?.contains("toast.jsonl: the recording is not one: line 1 is not a frame") == true, "\(broken ?? "")")
    }

    @Test(
        "a time tolerance takes a delay 50 ms later as the same timing; the values it moved still differ until a value tolerance covers them"
    )
    func timeTolerance() throws {
        var later = Toast()
        later.fadeDelay = 0.25
        let reference = try SceneMotion.record(Toast().scene), motion = try SceneMotion.record(later.scene)
        #expect(motion.difference(from: reference).first == "animator toast · UIView.animate: delay 0.200 s → 0.250 s")
        let timed = motion.difference(from: reference, tolerance: MotionTolerance(time: 0.06))
        // The fade's alpha is 0.281 apart at its most (0.967 s), whatever the timing is called.
        #expect(timed == ["toast.alpha: ends at 0 (same); largest difference 0.281 at 0.967 s"])
        #expect(motion.difference(from: reference, tolerance: MotionTolerance(value: 0.3, time: 0.06)) == [])
        #expect(motion.difference(from: reference, tolerance: MotionTolerance(value: 0.3, time: 0.04)) != [])
    }
}

extension AssertMotionTests {
    /// A card dropped by a `CASpringAnimation` on its layer's `position.y`: mass 1, stiffness 100, damping `damping`.
    static func layerSpring(damping: CGFloat) -> AnimView.PreviewScene {
        AnimView.PreviewScene("layer spring", size: CGSize(width: 200, height: 300)) { canvas in
            let card = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            card.accessibilityIdentifier = "card"
            card.backgroundColor = .systemTeal
            canvas.addSubview(card)
            let drop = CASpringAnimation(keyPath: "position.y")
            (drop.fromValue, drop.toValue, drop.damping) = (50, 250, damping)
            drop.duration = drop.settlingDuration
            card.layer.position.y = 250
            card.layer.add(drop, forKey: "drop")
        }
    }

    @Test(
        "a CASpringAnimation's damping 10 → 6 (mass 1, stiffness 100) is named as UIKit's pair: damping ratio 0.5 → 0.3, on its layer and key path"
    )
    func coreAnimationSpring() throws {
        let lines = try SceneMotion.record(Self.layerSpring(damping: 6)).difference(from: SceneMotion.record(Self.layerSpring(damping: 10)))
        // ζ = c / (2√(km)) = 10 / 20 and 6 / 20; the response 2π√(m/k) = 0.628 s is the same. The duration the code gave
        // it (settlingDuration) changes with the damping.
        #expect(lines.first?.hasPrefix("animator card · position.y: duration ") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("; damping ratio 0.5 → 0.3") == true, "\(lines)")
    }

    /// A box whose layer runs three linear `CABasicAnimation`s of `duration`: `position.y` 100 → 200, `opacity` 1 → 0 and
    /// `transform.rotation.z` 0 → π/2.
    static func layerMoves(duration: CFTimeInterval) -> AnimView.PreviewScene {
        AnimView.PreviewScene("layer moves", size: CGSize(width: 200, height: 240)) { canvas in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            box.accessibilityIdentifier = "box"
            box.backgroundColor = .systemRed
            canvas.addSubview(box)
            for (keyPath, from, to) in [("position.y", 100, 200), ("opacity", 1, 0), ("transform.rotation.z", 0, CGFloat.pi / 2)] {
                let animation = CABasicAnimation(keyPath: keyPath)
                (animation.fromValue, animation.toValue, animation.duration) = (from, to, duration)
                box.layer.add(animation, forKey: keyPath)
            }
        }
    }

    @Test("Core Animation's animations on a view's layer are in the view's values, and a slower one is named on the view's properties")
    func layerAnimationValues() throws {
        let motion = try SceneMotion.record(Self.layerMoves(duration: 1), duration: 1.5, framesPerSecond: 10)
        let box = { (time: Double) in motion.samples.first { abs($0.time - time) < 1e-9 }?.views.first { $0.name == "box" } }
        // No timing function is linear: halfway through at half the duration, from the from values.
        let start = try #require(box(0)), half = try #require(box(0.5)), after = try #require(box(1.2))
        #expect(start.y == 100 && start.alpha == 1 && start.rotation == 0)
        #expect(half.y == 150 && half.alpha == 0.5 && abs(half.rotation - .pi / 4) < 1e-12, "\(half)")
        // Removed on completion: the model again (the frame's centre, opaque, upright).
        #expect(after.y == 20 && after.alpha == 1 && after.rotation == 0, "\(after)")
        let lines = try SceneMotion.record(Self.layerMoves(duration: 1.2), duration: 1.5, framesPerSecond: 10).difference(from: motion)
        #expect(lines.contains { $0.hasPrefix("box.center.y: duration 1.000 s → 1.200 s") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("box.alpha: duration 1.000 s → 1.200 s") }, "\(lines)")
    }
}
