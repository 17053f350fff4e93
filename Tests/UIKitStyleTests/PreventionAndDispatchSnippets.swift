import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A pan that lets the pan outside it go on too (UIKit's `canPrevent(_:)` overridden).
private final class SharingPan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A pan that no other recognizer stops (UIKit's `canBePrevented(by:)` overridden).
private final class StubbornPan: UIPanGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A button that logs every action it sends before sending it, as analytics code overrides `sendAction(_:to:for:)`.
private final class LoggingButton: UIButton {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.name)
        if action.name != "blocked" { super.sendAction(action, to: target, for: event) }
    }
}

private final class Screen: UIView {
    var received: [String] = []
    func save(_ sender: UIButton) { received.append("save") }
    func blocked() { received.append("blocked") }
}

// UIGestureRecognizer's `canPrevent(_:)` and `canBePrevented(by:)` ("true by default"; a recognizer that recognises
// stops another only when both allow it), and UIControl's `sendAction(_:to:for:)`, which Apple says a control calls "to
// dispatch an action message to its targets", so that a subclass observes or redirects every one.
@MainActor
@Suite("Recognizers that do not prevent or cannot be prevented; a control's actions through sendAction(_:to:for:)", .serialized)
struct PreventionAndDispatchSnippets {
    /// A drag across a card inside a screen, each with a pan: which pans began.
    private func drag(card cardPan: UIPanGestureRecognizer, screen screenPan: UIPanGestureRecognizer) -> [String] {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        screen.addSubview(card)
        var began: [String] = []
        cardPan.addTarget { if $0.state == .began { began.append("card") } }
        screenPan.addTarget { if $0.state == .began { began.append("screen") } }
        card.addGestureRecognizer(cardPan)
        screen.addGestureRecognizer(screenPan)
        let pointer = PointerDispatcher(root: screen)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: fixture.clock.now)
        for step in 1...10 {
            fixture.run(frames: 1)
            pointer.pointerMoved(to: CGPoint(x: 100 + CGFloat(step) * 8, y: 100), time: fixture.clock.now)
        }
        pointer.pointerUp(at: CGPoint(x: 180, y: 100), time: fixture.clock.now)
        return began
    }

    @Test("by default the first pan to begin stops the other: only one of them begins")
    func preventsByDefault() {
        #expect(drag(card: UIPanGestureRecognizer(), screen: UIPanGestureRecognizer()).count == 1)
    }

    @Test("a pan that cannot prevent, or one that cannot be prevented, lets both begin", arguments: ["canPrevent", "canBePrevented"])
    func both(way: String) {
        let began =
            way == "canPrevent"
            ? drag(card: SharingPan(), screen: SharingPan()) : drag(card: StubbornPan(), screen: StubbornPan())
        #expect(Set(began) == ["card", "screen"])
    }

    @Test("every target–action a button sends goes through its sendAction(_:to:for:), which may hold one back")
    func dispatch() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = LoggingButton(type: .system)
        screen.addSubview(button)
        button.addTarget(screen, action: Selector("save(_:)", Screen.save(_:)), for: .touchUpInside)
        button.addTarget(nil, action: Selector("blocked", Screen.blocked), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == ["save(_:)", "blocked"])
        // The nil-target action was held back by the override; the other reached its target.
        #expect(screen.received == ["save"])
        // Called directly with a nil target, the base class walks the responder chain to the screen.
        button.sendAction(Selector("save(_:)", Screen.save(_:)), to: nil, for: nil)
        #expect(screen.received == ["save", "save"])
    }
}
