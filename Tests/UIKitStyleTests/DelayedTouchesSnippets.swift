import AnimKit
import AnimKitTestSupport
import Testing

// `delaysTouchesBegan` as Apple documents it: the view's touchesBegan is held back while the recognizer may still
// recognise; if it does, the view sees nothing of the touch; if it fails, the view gets touchesBegan then, and the
// touch goes on to it as usual. False by default: the view gets touchesBegan at once.
@MainActor
@Suite("UIGestureRecognizer.delaysTouchesBegan: the view's touchesBegan held until the recognizer fails")
struct DelayedTouchesSnippets {
    /// A 400-point root with a logging card under a tap recognizer, and a dispatcher for it.
    func scene(delaying: Bool) -> (DraggableView, UITapGestureRecognizer, PointerDispatcher) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = DraggableView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(card)
        let tap = UITapGestureRecognizer { _ in card.log.append("tap") }
        tap.delaysTouchesBegan = delaying
        card.addGestureRecognizer(tap)
        return (card, tap, PointerDispatcher(root: root))
    }

    @Test("false by default: began at the press; a tap then cancels the view's touch, as cancelsTouchesInView says")
    func notDelayed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, tap, pointer) = scene(delaying: false)
        #expect(!tap.delaysTouchesBegan)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        #expect(card.log == ["began 1"])
        pointer.pointerUp(at: CGPoint(x: 100, y: 100), time: 0.1)
        #expect(card.log == ["began 1", "tap", "cancelled"])
    }

    @Test("delayed and recognised: the view sees nothing of the touch, not even a cancel")
    func recognised() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, _, pointer) = scene(delaying: true)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        #expect(card.log.isEmpty)
        pointer.pointerUp(at: CGPoint(x: 100, y: 100), time: 0.1)
        #expect(card.log == ["tap"])
    }

    @Test("delayed and failed (the finger moved too far for a tap): began then, and the drag from where the finger is")
    func failed() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (card, _, pointer) = scene(delaying: true)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 102, y: 100), time: 0.02)
        // Still a tap: held.
        #expect(card.log.isEmpty)
        pointer.pointerMoved(to: CGPoint(x: 160, y: 100), time: 0.05)
        // The tap failed: began, then this move (60 points from the press: the card's centre 150 → 210).
        #expect(card.log == ["began 1", "moved"])
        #expect(card.center == CGPoint(x: 150 + 58, y: 150))
        pointer.pointerUp(at: CGPoint(x: 160, y: 100), time: 0.1)
        #expect(card.log == ["began 1", "moved", "ended"])
    }
}
