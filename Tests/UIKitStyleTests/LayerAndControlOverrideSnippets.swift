import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A layer that keeps a label-like sublayer inset by its frame, and a spin nothing may take off.
private final class BadgeLayer: CALayer {
    let inner = CALayer()
    var removals: [String] = []
    override var frame: CGRect {
        didSet { inner.frame = bounds.insetBy(dx: 4, dy: 4) }
    }
    override func removeAnimation(forKey key: String) {
        removals.append(key)
        if key != "spin" { super.removeAnimation(forKey: key) }
    }
}

/// A switch-like control that counts the targets added to it, as analytics wrappers do.
private final class CountingControl: UIControl {
    var added: [String] = []
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        added.append(action.name)
        super.addTarget(target, action: action, for: controlEvents)
    }
}

private final class Receiver {
    var changed = 0
    func valueChanged() { changed += 1 }
}

// Core Animation's `frame` ("the layer's frame rectangle … derived from bounds, anchorPoint and position"; setting it
// sets those), `removeAnimation(forKey:)`, and UIControl's `addTarget(_:action:for:)`, each overridden as real code
// overrides them: the override runs, and super does what UIKit's does.
@MainActor
@Suite("CALayer's frame and removeAnimation(forKey:), UIControl's addTarget, overridden")
struct LayerAndControlOverrideSnippets {
    @Test("setting an overriding layer's frame (10, 20, 100, 50) runs its didSet and puts the position at (60, 45)")
    func frame() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let badge = BadgeLayer()
        badge.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(badge.position == CGPoint(x: 60, y: 45) && badge.bounds.size == CGSize(width: 100, height: 50))
        #expect(badge.inner.frame == CGRect(x: 4, y: 4, width: 92, height: 42))
    }

    @Test("an override that keeps the spin keeps it through removeAnimation; adding under the same key still replaces it")
    func removeAnimation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let badge = BadgeLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        badge.add(spin, forKey: "spin")
        badge.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        badge.removeAnimation(forKey: "spin")
        badge.removeAnimation(forKey: "fade")
        #expect(badge.animationKeys() == ["spin"] && badge.removals == ["spin", "fade"])
        let slower = CABasicAnimation(keyPath: "transform.rotation.z")
        slower.duration = 4
        badge.add(slower, forKey: "spin")
        #expect(badge.animation(forKey: "spin")?.duration == 4 && badge.removals == ["spin", "fade"])
    }

    @Test("an overriding control sees each target added, and super still sends the action")
    func addTarget() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let control = CountingControl(), receiver = Receiver()
        control.addTarget(receiver, action: Selector("valueChanged", Receiver.valueChanged), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(control.added == ["valueChanged"] && receiver.changed == 1)
    }
}
