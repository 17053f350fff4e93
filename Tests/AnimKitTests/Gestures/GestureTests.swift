import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@MainActor
@Suite("Gesture recognizers fed by the pointer, and hit testing")
struct GestureTests {
    /// A 400 × 300 root with a 100 × 100 card at (50, 50).
    func scene() -> (root: View, card: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(card)
        return (root, card)
    }

    @Test("a pan begins after 10 points, reports translation and velocity, and ends on release")
    func pan() {
        let (root, card) = scene()
        var states: [GestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var releaseVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            states.append(pan.state)
            translations.append(pan.translation(in: card.superview))
            if pan.state == .ended { releaseVelocity = pan.velocity(in: card.superview) }
        }
        card.addGestureRecognizer(pan)
        #expect(card.gestureRecognizers?.count == 1 && pan.view === card)
        let pointer = PointerDispatcher(root: root)
        #expect(pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0))
        pointer.pointerMoved(to: CGPoint(x: 105, y: 100), time: 0.01)
        #expect(states.isEmpty)
        pointer.pointerMoved(to: CGPoint(x: 110, y: 100), time: 0.02)
        pointer.pointerMoved(to: CGPoint(x: 130, y: 100), time: 0.04)
        pointer.pointerMoved(to: CGPoint(x: 150, y: 110), time: 0.06)
        pointer.pointerUp(at: CGPoint(x: 150, y: 110), time: 0.06)
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(translations == [.zero, CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
        // Over the last 0.1 s: from the press at (100, 100) at 0 to (150, 110) at 0.06.
        #expect(abs(releaseVelocity.x - 50 / 0.06) < 1e-9 && abs(releaseVelocity.y - 10 / 0.06) < 1e-9)
        #expect(pan.state == .possible)
    }

    @Test("setTranslation rebases the translation; a rotated view reads it in its own axes")
    func translationInViews() {
        let (root, card) = scene()
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 100, y: 120), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: 100, y: 150), time: 0.2)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        let inCard = pan.translation(in: card)
        #expect(abs(inCard.x - 30) < 1e-9 && abs(inCard.y) < 1e-9)
        pan.setTranslation(.zero, in: nil)
        pointer.pointerMoved(to: CGPoint(x: 110, y: 150), time: 0.3)
        #expect(pan.translation(in: nil) == CGPoint(x: 10, y: 0))
        #expect(pan.location(in: root) == CGPoint(x: 110, y: 150))
    }

    @Test("a tap is recognised on a release within 10 points, not after a drag; two taps when two are required")
    func tap() {
        let (root, card) = scene()
        var taps = 0, doubles = 0
        card.addGestureRecognizer(UITapGestureRecognizer { recognizer in if recognizer.state == .recognized { taps += 1 } })
        let double = UITapGestureRecognizer { _ in doubles += 1 }
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(double)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 60, y: 60), time: 0)
        pointer.pointerUp(at: CGPoint(x: 64, y: 60), time: 0.1)
        #expect(taps == 1 && doubles == 0)
        pointer.pointerDown(at: CGPoint(x: 60, y: 60), time: 0.2)
        pointer.pointerUp(at: CGPoint(x: 60, y: 60), time: 0.25)
        #expect(taps == 2 && doubles == 1)
        pointer.pointerDown(at: CGPoint(x: 60, y: 60), time: 1)
        pointer.pointerMoved(to: CGPoint(x: 90, y: 60), time: 1.1)
        pointer.pointerUp(at: CGPoint(x: 90, y: 60), time: 1.2)
        #expect(taps == 2)
    }

    @Test("hit testing honours hidden views, alpha below 0.01, disabled interaction, subview order and transforms")
    func hitTesting() {
        let (root, card) = scene()
        let front = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === card)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === card)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === card)
        // Rotated 45°, the card's corner at (50, 50) is no longer under it; a point beyond its old right edge is.
        card.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(root.hitTest(CGPoint(x: 52, y: 52)) === root)
        #expect(root.hitTest(CGPoint(x: 165, y: 100)) === card)
        // A press the card takes reaches the recognizers of its superview too.
        var rootSaw = false
        root.addGestureRecognizer(UITapGestureRecognizer { _ in rootSaw = true })
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 165, y: 100), time: 0)
        pointer.pointerUp(at: CGPoint(x: 165, y: 100), time: 0.05)
        #expect(rootSaw)
    }

    @Test("disabling a recognizer mid-pan cancels it; a disabled one sees nothing")
    func disabling() {
        let (root, card) = scene()
        var states: [GestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        card.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 130, y: 100), time: 0.1)
        pan.isEnabled = false
        #expect(states == [.began, .cancelled])
        pointer.pointerUp(at: CGPoint(x: 130, y: 100), time: 0.2)
        #expect(!pointer.pointerDown(at: CGPoint(x: 100, y: 100), time: 1))
        card.removeGestureRecognizer(pan)
        #expect(card.gestureRecognizers == nil && pan.view == nil)
    }
}
