import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A recognizer for the right half of its view only, as custom recognizers written from UIGestureRecognizerSubclass
/// ignore touches they do not want.
private final class RightHalfRecognizer: UIGestureRecognizer {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let view, touch.location(in: view).x < view.bounds.midX else { continue }
            ignore(touch, for: event)
        }
        log.append("began \(numberOfTouches)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log.append("ended") }
}

/// A view that logs the touches it is given.
private final class Pad: UIView {
    var log: [String] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

// Apple's `ignore(_:for:)`: "Tells the gesture recognizer to ignore a specific touch of the given event … the touch
// object is not sent to the gesture recognizer" from then on; "Touches that are ignored are still delivered to the
// view". The next touch is the recognizer's again.
@MainActor
@Suite("A recognizer ignores a touch: it hears no more of it, and the view does")
struct IgnoredTouchSnippets {
    @Test("a touch in the left half is ignored (0 touches, no moves or end); one in the right half is followed")
    func ignoresLeftHalf() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), recognizer = RightHalfRecognizer()
        pad.addGestureRecognizer(recognizer)
        let pointer = PointerDispatcher(root: pad)
        for x in [50.0, 150.0] {
            pointer.pointerDown(at: CGPoint(x: x, y: 50), time: fixture.clock.now)
            fixture.run(frames: 1)
            pointer.pointerMoved(to: CGPoint(x: x + 5, y: 50), time: fixture.clock.now)
            pointer.pointerUp(at: CGPoint(x: x + 5, y: 50), time: fixture.clock.now)
            fixture.run(frames: 1)
        }
        #expect(recognizer.log == ["began 0", "began 1", "moved", "ended"])
        #expect(pad.log == ["moved", "ended", "moved", "ended"])
    }
}
