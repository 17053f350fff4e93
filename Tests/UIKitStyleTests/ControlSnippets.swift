import AnimKit
import AnimKitTestSupport
import Testing

// Controls as UIKit screens use them, driven by the pointer through the test API: a switch flipped by a tap, a slider
// dragged to scrub an animator, the events a button sends, a progress bar and a spinner on the scene clock.
@MainActor
@Suite("Controls: UIControl events, UISwitch, UISlider, UIProgressView, UIActivityIndicatorView")
struct ControlSnippets {
    /// A root 400 × 400 with `control` in it, and a pointer on it.
    func stage(_ control: UIView) -> PointerDispatcher {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(control)
        return PointerDispatcher(root: root)
    }

    @Test("a button sends touchDown, the drag events by its bounds, and touchUpInside with primaryActionTriggered")
    func buttonEvents() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "inside"), (.touchDragOutside, "outside"), (.touchDragEnter, "enter"),
            (.touchDragExit, "exit"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names { button.addAction(UIAction { _ in log.append(name) }, for: event) }
        let pointer = stage(button)

        pointer.pointerDown(at: CGPoint(x: 150, y: 120), time: 0)
        #expect(button.isHighlighted && button.state == .highlighted)
        pointer.pointerMoved(to: CGPoint(x: 160, y: 120), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: 250, y: 120), time: 0.2)
        #expect(!button.isHighlighted)
        pointer.pointerMoved(to: CGPoint(x: 190, y: 130), time: 0.3)
        pointer.pointerUp(at: CGPoint(x: 190, y: 130), time: 0.4)
        // Actions run in the order they were added, so a move out is "outside" then "exit".
        #expect(log == ["down", "inside", "outside", "exit", "inside", "enter", "upInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)

        log = []
        pointer.pointerDown(at: CGPoint(x: 150, y: 120), time: 1)
        pointer.pointerUp(at: CGPoint(x: 300, y: 300), time: 1.1)
        #expect(log == ["down", "upOutside"])
    }

    @Test("a disabled button lets the touch go on to its superview; an action added twice by identifier runs once")
    func disabledAndIdentified() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let holder = DraggableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40), primaryAction: UIAction(title: "Go") { _ in })
        #expect(button.title == "Go")
        holder.addSubview(button)
        var taps = 0
        let id = UIAction.Identifier("count")
        button.addAction(UIAction(identifier: id) { _ in taps += 1 }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in taps += 1 }, for: .touchUpInside)
        let pointer = stage(holder)
        pointer.pointerDown(at: CGPoint(x: 50, y: 30), time: 0)
        pointer.pointerUp(at: CGPoint(x: 50, y: 30), time: 0.1)
        #expect(taps == 1)
        button.isEnabled = false
        #expect(button.state == .disabled)
        pointer.pointerDown(at: CGPoint(x: 50, y: 30), time: 1)
        pointer.pointerUp(at: CGPoint(x: 50, y: 30), time: 1.1)
        #expect(taps == 1 && holder.log == ["began 1", "ended"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("a tap flips a switch: valueChanged once with the switch as sender, the thumb sliding 2 → 22 over 0.25 s")
    func switchTap() throws {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        // UIKit's documentation: the switch enforces its own size.
        #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
        var senders: [Bool] = []
        toggle.addAction(UIAction { action in senders.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        let pointer = stage(toggle)
        pointer.pointerDown(at: CGPoint(x: 120, y: 115), time: 0)
        pointer.pointerUp(at: CGPoint(x: 121, y: 115), time: 0.1)
        #expect(toggle.isOn && senders == [true])
        let thumb = try #require(toggle.subviews.last)
        // Ease in-out is symmetric: half the time, half the way.
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(thumb.presentation.frame.minX, 12))
        fixture.run(frames: 15)
        #expect(thumb.presentation.frame.minX == 22)

        toggle.setOn(false, animated: false)
        toggle.isOn = true
        #expect(senders == [true])
        // Dragging the thumb to the left half sets it off, whatever it was.
        pointer.pointerDown(at: CGPoint(x: 140, y: 115), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 105, y: 115), time: 1.1)
        pointer.pointerUp(at: CGPoint(x: 105, y: 115), time: 1.2)
        #expect(!toggle.isOn && senders == [true, false])
    }

    @Test("a slider dragged by its thumb scrubs an animator: value = 0.5 + travel ÷ (width − 28)")
    func sliderScrubs() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 325 }
        animator.pauseAnimation()
        let slider = UISlider(frame: CGRect(x: 0, y: 300, width: 228, height: 31))
        // A slider made in code starts at 0 ("The default value of this property is 0.0").
        #expect(slider.value == 0 && slider.subviews.last?.frame.minX == 0)
        slider.value = 0.5
        let box = CGRect(x: 0, y: 0, width: 228, height: 31), track = slider.trackRect(forBounds: box)
        #expect(track == CGRect(x: 2, y: 13.5, width: 224, height: 4))
        #expect(slider.thumbRect(forBounds: box, trackRect: track, value: 0.25) == CGRect(x: 50, y: 1.5, width: 28, height: 28))
        #expect(slider.subviews.last?.frame == CGRect(x: 100, y: 1.5, width: 28, height: 28))
        var changes = 0
        slider.addAction(
            UIAction { action in
                changes += 1
                animator.fractionComplete = CGFloat((action.sender as? UISlider)?.value ?? 0)
            }, for: .valueChanged)
        let pointer = stage(slider)
        // The thumb of a 228-wide slider at 0.5 is centred at 14 + 0.5 × 200 = 114.
        pointer.pointerDown(at: CGPoint(x: 30, y: 315), time: 0)
        pointer.pointerUp(at: CGPoint(x: 80, y: 315), time: 0.1)
        #expect(slider.value == 0.5 && changes == 0)
        pointer.pointerDown(at: CGPoint(x: 114, y: 315), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 154, y: 318), time: 1.1)
        #expect(slider.value == 0.7 && animator.fractionComplete == CGFloat(Float(0.7)))
        pointer.pointerMoved(to: CGPoint(x: 500, y: 318), time: 1.2)
        pointer.pointerUp(at: CGPoint(x: 500, y: 318), time: 1.3)
        #expect(slider.value == 1 && changes == 2 && card.presentation.center.x == 325)

        slider.isContinuous = false
        slider.minimumValue = -1
        // The thumb at 1 is centred at 214; 50 points left is 50 ÷ 200 × 2 = 0.5 of the range −1…1.
        pointer.pointerDown(at: CGPoint(x: 214, y: 315), time: 2)
        pointer.pointerMoved(to: CGPoint(x: 184, y: 315), time: 2.1)
        pointer.pointerMoved(to: CGPoint(x: 164, y: 315), time: 2.2)
        #expect(changes == 2)
        pointer.pointerUp(at: CGPoint(x: 164, y: 315), time: 2.3)
        #expect(slider.value == 0.5 && changes == 3)
        slider.maximumValue = 0.25
        #expect(slider.value == 0.25)
    }

    @Test("a progress bar pins its progress, fills in the inherited tint and animates setProgress")
    func progressBar() throws {
        let fixture = EngineFixture(framesPerSecond: 120)
        defer { fixture.end() }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        holder.tintColor = .systemPink
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        holder.addSubview(bar)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = 0.25
        let fill = try #require(bar.subviews.first)
        bar.layoutIfNeeded()
        #expect(fill.frame.width == 50 && fill.backgroundColor == .systemPink)
        bar.setProgress(0.75, animated: true)
        fixture.run(frames: 15)
        #expect(isApproximatelyEqual(fill.presentation.bounds.width, 100))
        holder.tintColor = .systemTeal
        #expect(fill.backgroundColor == .systemTeal)
    }

    @Test("a spinner is hidden until started, steps an eighth of a turn each eighth of a second, and stops")
    func spinner() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && spinner.bounds.size == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        let wheel = try #require(spinner.subviews.first)
        fixture.run(seconds: 0.3)
        #expect(isApproximatelyEqual(wheel.presentation.transform, CGAffineTransform(rotationAngle: .pi / 2)))
        fixture.run(seconds: 1)
        #expect(isApproximatelyEqual(wheel.presentation.transform, CGAffineTransform(rotationAngle: .pi / 2)))
        spinner.stopAnimating()
        #expect(spinner.isHidden && fixture.engine.liveAnimators.isEmpty)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}
