import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A snap brings a tilted item back level: a turning spring as stiff as the one that pulls its centre (3 cycles a
// second, ω₀ = 6π), with the same damping ratio ζ = 0.1 + 0.9 × damping, stepped implicitly 60 times a second:
// ωₙ₊₁ = 0.98 × (ωₙ − h·ω₀²·θₙ) / (1 + 2ζω₀h + ω₀²h²), θₙ₊₁ = θₙ + h·ωₙ₊₁ — the 0.98 is the centre's spring's
// (Box2D's target joint keeps 98 % of a body's spin each step).

/// The tilt after each of `steps` steps from `tilt` at rest.
private func tilts(from tilt: Double, damping: Double, steps: Int) -> [Double] {
    let h = 1.0 / 60, omega = 6 * Double.pi, ratio = 0.1 + 0.9 * damping
    var (angle, spin) = (tilt, 0.0), result: [Double] = []
    for _ in 0..<steps {
        spin = 0.98 * (spin - h * omega * omega * angle) / (1 + 2 * ratio * omega * h + omega * omega * h * h)
        angle += h * spin
        result.append(angle)
    }
    return result
}

@MainActor
@Suite("UIKit Dynamics: a snap turns a tilted item level as it brings it to the point")
struct SnapTurnTests {
    private func tiltedCard(in canvas: UIView) -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 300))
        canvas.addSubview(card)
        card.transform = CGAffineTransform(rotationAngle: 0.4)
        return card
    }

    private func angle(of view: UIView) -> Double { atan2(view.transform.b, view.transform.a) }

    @Test("a card dragged askew springs back level, swinging past upright at the least damping, and the animator rests")
    func levels() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let card = tiltedCard(in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 300))
        snap.damping = 0
        animator.addBehavior(snap)
        let expected = tilts(from: 0.4, damping: 0, steps: 30)
        var seen: [Double] = []
        while seen.count < 30 {
            fixture.run(frames: 1)
            if animator.elapsedTime > Double(seen.count) / 60 + 1e-9 { seen.append(angle(of: card)) }
        }
        #expect(zip(seen, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(seen.prefix(4)) vs \(expected.prefix(4))")
        #expect(seen.contains { $0 < -0.1 })
        fixture.run(seconds: 6)
        #expect(abs(angle(of: card)) < 1e-3 && abs(card.center.x - 200) < 0.5 && abs(card.center.y - 300) < 0.5)
        #expect(!animator.isRunning)
    }

    @Test("an item that may not rotate keeps its tilt while its centre snaps")
    func keepsTiltWithoutRotation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let card = tiltedCard(in: canvas)
        let animator = UIDynamicAnimator(referenceView: canvas)
        let still = UIDynamicItemBehavior(items: [card])
        still.allowsRotation = false
        animator.addBehavior(still)
        animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 200, y: 300)))
        fixture.run(seconds: 4)
        #expect(abs(angle(of: card) - 0.4) < 1e-6 && abs(card.center.x - 200) < 0.5)
    }
}
