import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A card (a child view) that flips on a single tap inside a screen that zooms on a double tap: the single tap must wait
// for the screen's double tap to fail. Views that do not know each other's recognizers set this up as the touch comes
// — `gestureRecognizer(_:shouldRequireFailureOf:)` on the single tap's delegate, `shouldBeRequiredToFailBy` on the
// double tap's, or a recognizer subclass's `shouldRequireFailure(of:)` — which UIKit asks for each touch sequence.
@MainActor
@Suite("Failure requirements a delegate or subclass makes as the touch comes", .serialized)
struct GestureFailureDelegateSnippets {
    final class Waits: UIGestureRecognizerDelegate {
        var onSingle = false, onDouble = false
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            onSingle && (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            onDouble && (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
        }
    }

    final class WaitingTap: UITapGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
        }
    }

    /// A lone tap, then (after a second) a double tap on the card; what fired, in order.
    static func taps(single: UITapGestureRecognizer, delegate: Waits?) -> [String] {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        screen.addSubview(card)
        var log: [String] = []
        single.addTarget { _ in log.append("flip") }
        let double = UITapGestureRecognizer { _ in log.append("zoom") }
        double.numberOfTapsRequired = 2
        (single.delegate, double.delegate) = (delegate, delegate)
        card.addGestureRecognizer(single)
        screen.addGestureRecognizer(double)
        let pointer = PointerDispatcher(root: screen)
        func tap(at x: CGFloat) {
            pointer.pointerDown(at: CGPoint(x: x, y: 100), time: fixture.clock.now)
            pointer.pointerUp(at: CGPoint(x: x, y: 100), time: fixture.clock.now)
        }
        tap(at: 100)
        log.append("lifted")
        fixture.run(frames: 60)
        log.append("—")
        tap(at: 100)
        fixture.run(frames: 6)
        tap(at: 102)
        fixture.run(frames: 60)
        return log
    }

    @Test("no requirement: the card flips at once on each tap, a double tap flips twice and zooms (UIKit's default)")
    func none() {
        #expect(Self.taps(single: UITapGestureRecognizer(), delegate: nil) == ["flip", "lifted", "—", "flip", "flip", "zoom"])
    }

    @Test(
        "the single tap's delegate (shouldRequireFailureOf), the double tap's (shouldBeRequiredToFailBy) or a subclass: the flip waits, never on a double",
        arguments: ["single's delegate", "double's delegate", "subclass"])
    func waits(way: String) {
        let delegate = Waits()
        (delegate.onSingle, delegate.onDouble) = (way == "single's delegate", way == "double's delegate")
        let single = way == "subclass" ? WaitingTap() : UITapGestureRecognizer()
        #expect(Self.taps(single: single, delegate: way == "subclass" ? nil : delegate) == ["lifted", "flip", "—", "zoom"])
    }
}
