import AnimKit
import AnimKitTestSupport
import Testing

/// The "instant pan" of a well-known talk on fluid interfaces: it begins the moment the finger is down.
final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if self.state == UIGestureRecognizer.State.began { return }
        super.touchesBegan(touches, with: event)
        self.state = UIGestureRecognizer.State.began
    }
}

/// A view that follows the finger by itself, and logs what it is told.
final class DraggableView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.first?.tapCount ?? 0)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        log.append("moved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

// Touches as UIKit code handles them: a view dragged by its own touch methods, touches passed up to the superview, a
// recognizer subclass that sets its state, and a pan that takes the touches from its view — fed by the test API.
@MainActor
@Suite("Touches: responders, UITouch, and gesture recognizers that take them")
struct TouchSnippets {
    @Test("a view drags itself with touchesMoved and previousLocation; a second quick click has tapCount 2")
    func draggable() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = DraggableView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(card)
        let pointer = PointerDispatcher(root: root)
        #expect(pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0))
        pointer.pointerMoved(to: CGPoint(x: 130, y: 110), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 160, y: 140), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 160, y: 140), time: 0.12)
        // Moved by 60, 40: the centre goes from 100, 100 to 160, 140.
        #expect(card.center == CGPoint(x: 160, y: 140))
        #expect(card.log == ["began 1", "moved", "moved", "ended"])
        pointer.pointerDown(at: CGPoint(x: 160, y: 140), time: 0.3)
        pointer.pointerUp(at: CGPoint(x: 161, y: 140), time: 0.35)
        #expect(card.log.suffix(2) == ["began 2", "ended"])
    }

    @Test("a subview that does not handle touches passes them up to the superview that does")
    func passedUp() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = DraggableView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        card.addSubview(label)
        root.addSubview(card)
        let pointer = PointerDispatcher(root: root)
        #expect(pointer.pointerDown(at: CGPoint(x: 70, y: 70), time: 0))
        pointer.pointerMoved(to: CGPoint(x: 80, y: 70), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 80, y: 70), time: 0.2)
        #expect(card.log == ["began 1", "moved", "ended"] && card.center.x == 160)
        // A press on nothing but the root: no view of the scene takes it.
        #expect(!pointer.pointerDown(at: CGPoint(x: 390, y: 390), time: 1))
    }

    @Test("an instant pan begins on the press, before any move, and ends on the release")
    func instantPan() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let drawer = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        root.addSubview(drawer)
        var states: [UIGestureRecognizer.State] = []
        let pan = InstantPanGestureRecognizer { states.append($0.state) }
        drawer.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 200, y: 350), time: 0)
        #expect(states == [.began])
        pointer.pointerMoved(to: CGPoint(x: 200, y: 340), time: 0.05)
        pointer.pointerUp(at: CGPoint(x: 200, y: 330), time: 0.1)
        #expect(states == [.began, .changed, .ended] && pan.state == .possible)
    }

    @Test("once a pan begins its view's touches are cancelled; with cancelsTouchesInView false they go on")
    func panCancelsTouches() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for cancels in [true, false] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let card = DraggableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.addSubview(card)
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            card.addGestureRecognizer(pan)
            let pointer = PointerDispatcher(root: root)
            pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
            pointer.pointerMoved(to: CGPoint(x: 104, y: 100), time: 0.02)
            // 20 points: past the pan's 10, it begins.
            pointer.pointerMoved(to: CGPoint(x: 120, y: 100), time: 0.04)
            pointer.pointerMoved(to: CGPoint(x: 130, y: 100), time: 0.06)
            pointer.pointerUp(at: CGPoint(x: 130, y: 100), time: 0.08)
            #expect(
                card.log == (cancels ? ["began 1", "moved", "cancelled"] : ["began 1", "moved", "moved", "moved", "ended"]), "\(cancels)")
        }
    }
}
