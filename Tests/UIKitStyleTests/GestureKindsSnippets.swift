import AnimKit
import AnimKitTestSupport
import Testing

/// A delegate as a view controller writes one: only the pan may begin while `allowed`, and the pan and the long press
/// may recognise together.
@MainActor
final class GestureGate: UIGestureRecognizerDelegate {
    var allowed = true
    var together = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowed }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { together }
}

// Long press, screen-edge pan and the delegate, as iOS screens use them, timed on the test clock.
@MainActor
@Suite("Gesture recognizers: long press, screen-edge pan, the delegate, one at a time")
struct GestureKindsSnippets {
    @Test("a long press begins after 0.5 s held still — on the scene's clock — and ends on release; a wander of 11 points fails it")
    func longPress() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        root.addGestureRecognizer(press)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: fixture.clock.now)
        fixture.run(frames: 29)
        #expect(states.isEmpty)
        fixture.run(frames: 1)
        #expect(states == [.began])
        pointer.pointerMoved(to: CGPoint(x: 140, y: 100), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 140, y: 100), time: fixture.clock.now)
        #expect(states == [.began, .changed, .ended] && press.state == .possible)

        states = []
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: fixture.clock.now)
        pointer.pointerMoved(to: CGPoint(x: 111, y: 100), time: fixture.clock.now)
        fixture.run(frames: 40)
        pointer.pointerUp(at: CGPoint(x: 111, y: 100), time: fixture.clock.now)
        #expect(states.isEmpty)
    }

    @Test("a screen-edge pan from the left edge: a press 20 points in begins it, one 30 points in does not")
    func edgePan() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var began = 0
        let edge = UIScreenEdgePanGestureRecognizer { if $0.state == .began { began += 1 } }
        edge.edges = .left
        root.addGestureRecognizer(edge)
        let pointer = PointerDispatcher(root: root)
        for (x, expected) in [(20.0, 1), (30.0, 1)] {
            pointer.pointerDown(at: CGPoint(x: x, y: 400), time: 0)
            pointer.pointerMoved(to: CGPoint(x: x + 60, y: 400), time: 0.1)
            pointer.pointerUp(at: CGPoint(x: x + 60, y: 400), time: 0.2)
            #expect(began == expected, "pressed at x = \(x)")
        }
    }

    @Test("one recognizer at a time: the first to recognise makes the other fail, unless a delegate lets both; a delegate can refuse")
    func delegateAndExclusivity() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(card)
        var log: [String] = []
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state.rawValue)") }
        let press = UILongPressGestureRecognizer { log.append("press \($0.state.rawValue)") }
        // Wandering alone never fails this press: only another recognizer can.
        press.allowableMovement = 1000
        card.addGestureRecognizer(pan)
        root.addGestureRecognizer(press)
        let gate = GestureGate()
        pan.delegate = gate
        let pointer = PointerDispatcher(root: root)
        /// Down; held `hold` frames; 30 points to the right; up.
        func gesture(hold: Int) -> [String] {
            log = []
            pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: fixture.clock.now)
            fixture.run(frames: hold)
            pointer.pointerMoved(to: CGPoint(x: 80, y: 50), time: fixture.clock.now)
            fixture.run(frames: 40)
            pointer.pointerUp(at: CGPoint(x: 80, y: 50), time: fixture.clock.now)
            return log
        }
        // Moved at once: the pan begins and the press, still waiting, fails.
        #expect(gesture(hold: 0) == ["pan 1", "pan 3"])
        // Held past 0.5 s: the press begins first, and the pan may not.
        #expect(gesture(hold: 40) == ["press 1", "press 2", "press 3"])
        // The delegate lets the pan recognise alongside: both.
        gate.together = true
        #expect(gesture(hold: 40) == ["press 1", "pan 1", "press 2", "pan 3", "press 3"])
        // The delegate refuses the pan: moved at once, only the press, after its 0.5 s.
        gate.allowed = false
        #expect(gesture(hold: 0) == ["press 1", "press 3"])
    }
}

/// Swipes, `require(toFail:)` and presses after taps, timed on the test clock.
@MainActor
@Suite("Gesture recognizers: swipes and their fingers, a single tap that waits for a double tap, a press after a tap")
struct GestureOrderSnippets {
    @Test("a single tap that requires a double tap to fail fires 0.35 s after a lone tap, and never on a double tap")
    func singleWaitsForDouble() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single at \(fixture.clock.now)") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 50, y: 50), time: fixture.clock.now)
        #expect(log.isEmpty)
        // 21 frames at 60 per second: 0.35 s after the release the double tap fails, and the single tap fires.
        fixture.run(frames: 20)
        #expect(log.isEmpty)
        fixture.run(frames: 1)
        #expect(log == ["single at \(fixture.clock.now)"])

