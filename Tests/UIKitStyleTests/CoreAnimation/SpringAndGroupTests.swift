import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// CASpringAnimation is the damped spring of physics: x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t) for
// ω₀ = √(k/m), ζ = c / (2√(km)), ω_d = ω₀√(1 − ζ²). CAAnimationGroup gives its children its own time.

@MainActor
@Suite("CASpringAnimation and CAAnimationGroup")
struct SpringAndGroupTests {
    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        let name: String
        init(_ name: String) { self.name = name }
        func animationDidStart(_ anim: CAAnimation) { heard.append("\(name) start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("\(name) stop \(flag)") }
    }

    private func layer() -> CALayer {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        layer.position = CGPoint(x: 50, y: 50)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        host.layer.addSublayer(layer)
        return layer
    }

    @Test("the default spring (mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 0.5) overshoots to 102.33596 at 0.25 s")
    func spring() throws {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let layer = layer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        // Settled once the envelope √(1 + (ζω₀/ω_d)²) e^(−ζω₀t) is below 0.1 %: ln(1.154701 / 0.001) / 5 = 1.410319 s.
        #expect(abs(spring.settlingDuration - 1.4103193) < 1e-6)
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        fixture.run(seconds: 0.25)
        let x = try #require(layer.presentation()?.position.x)
        #expect(abs(x - 102.335958) < 1e-5)
        fixture.run(seconds: 1.25)
        #expect(layer.animationKeys() == nil && layer.presentation()?.position.x == 50)
    }

    @Test("iOS 17's perceptual duration and bounce: stiffness (2π/d)², damping 4π(1 − bounce)/d")
    func perceptual() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.75 / 0.5) < 1e-9)
    }

    @Test("a group's children run on its time: a child's beginTime counts from the group's start, the group's speed carries them")
    func group() throws {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let layer = layer()
        layer.position.x = 80
        layer.opacity = 0.3
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration, slide.beginTime) = (0, 100, 1, 1)
        let childListener = Listener("child"), groupListener = Listener("group")
        slide.delegate = childListener
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 2
        group.speed = 2
        group.delegate = groupListener
        layer.add(group, forKey: "both")
        // Speed 2: at 0.25 s the children are 0.5 s in (faded half-way, not sliding yet: the model's 80); at 0.75 s,
        // 1.5 s in (the fade over: the model's 0.3; the slide half-way).
        fixture.run(seconds: 0.25)
        var shown = try #require(layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-6 && shown.position.x == 80)
        fixture.run(seconds: 0.5)
        shown = try #require(layer.presentation())
        #expect(abs(shown.opacity - 0.3) < 1e-6 && abs(shown.position.x - 50) < 1e-9)
        fixture.run(seconds: 0.5)
        #expect(layer.animationKeys() == nil)
        #expect(groupListener.heard == ["group start", "group stop true"] && childListener.heard.isEmpty)
    }

    @Test("a group's timing function bends its children's time: ease-in half-way is 0.3153568 of a linear child's")
    func groupCurve() throws {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let layer = layer()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(group, forKey: "curved")
        fixture.run(seconds: 0.5)
        #expect(abs(try #require(layer.presentation()?.opacity) - 0.3153568) < 1e-6)
    }

    @Test("a child that sets no duration runs for its group's: half-way through a 2 s group, a linear fade is at 0.5")
    func childInheritsDuration() throws {
        let fixture = EngineFixture(framesPerSecond: 100)
        defer { fixture.end() }
        let layer = layer()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (0, 1)
        let inner = CAAnimationGroup()
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue) = (0, 200)
        inner.animations = [slide]
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([fade, inner], 2)
        layer.add(group, forKey: "inherited")
        // Not 0.25 s (over, back to the model's 1 and 50): 1 s of 2, linear — the nested group's child likewise, at 100.
        fixture.run(seconds: 1)
        let shown = try #require(layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-9 && abs(shown.position.x - 100) < 1e-9)
        #expect(fade.duration == 0)
        fixture.run(seconds: 0.5)
        #expect(abs(try #require(layer.presentation()?.opacity) - 0.75) < 1e-9)
    }

    @Test(
        "a group held by its fill shows the children that end with it at their ends, whatever their own fill: a fade at 0, a turn at π/2; one that ended earlier, nothing"
    )
    func heldGroupHoldsChildrenEndingWithIt() throws {
        let fixture = EngineFixture(framesPerSecond: 100)
        defer { fixture.end() }
        let layer = layer()
        // The group's time stops at its end (fillMode .forwards, kept): its children's time stops at 1 s, the end of a
        // child that lasts the group's duration — shown at its end, as `group.fillMode = .forwards` alone is written to
        // keep a group's look; a child over at 0.5 s is past its end and shows nothing (the model's 50).
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (1, 0)
        let turn = CABasicAnimation(keyPath: "transform")
        (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi / 2, 1)
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.duration) = (0, 100, 0.5)
        let group = CAAnimationGroup()
        (group.animations, group.duration, group.fillMode, group.isRemovedOnCompletion) = ([fade, turn, slide], 1, .forwards, false)
        layer.add(group, forKey: "held")
        fixture.run(seconds: 1.5)
        let shown = try #require(layer.presentation())
        #expect(shown.opacity == 0 && shown.position.x == 50)
        #expect(abs(atan2(shown.transform.m12, shown.transform.m11) - .pi / 2) < 1e-9)
        // Not held (the default fill): the group is over, and so are they all.
        layer.removeAllAnimations()
        group.fillMode = .removed
        layer.add(group, forKey: "over")
        fixture.run(seconds: 1.5)
        #expect(layer.presentation()?.opacity == 1 && layer.presentation()?.transform == CATransform3DIdentity)
    }

    @Test("refused and reported: a spring with no stiffness, a group whose child animates a key path the layer lacks")
    func badInput() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layer = layer()
        let limp = CASpringAnimation(keyPath: "opacity")
        limp.stiffness = 0
        layer.add(limp, forKey: "limp")
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacty")]
        layer.add(group, forKey: "group")
        #expect(layer.animationKeys() == nil && fixture.errors.count == 2)
        #expect(fixture.errors.last?.description.contains("animation 0 of the group: \"opacty\" is not an animatable key path") == true)
    }
}
