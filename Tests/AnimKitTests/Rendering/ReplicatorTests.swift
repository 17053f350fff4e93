import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CAReplicatorLayer as Apple documents it: copy i of the sublayers is drawn through instanceTransform applied i times
// (about the replicator's centre), its colours multiplied by instanceColor plus i times the offsets, its animations
// instanceDelay × i later.

@MainActor
@Suite("CAReplicatorLayer: copies moved, tinted and delayed")
struct ReplicatorTests {
    func scene(count: Int, configure: (CAReplicatorLayer, CALayer) -> Void) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = count
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.addSublayer(dot)
        configure(replicator, dot)
        root.layer.addSublayer(replicator)
        return root
    }

    func dots(_ root: View) -> [DisplayItem] { DisplayList(root: root).items }

    /// Three copies 30 points and 0.25 s apart of a dot fading in over a second.
    func fadingCopies() -> View {
        scene(count: 3) { replicator, dot in
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            replicator.instanceDelay = 0.25
            dot.opacity = 0
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration, fade.fillMode) = (0, 1, 1, .backwards)
            dot.add(fade, forKey: "fade")
        }
    }

    @Test("three copies 30 points apart, each a quarter less opaque and half as red as the one before")
    func transformAndColour() {
        let root = scene(count: 3) { replicator, _ in
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            replicator.instanceColor = Color(red: 1, green: 0.5, blue: 1, alpha: 1)
            replicator.instanceRedOffset = -0.5
            replicator.instanceAlphaOffset = -0.25
        }
        let items = dots(root)
        #expect(items.map(\.canvasBounds.minX) == [0, 30, 60])
        let colors = items.compactMap { item -> Color? in
            if case .fill(let c) = item.content { return c }
            return nil
        }
        #expect(
            colors == [
                Color(red: 1, green: 0.5, blue: 1, alpha: 1), Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.75),
                Color(red: 0, green: 0.5, blue: 1, alpha: 0.5),
            ])
    }

    @Test("instanceCount 1 000 000 000: the first 10 000 copies are drawn, said once when set; the count reads as set")
    func billionCopies() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = scene(count: 1_000_000_000) { replicator, _ in replicator.instanceTransform = CATransform3DMakeTranslation(0.01, 0, 0) }
        #expect(dots(root).count == 10_000)
        #expect(
            fixture.errors.map(\.description) == [
                "instanceCount: 1000000000 copies would take minutes a frame; the first 10000 are drawn"
            ])
        let replicator = root.layer.sublayers?.first as? CAReplicatorLayer
        #expect(replicator?.instanceCount == 1_000_000_000)
    }

    @Test("a rotation turns copy i by i steps about the centre: the twelfth-turn spinner's copy 3 is at 3 o'clock")
    func rotation() {
        let root = scene(count: 12) { replicator, dot in
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
            dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        }
        let third = dots(root)[3].canvasBounds
        #expect(abs(third.midX - 95) < 1e-9 && abs(third.midY - 50) < 1e-9)
    }

    @Test("copy i runs its animations instanceDelay × i later: a fade in over a second, copies 0.25 s apart, at 0.5 s")
    func delay() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let root = fadingCopies()
        fixture.run(seconds: 0.5)
        // Copy 2 is at its start (0): not drawn.
        #expect(dots(root).map(\.alpha) == [0.5, 0.25])
    }

    // The pause and resume every Core Animation tutorial writes: `speed = 0; timeOffset = convertTime(now)` on an
    // ancestor. The copies' delays are in the replicator's time, so the paused copies stay their delays apart.
    @Test("paused through an ancestor's speed 0 at 0.6 s: the copies stand 0.25 s apart (0.6, 0.35, 0.1), not all alike")
    func pausedAncestor() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let root = fadingCopies()
        fixture.run(seconds: 0.6)
        let paused = root.layer.convertTime(CACurrentMediaTime(), from: nil)
        root.layer.speed = 0
        root.layer.timeOffset = paused
        fixture.run(seconds: 1)
        let alphas = dots(root).map(\.alpha)
        #expect(alphas.count == 3 && zip(alphas, [0.6, 0.35, 0.1]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(alphas)")
    }

    @Test("no copies with instanceCount 0; a negative count draws none either")
    func none() {
        #expect(dots(scene(count: 0) { _, _ in }).isEmpty)
        #expect(dots(scene(count: -3) { _, _ in }).isEmpty)
    }
}