        log = []
        fixture.run(frames: 60)
        pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 50, y: 50), time: fixture.clock.now)
        fixture.run(frames: 6)
        pointer.pointerDown(at: CGPoint(x: 52, y: 50), time: fixture.clock.now)
        pointer.pointerUp(at: CGPoint(x: 52, y: 50), time: fixture.clock.now)
        fixture.run(frames: 60)
        #expect(log == ["double"])
    }

    @Test("a swipe right: 60 points in 0.1 s is one; too slow, too slanted or to the left is none")
    func swipe() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { if $0.state == .recognized { swipes += 1 } }
        root.addGestureRecognizer(swipe)
        let pointer = PointerDispatcher(root: root)
        func stroke(to end: CGPoint, taking seconds: TimeInterval) -> Int {
            let before = swipes
            pointer.pointerDown(at: CGPoint(x: 100, y: 200), time: 10)
            pointer.pointerMoved(to: CGPoint(x: (100 + end.x) / 2, y: (200 + end.y) / 2), time: 10 + seconds / 2)
            pointer.pointerMoved(to: end, time: 10 + seconds)
            pointer.pointerUp(at: end, time: 10 + seconds)
            return swipes - before
        }
        #expect(stroke(to: CGPoint(x: 160, y: 200), taking: 0.1) == 1)
        #expect(stroke(to: CGPoint(x: 160, y: 200), taking: 0.6) == 0)
        #expect(stroke(to: CGPoint(x: 160, y: 240), taking: 0.1) == 0)
        #expect(stroke(to: CGPoint(x: 40, y: 200), taking: 0.1) == 0)
        swipe.direction = [.left, .right]
        #expect(stroke(to: CGPoint(x: 40, y: 200), taking: 0.1) == 1)
    }

    @Test("numberOfTouchesRequired on a swipe: a one-finger stroke fails a two-finger swipe, two fingers fail a one-finger swipe")
    func swipeFingers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { if $0.state == .recognized { swipes += 1 } }
        root.addGestureRecognizer(swipe)
        let pointer = PointerDispatcher(root: root)
        func stroke(mirrored: Bool) -> Int {
            let before = swipes
            pointer.pointerDown(at: CGPoint(x: 210, y: 200), time: 10, mirroredAround: mirrored ? CGPoint(x: 200, y: 200) : nil)
            pointer.pointerMoved(to: CGPoint(x: 280, y: 200), time: 10.1)
            pointer.pointerUp(at: CGPoint(x: 280, y: 200), time: 10.1)
            return swipes - before
        }
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(stroke(mirrored: false) == 1)
        #expect(stroke(mirrored: true) == 0)
        swipe.numberOfTouchesRequired = 2
        #expect(stroke(mirrored: false) == 0)
        // The mirrored finger strokes left while the pointer strokes right: not one direction, so no swipe.
        #expect(stroke(mirrored: true) == 0)
    }

    @Test("a long press after one tap (numberOfTapsRequired 1): a press alone, or a tap then a pause of 0.4 s, makes none")
    func longPressAfterTap() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        press.numberOfTapsRequired = 1
        root.addGestureRecognizer(press)
        let pointer = PointerDispatcher(root: root)
        let spot = CGPoint(x: 100, y: 100)
        pointer.pointerDown(at: spot, time: fixture.clock.now)
        fixture.run(frames: 40)
        pointer.pointerUp(at: spot, time: fixture.clock.now)
        #expect(states.isEmpty)

        pointer.pointerDown(at: spot, time: fixture.clock.now)
        fixture.run(frames: 6)
        pointer.pointerUp(at: spot, time: fixture.clock.now)
        fixture.run(frames: 24)
        pointer.pointerDown(at: spot, time: fixture.clock.now)
        fixture.run(frames: 40)
        pointer.pointerUp(at: spot, time: fixture.clock.now)
        #expect(states.isEmpty)

        pointer.pointerDown(at: spot, time: fixture.clock.now)
        fixture.run(frames: 6)
        pointer.pointerUp(at: spot, time: fixture.clock.now)
        fixture.run(frames: 12)
        pointer.pointerDown(at: spot, time: fixture.clock.now)
        fixture.run(frames: 29)
        #expect(states.isEmpty)
        fixture.run(frames: 1)
        #expect(states == [.began])
        pointer.pointerUp(at: spot, time: fixture.clock.now)
        #expect(states == [.began, .ended])
    }

    @Test("a two-finger long press (numberOfTouchesRequired 2) begins held with the mirrored finger, and fails with one")
    func longPressFingers() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.numberOfTouchesRequired = 2
        root.addGestureRecognizer(press)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: fixture.clock.now)
        fixture.run(frames: 40)
        pointer.pointerUp(at: CGPoint(x: 100, y: 100), time: fixture.clock.now)
        #expect(states.isEmpty)
        pointer.pointerDown(at: CGPoint(x: 160, y: 150), time: fixture.clock.now, mirroredAround: CGPoint(x: 150, y: 150))
        fixture.run(frames: 30)
        #expect(states == [.began] && press.numberOfTouches == 2)
        pointer.pointerUp(at: CGPoint(x: 160, y: 150), time: fixture.clock.now)
        #expect(states == [.began, .ended])
    }
}
