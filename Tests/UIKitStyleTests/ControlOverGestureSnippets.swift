import AnimKit
import AnimKitTestSupport
import Testing

// Apple's "Attaching gesture recognizers to UIKit controls": a recognizer on a view above a control does not take the
// control's default action — a single-finger single tap on a button (switch, stepper, segmented control, page control)
// runs the control's action; a single-finger swipe along a slider begun on its thumb moves the slider — while one
// attached to the control itself handles the touches first, so the control's action does not run.
@MainActor
@Suite("Controls keep their default action from a superview's gesture recognizers")
struct ControlOverGestureSnippets {
    /// A card with a tap recognizer (to dismiss, flip, …) and a button on it, as screens are written.
    private static func card() -> (card: UIView, button: UIButton) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 100, height: 44)
        card.addSubview(button)
        return (card, button)
    }

    private static func tap(_ pointer: PointerDispatcher, at point: CGPoint, time: TimeInterval) {
        pointer.pointerDown(at: point, time: time)
        pointer.pointerUp(at: point, time: time + 0.05)
    }

    @Test("a tap on the button runs its action and not the card's tap recognizer; a tap beside it is the card's")
    func tapOnButtonIsTheButtons() {
        let (card, button) = Self.card()
        var taps = 0, follows = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        let pointer = PointerDispatcher(root: card)
        Self.tap(pointer, at: CGPoint(x: 150, y: 222), time: 0)
        #expect((follows, taps) == (1, 0))
        Self.tap(pointer, at: CGPoint(x: 150, y: 100), time: 1)
        #expect((follows, taps) == (1, 1))
    }

    @Test("a disabled button runs no action, and a tap on it is the card's recognizer's")
    func disabledButton() {
        let (card, button) = Self.card()
        var taps = 0, follows = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        button.isEnabled = false
        Self.tap(PointerDispatcher(root: card), at: CGPoint(x: 150, y: 222), time: 0)
        #expect((follows, taps) == (0, 1))
    }

    @Test("a double-tap recognizer on the card holds a tap's end from the button: 0.35 s later on a lone tap, never on a double")
    func doubleTapHoldsTheEnd() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, button) = Self.card()
        var doubles = 0, follows = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        var cancels = 0
        button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        let pointer = PointerDispatcher(root: card)
        let point = CGPoint(x: 150, y: 222)
        // A lone tap: the end waits while the double tap may still come (0.35 s on the scene's clock), then arrives.
        Self.tap(pointer, at: point, time: fixture.clock.now)
        #expect(follows == 0 && button.isHighlighted)
        fixture.run(frames: 18)
        #expect(follows == 0)
        fixture.run(frames: 6)
        #expect(follows == 1 && !button.isHighlighted && doubles == 0)
        // A double tap is the recognizer's: the first tap's end and the second touch are cancelled.
        Self.tap(pointer, at: point, time: fixture.clock.now)
        fixture.run(frames: 6)
        Self.tap(pointer, at: point, time: fixture.clock.now)
        #expect((follows, doubles, cancels) == (1, 1, 2))
        fixture.run(frames: 30)
        #expect((follows, doubles) == (1, 1))
    }

    @Test("a triple-tap recognizer holds both earlier ends: a lone double tap gives the button both, 0.35 s after the second")
    func tripleTapHoldsBoth() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, button) = Self.card()
        var triples = 0, follows = 0
        let triple = UITapGestureRecognizer { _ in triples += 1 }
        triple.numberOfTapsRequired = 3
        card.addGestureRecognizer(triple)
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        let pointer = PointerDispatcher(root: card)
        Self.tap(pointer, at: CGPoint(x: 150, y: 222), time: fixture.clock.now)
        fixture.run(frames: 6)
        Self.tap(pointer, at: CGPoint(x: 150, y: 222), time: fixture.clock.now)
        fixture.run(frames: 18)
        #expect(follows == 0)
        fixture.run(frames: 6)
        #expect((follows, triples) == (2, 0))
    }

    @Test("with delaysTouchesEnded false the button's end comes with the lift, and a double tap still fires both")
    func endNotDelayed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, button) = Self.card()
        var doubles = 0, follows = 0
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        (double.numberOfTapsRequired, double.delaysTouchesEnded) = (2, false)
        card.addGestureRecognizer(double)
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        let pointer = PointerDispatcher(root: card)
        Self.tap(pointer, at: CGPoint(x: 150, y: 222), time: fixture.clock.now)
        #expect(follows == 1)
        fixture.run(frames: 6)
        Self.tap(pointer, at: CGPoint(x: 150, y: 222), time: fixture.clock.now)
        #expect((follows, doubles) == (1, 1))
    }

    @Test("a tap-to-dismiss recognizer leaves fields working: a tap on a field or text view edits it, one beside ends editing")
    func tapToDismissKeyboard() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
        let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 350, height: 100))
        screen.addSubview(field)
        screen.addSubview(notes)
        var dismissals = 0
        screen.addGestureRecognizer(
            UITapGestureRecognizer { _ in
                dismissals += 1
                screen.endEditing(true)
            })
        let pointer = PointerDispatcher(root: screen)
        Self.tap(pointer, at: CGPoint(x: 100, y: 122), time: 0)
        #expect(field.isFirstResponder && dismissals == 0)
        Self.tap(pointer, at: CGPoint(x: 100, y: 250), time: 1)
        #expect(notes.isFirstResponder && !field.isFirstResponder && dismissals == 0)
        Self.tap(pointer, at: CGPoint(x: 100, y: 350), time: 2)
        #expect(!notes.isFirstResponder && dismissals == 1)
    }

    @Test("a tap recognizer attached to the button itself takes the tap: the button's action does not run")
    func recognizerOnTheButton() {
        let (card, button) = Self.card()
        var taps = 0, follows = 0
        button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        button.addAction(UIAction { _ in follows += 1 }, for: .touchUpInside)
        Self.tap(PointerDispatcher(root: card), at: CGPoint(x: 150, y: 222), time: 0)
        #expect((follows, taps) == (0, 1))
    }

    @Test("a switch and a segmented control keep their taps from a superview's tap recognizer")
    func switchAndSegments() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        var taps = 0
        root.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        root.addSubview(toggle)
        root.addSubview(segments)
        let pointer = PointerDispatcher(root: root)
        Self.tap(pointer, at: CGPoint(x: 45, y: 35), time: 0)
        Self.tap(pointer, at: CGPoint(x: 170, y: 116), time: 1)
        #expect(toggle.isOn && segments.selectedSegmentIndex == 1 && taps == 0)
    }

    @Test("a swipe along a slider begun on its thumb moves the slider, not a superview's swipe; a swipe down from it is the swipe's")
    func sliderThumbSwipe() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = [.left, .right, .down]
        root.addGestureRecognizer(swipe)
        // A 200-point slider at 0.5: its 28-point thumb is centred 14 + 172 × 0.5 = 100 points in.
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.value = 0.5
        root.addSubview(slider)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 120, y: 115), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 163, y: 115), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 206, y: 115), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 206, y: 115), time: 0.15)
        // 86 points along a travel of 172: half the range more.
        #expect(swipes == 0 && slider.value == 1)
        slider.value = 0.5
        pointer.pointerDown(at: CGPoint(x: 120, y: 115), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 120, y: 145), time: 1.05)
        pointer.pointerMoved(to: CGPoint(x: 120, y: 175), time: 1.1)
        pointer.pointerUp(at: CGPoint(x: 120, y: 175), time: 1.15)
        #expect(swipes == 1)
    }
}
