import AnimKit
import AnimKitTestSupport
import Testing

// Target–action as iOS code writes it once `play` has rewritten `#selector(didTap(_:))` into a `Selector` holding the
// method: what UIKit's documentation says is sent, to whom, with which arguments, and that targets are not retained.

/// A screen with a card and a button, and the methods its selectors name.
private final class TargetScreen: UIViewController {
    var log: [String] = []
    var sender: AnyObject?

    func didTap(_ recognizer: UITapGestureRecognizer) {
        log.append("tap \(recognizer.state == .ended)")
        sender = recognizer
    }

    func pressed() { log.append("pressed") }

    func pressed(_ button: UIButton, forEvent event: UIEvent?) {
        log.append("pressed with event")
        sender = button
    }

    func changed(_ slider: UISlider) { log.append("changed \(slider.value)") }
}

/// A subclass of UIView overriding UIKit's two designated initialisers keeps `init()`, as on iOS.
private final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) { nil }
}

/// The same for a view controller overriding `init(nibName:bundle:)` and `init?(coder:)`.
private final class PlainScreen: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "plain"
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Target–action: #selector as play compiles it, sent as UIKit sends it")
struct TargetActionSnippets {
    @Test("a recognizer made with target and action sends the method the recognizer, at recognition; removeTarget stops it")
    func recognizer() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TargetScreen()
        let tap = UITapGestureRecognizer(target: screen, action: Selector("didTap(_:)", TargetScreen.didTap(_:)))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addGestureRecognizer(tap)
        let pointer = PointerDispatcher(root: root)
        _ = pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: 0)
        pointer.pointerUp(at: CGPoint(x: 50, y: 50), time: 0.1)
        #expect(screen.log == ["tap true"])
        #expect(screen.sender === tap)
        // The same target and action added again is one; removed, nothing more is sent.
        tap.addTarget(screen, action: Selector("didTap(_:)", TargetScreen.didTap(_:)))
        _ = pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: 1)
        pointer.pointerUp(at: CGPoint(x: 50, y: 50), time: 1.1)
        #expect(screen.log == ["tap true", "tap true"])
        tap.removeTarget(screen, action: nil)
        _ = pointer.pointerDown(at: CGPoint(x: 50, y: 50), time: 2)
        pointer.pointerUp(at: CGPoint(x: 50, y: 50), time: 2.1)
        #expect(screen.log.count == 2)
    }

    @Test("a recognizer does not keep its target: once the target is gone, nothing is sent and nothing crashes")
    func weakTarget() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var screen: TargetScreen? = TargetScreen()
        weak let gone = screen
        let tap = UITapGestureRecognizer(target: screen as Any, action: Selector("didTap(_:)", TargetScreen.didTap(_:)))
        screen = nil
        #expect(gone == nil)
        tap.state = .ended
        #expect(tap.state == .ended)
    }

    @Test("a control sends each added action for its events, with itself and the event when the method takes them")
    func control() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TargetScreen()
        let button = UIButton(type: .system)
        button.addTarget(screen, action: Selector("pressed", TargetScreen.pressed as (TargetScreen) -> () -> Void), for: .touchUpInside)
        button.addTarget(
            screen, action: Selector("pressed(_:forEvent:)", TargetScreen.pressed(_:forEvent:)), for: [.touchUpInside, .touchDown])
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["pressed", "pressed with event"])
        #expect(screen.sender === button)
        #expect(button.actions(forTarget: screen, forControlEvent: .touchDown) == ["pressed(_:forEvent:)"])
        button.removeTarget(screen, action: Selector("pressed(_:forEvent:)"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.log == ["pressed", "pressed with event", "pressed"])
        // Still sent for the event it was not removed from.
        button.sendActions(for: .touchDown)
        #expect(screen.log.last == "pressed with event")
    }

    @Test("a nil target goes up the responder chain to the first responder whose type has the method")
    func responderChain() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TargetScreen()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.value = 0.25
        screen.view.addSubview(slider)
        slider.addTarget(nil, action: Selector("changed(_:)", TargetScreen.changed(_:)), for: .valueChanged)
        slider.sendActions(for: .valueChanged)
        #expect(screen.log == ["changed 0.25"])
        #expect(screen.responds(to: Selector("changed(_:)", TargetScreen.changed(_:))))
        #expect(!slider.responds(to: Selector("changed(_:)", TargetScreen.changed(_:))))
    }

    @Test("a bar button item made with target and action keeps them; a display link sends its target the link")
    func barItemAndDisplayLink() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TargetScreen()
        let pressed = Selector("pressed", TargetScreen.pressed as (TargetScreen) -> () -> Void)
        let item = UIBarButtonItem(title: "Go", style: .done, target: screen, action: pressed)
        #expect(item.target === screen && item.action?.name == "pressed" && item.style == .done && item.title == "Go")
        let link = CADisplayLink(target: screen, selector: pressed)
        link.add(to: .main, forMode: .common)
        fixture.run(frames: 1)
        #expect(screen.log.contains("pressed"))
        link.invalidate()
    }

    @Test("init() stays when a subclass overrides UIKit's designated initialisers, as on iOS")
    func inheritedInit() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let badge = BadgeView()
        #expect(badge.frame == .zero && badge.backgroundColor == .systemRed)
        #expect(PlainScreen().title == "plain")
    }
}
