import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Every key of a layer whose values are numbers — not only those a view shares with its layer — is animated by the one
// track table: a shape's stroke, a border, a shadow's offset in part, the anchor point, a managed property. The numbers
// are CABasicAnimation's documented interpolation (`fromValue + (toValue − fromValue) × progress`, a linear curve's
// progress being the fraction of the duration), the order is the one Core Animation applies a layer's animations in
// (added later, applied later; an additive one adds to what lies under it, another takes its place), and an end the
// animation leaves out is the value under it — the model when nothing else moves the key.

@MainActor
@Suite("A layer's other keys (stroke, border, shadow, anchor point, managed) are rows of the one track table")
struct OtherKeysTests {
    private func linear(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        .linear(keyPath, from: from, to: to, duration: duration)
    }

    /// Whether an animation of `keyPath` on `layer` is a row of the table, written outside the layer's slot.
    private func isRow(_ keyPath: String, on layer: CALayer, in fixture: EngineFixture) -> Bool {
        fixture.engine.layerFlightDescriptions.contains { $0.layer === layer && $0.animation.keyPath == keyPath && !$0.isInSlot }
    }

    @Test("a shape layer's strokeEnd 0 → 1 over 2 s shows 0.25 at 0.5 s, then its model once removed")
    func strokeEnd() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        ring.add(linear("strokeEnd", from: 0, to: 1, duration: 2), forKey: "draw")
        #expect(isRow("strokeEnd", on: ring, in: fixture))
        fixture.run(seconds: 0.5)
        #expect(ring.presentation()?.strokeEnd == 0.25)
        #expect(ring.strokeEnd == 1)
        fixture.run(seconds: 2)
        #expect(ring.animationKeys() == nil && ring.presentation()?.strokeEnd == 1)
    }

    @Test("two border animations of a view's layer, in both orders: held 4 then +0…10 → 9; +0…10 then held 4 → 4")
    func borderOrder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let held = linear("borderWidth", from: 4, to: 4, duration: 2)
        let added = linear("borderWidth", from: 0, to: 10)
        added.isAdditive = true
        first.layer.add(held, forKey: "held")
        first.layer.add(added, forKey: "added")
        second.layer.add(added, forKey: "added")
        second.layer.add(held, forKey: "held")
        #expect(isRow("borderWidth", on: first.layer, in: fixture) && isRow("borderWidth", on: second.layer, in: fixture))
        fixture.run(seconds: 0.5)
        #expect(first.layer.presentation()?.borderWidth == 9)
        #expect(second.layer.presentation()?.borderWidth == 4)
        // The additive one over: the held one alone; then the model, 0.
        fixture.run(seconds: 1)
        #expect(first.layer.presentation()?.borderWidth == 4)
        fixture.run(seconds: 1)
        #expect(first.layer.presentation()?.borderWidth == 0 && first.layer.borderWidth == 0)
    }

    @Test("shadowOffset.height 0 → 10 moves only the height: (0, 5) at 0.5 s, the width is the model's")
    func shadowOffsetInPart() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        layer.shadowOffset = CGSize(width: 7, height: -3)
        layer.add(linear("shadowOffset.height", from: 0, to: 10), forKey: "drop")
        #expect(isRow("shadowOffset.height", on: layer, in: fixture))
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.shadowOffset == CGSize(width: 7, height: 5))
    }

    @Test("toValue alone runs from the model, and follows it when code changes it: 2 → 10 is 6 half way, 4 → 10 is 7")
    func fromTheModel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = CALayer()
        layer.borderWidth = 2
        layer.add(linear("borderWidth", from: nil, to: 10), forKey: "grow")
        fixture.run(seconds: 0.5)
        #expect(layer.presentation()?.borderWidth == 6)
        layer.borderWidth = 4
        #expect(layer.presentation()?.borderWidth == 7)
    }

    @Test("a view's layer's anchor point animated: (0.5, 0.5) → (0, 0.5) is (0.25, 0.5) half way, and the view is drawn there")
    func anchorPoint() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let door = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        root.addSubview(door)
        door.layer.add(linear("anchorPoint", from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0, y: 0.5)), forKey: "hinge")
        #expect(isRow("anchorPoint", on: door.layer, in: fixture))
        fixture.run(seconds: 0.5)
        #expect(door.layer.presentation()?.anchorPoint == CGPoint(x: 0.25, y: 0.5))
        // The position (100, 70) stays; an anchor a quarter across puts the bounds' left edge 25 points left of it.
        #expect(door.layer.presentation()?.frame == CGRect(x: 75, y: 50, width: 100, height: 40))
    }

    @Test("a view's layer's shadow and border animated (never set by code) are drawn as they show: half way, half of each")
    func viewShadowAndBorderDrawn() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        root.addSubview(card)
        card.layer.add(linear("shadowOpacity", from: 0, to: 1), forKey: "glow")
        card.layer.add(linear("borderWidth", from: 0, to: 8), forKey: "ring")
        fixture.run(seconds: 0.5)
        var shadows: [UIColor] = [], borders: [CGFloat] = []
        for item in DisplayList(root: root).items {
            if case .shadow(let shadow) = item.content { shadows.append(shadow.color) }
            if case .border(_, let width) = item.content { borders.append(width) }
        }
        // Core Animation's default shadow colour is opaque black; at half its opacity, black at alpha 0.5.
        #expect(shadows.map(\.alpha) == [0.5])
        #expect(borders == [4])
    }

    @Test("a managed property of a layer subclass is a row too: sweep 0 → 200 is 50 at 0.25 s")
    func managedProperty() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = SweepLayer()
        layer.add(linear("sweep", from: 0, to: 200), forKey: "sweep")
        #expect(isRow("sweep", on: layer, in: fixture))
        fixture.run(seconds: 0.25)
        #expect(layer.presentation()?.sweep == 50)
    }
}
