import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A view's layer's 3-D transform changed in a UIViewPropertyAnimator's block moves with the animator, as in UIKit:
// paused and scrubbed, reversed, stopped and finished at any position. Expected turns come from the documentation's
// arithmetic: a paused animator that scrubs linearly shows `from + f·(to − from)`, and Core Animation blends two turns
// about one axis along the great arc between them — the angle `f·θ` about that axis.

@MainActor
@Suite("UIViewPropertyAnimator of a view's layer's 3-D transform")
struct AnimatorLayerTransformTests {
    static let quarterTurn = CGFloat.pi / 2

    /// A turn about y under perspective, as a card flip writes it.
    static func turned(_ angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// The turn about y a transform shows (rotation then perspective: m11 = cos, m13 = −sin).
    static func angle(_ t: CATransform3D?) -> CGFloat { t.map { atan2(-$0.m13, $0.m11) } ?? .nan }

    static func shownAngle(_ view: UIView) -> CGFloat { angle(view.layer.presentation()?.transform) }

    @Test(
        "paused and scrubbed on an ease-in curve: fractionComplete 0.3 shows 0.3 of the turn (and of the alpha), held while time passes; 0.8 then"
    )
    func scrubbed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
            card.layer.transform = Self.turned(Self.quarterTurn)
            card.alpha = 0
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(abs(Self.shownAngle(card) - 0.3 * Self.quarterTurn) < 1e-9)
        #expect(abs((card.layer.presentation()?.opacity ?? .nan) - 0.7) < 1e-6)
        fixture.run(seconds: 0.5)
        #expect(abs(Self.shownAngle(card) - 0.3 * Self.quarterTurn) < 1e-9)
        animator.fractionComplete = 0.8
        #expect(abs(Self.shownAngle(card) - 0.8 * Self.quarterTurn) < 1e-9)
        // It is a track of the animator (which the inspector lists), not a Core Animation animation with a time of its own.
        #expect(fixture.engine.layerAnimationReports.isEmpty)
        #expect(fixture.engine.nextEventTime() == nil)
        // In the order the block set them, as Core Animation lists a layer's animations: the order added.
        #expect(card.layer.animationKeys() == ["transform", "opacity"])
    }

    @Test("nothing turns before startAnimation; running linearly, a quarter of the turn at 0.25 s, all of it and no animation left at 1 s")
    func running() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.layer.transform = Self.turned(Self.quarterTurn) }
        fixture.run(seconds: 0.5)
        #expect(card.layer.transform == CATransform3DIdentity && card.layer.animationKeys() == nil)
        var finished: UIViewAnimatingPosition?
        animator.addCompletion { finished = $0 }
        animator.startAnimation()
        #expect(card.layer.transform == Self.turned(Self.quarterTurn))
        fixture.run(seconds: 0.25)
        #expect(abs(Self.shownAngle(card) - Self.quarterTurn / 4) < 1e-9)
        fixture.run(seconds: 0.75)
        fixture.run(frames: 1)
        #expect(finished == .end)
        #expect(card.layer.animationKeys() == nil && card.layer.presentation()?.transform == Self.turned(Self.quarterTurn))
    }

    @Test(
        "stopped a quarter of the way and finished at each position: the model is the start, the turn where it stood, or the end",
        arguments: [UIViewAnimatingPosition.start, .current, .end])
    func stoppedAndFinished(at position: UIViewAnimatingPosition) {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layer.transform = Self.turned(0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.layer.transform = Self.turned(Self.quarterTurn) }
        animator.startAnimation()
        fixture.run(seconds: 0.25)
        animator.stopAnimation(false)
        #expect(abs(Self.angle(card.layer.transform) - Self.quarterTurn / 4) < 1e-9)
        #expect(card.layer.animationKeys() == nil)
        animator.finishAnimation(at: position)
        let expected: CGFloat = position == .start ? 0 : position == .end ? Self.quarterTurn : Self.quarterTurn / 4
        #expect(abs(Self.angle(card.layer.transform) - expected) < 1e-9)
        #expect(abs(Self.shownAngle(card) - expected) < 1e-9)
    }

    @Test("reversed half-way: the turn runs back, an eighth at 0.75 s, and ends at the start with the old transform as the model")
    func reversed() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.layer.transform = Self.turned(0.1)
        var finished: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.layer.transform = Self.turned(0.1 + Self.quarterTurn) }
        animator.addCompletion { finished = $0 }
        animator.startAnimation()
        fixture.run(seconds: 0.5)
        #expect(abs(Self.shownAngle(card) - (0.1 + Self.quarterTurn / 2)) < 1e-9)
        animator.isReversed = true
        fixture.run(seconds: 0.25)
        #expect(abs(Self.shownAngle(card) - (0.1 + Self.quarterTurn / 4)) < 1e-9)
        fixture.run(seconds: 0.5)
        #expect(finished == .start)
        #expect(abs(Self.angle(card.layer.transform) - 0.1) < 1e-9 && card.layer.animationKeys() == nil)
    }

    @Test("continued linearly after a pause half-way: no jump; the half left takes the duration × factor (1 s): 5/8 at 0.25 s")
    func continued() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.layer.transform = Self.turned(Self.quarterTurn) }
        animator.startAnimation()
        fixture.run(seconds: 0.5)
        animator.pauseAnimation()
        let held = Self.shownAngle(card)
        #expect(abs(held - Self.quarterTurn / 2) < 1e-9)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        #expect(abs(Self.shownAngle(card) - held) < 1e-9)
        fixture.run(seconds: 0.25)
        #expect(abs(Self.shownAngle(card) - 0.625 * Self.quarterTurn) < 1e-9)
    }

    @Test("a flip there and back on the timeline: seeks forward, back and forward again find the turn where straight play has it")
    func seeks() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        window.addSubview(card)
        window.makeKeyAndVisible()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.layer.transform = Self.turned(Self.quarterTurn)
        } completion: { _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { card.layer.transform = Self.turned(0) }
        }
        let playback = try ScenePlayback(adopting: window, engine: session.engine)
        let timeline = try playback.measure()
        _ = try playback.prepareCheckpoints(length: timeline.length)
        for (time, angle) in [
            (1.5, Self.quarterTurn / 2), (0.25, Self.quarterTurn / 4), (1.75, Self.quarterTurn / 4), (0.5, Self.quarterTurn / 2),
        ] {
            try playback.seek(to: time)
            #expect(
                abs(Self.shownAngle(card) - angle) < 1e-6,
                "at \(time) s: \(Self.shownAngle(card)) \(String(describing: card.layer.animationKeys())) \(Self.angle(card.layer.transform))"
            )
        }
        try playback.seek(to: 2.5)
        #expect(card.layer.transform == Self.turned(0) && card.layer.animationKeys() == nil)
    }

    @Test(
        "through keyframes (an eighth of a turn, then a quarter, linear): at each keyframe's end its turn, between them in step with the view's alpha"
    )
    func keyframes() {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                card.layer.transform = Self.turned(Self.quarterTurn / 2)
                card.alpha = 0.5
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                card.layer.transform = Self.turned(Self.quarterTurn)
                card.alpha = 0
            }
        } completion: {
            finished = $0
        }
        for seconds in [0.25, 0.75, 0.5, 0.25] {
            fixture.run(seconds: seconds)
            // The alpha's steps (0.5 a keyframe) and the turn's (an eighth of a turn a keyframe) are the same track's.
            let steps = (1 - Double(card.layer.presentation()?.opacity ?? .nan)) / 0.5
            #expect(abs(Self.shownAngle(card) - steps * Self.quarterTurn / 2) < 1e-6, "at \(fixture.engine.clock.now) s")
            // Where the keyframes meet (1 s), the first one's turn.
            if seconds == 0.75 { #expect(abs(Self.shownAngle(card) - Self.quarterTurn / 2) < 1e-9, "at \(fixture.engine.clock.now) s") }
        }
        fixture.run(seconds: 0.5)
        #expect(finished == true && card.layer.animationKeys() == nil)
        #expect(card.layer.transform == Self.turned(Self.quarterTurn))
    }
}
