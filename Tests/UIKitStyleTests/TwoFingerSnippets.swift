import AnimKit
import AnimKitTestSupport
import Testing

/// A photo that pinches and turns, as UIKit code writes it: apply the change, reset it to the identity.
final class PhotoGestures: UIGestureRecognizerDelegate {
    var log: [String] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}

// Pinch and rotation with one pointer: a second finger mirrored about the pressed view's centre (the window's Alt key,
// the test API's mirroredAround:), the recognizers UIKit code subclasses and reads.
@MainActor
@Suite("Pinch and rotation: a second finger mirrored about the view's centre")
struct TwoFingerSnippets {
    func stage() -> (root: UIView, photo: UIView, pointer: PointerDispatcher) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let photo = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(photo)
        return (root, photo, PointerDispatcher(root: root))
    }

    @Test("fingers 40 apart spread to 80 then 120: scale 2, reset to 1, then 1.5 — the photo ends three times as large")
    func pinch() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, photo, pointer) = stage()
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = pinch.view else { return }
            states.append(pinch.state)
            view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        let center = try #require(pointer.centerOfView(at: CGPoint(x: 220, y: 200)))
        #expect(center == CGPoint(x: 200, y: 200))
        #expect(pointer.pointerDown(at: CGPoint(x: 220, y: 200), time: 0, mirroredAround: center))
        #expect(pinch.numberOfTouches == 2 && pinch.location(ofTouch: 1, in: nil) == CGPoint(x: 180, y: 200))
        #expect(pinch.location(in: nil) == center)
        pointer.pointerMoved(to: CGPoint(x: 240, y: 200), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 260, y: 200), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 260, y: 200), time: 0.12)
        #expect(states == [.began, .changed, .ended])
        #expect(isApproximatelyEqual(photo.transform, CGAffineTransform(scaleX: 3, y: 3)))
    }

    @Test("the pointer swung from right of the centre to below it turns the line between the fingers a quarter clockwise")
    func rotation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, photo, pointer) = stage()
        var velocities: [CGFloat] = []
        let rotate = UIRotationGestureRecognizer { recognizer in
            guard let rotate = recognizer as? UIRotationGestureRecognizer, let view = rotate.view else { return }
            velocities.append(rotate.velocity)
            view.transform = view.transform.rotated(by: rotate.rotation)
            rotate.rotation = 0
        }
        photo.addGestureRecognizer(rotate)
        pointer.pointerDown(at: CGPoint(x: 240, y: 200), time: 0, mirroredAround: CGPoint(x: 200, y: 200))
        // 45° then 90°, 0.05 s apart: π/4 in 0.05 s is 5π rad/s.
        pointer.pointerMoved(to: CGPoint(x: 200 + 40 * cos(CGFloat.pi / 4), y: 200 + 40 * sin(CGFloat.pi / 4)), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 240), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 240), time: 0.1)
        #expect(isApproximatelyEqual(photo.transform, CGAffineTransform(rotationAngle: .pi / 2)))
        #expect(isApproximatelyEqual(velocities.first ?? 0, 5 * .pi))
    }

    @Test("pinch and rotation together only when the delegate allows; a pan stays still; one finger fails a pinch")
    func together() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, photo, pointer) = stage()
        var seen: Set<String> = []
        let pinch = UIPinchGestureRecognizer { _ in seen.insert("pinch") }
        let rotate = UIRotationGestureRecognizer { _ in seen.insert("rotate") }
        let pan = UIPanGestureRecognizer { _ in seen.insert("pan") }
        for recognizer in [pinch, rotate, pan] as [UIGestureRecognizer] { photo.addGestureRecognizer(recognizer) }
        // Out and round at once: the distance grows from 50 to 100 and the line turns a quarter.
        func spreadAndTurn(from time: TimeInterval) {
            pointer.pointerDown(at: CGPoint(x: 225, y: 200), time: time, mirroredAround: CGPoint(x: 200, y: 200))
            pointer.pointerMoved(to: CGPoint(x: 200, y: 250), time: time + 0.1)
            pointer.pointerUp(at: CGPoint(x: 200, y: 250), time: time + 0.2)
        }
        spreadAndTurn(from: 0)
        #expect(seen == ["pinch"])
        let delegate = PhotoGestures()
        pinch.delegate = delegate
        seen = []
        spreadAndTurn(from: 1)
        #expect(seen == ["pinch", "rotate"])

        seen = []
        pointer.pointerDown(at: CGPoint(x: 225, y: 200), time: 2)
        pointer.pointerMoved(to: CGPoint(x: 300, y: 200), time: 2.1)
        pointer.pointerUp(at: CGPoint(x: 300, y: 200), time: 2.2)
        #expect(seen == ["pan"] && pinch.state == .possible)
    }

    // Apple's `numberOfTouchesRequired`: "the number of fingers that must tap" — a one-finger tap does not make a
    // two-finger one (a map zooming out), and the two fingers together do.
    @Test("a two-finger tap: one finger's click is not one, two fingers' is; a one-finger tap recognizer ignores the two")
    func twoFingerTap() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, photo, pointer) = stage()
        var log: [String] = []
        let twoFingers = UITapGestureRecognizer { _ in log.append("two") }
        twoFingers.numberOfTouchesRequired = 2
        let oneFinger = UITapGestureRecognizer { _ in log.append("one") }
        photo.addGestureRecognizer(twoFingers)
        photo.addGestureRecognizer(oneFinger)
        let center = CGPoint(x: 200, y: 200)
        pointer.pointerDown(at: CGPoint(x: 190, y: 200), time: 0)
        pointer.pointerUp(at: CGPoint(x: 190, y: 200), time: 0.05)
        #expect(log == ["one"])
        fixture.run(seconds: 1)
        pointer.pointerDown(at: CGPoint(x: 190, y: 200), time: 1, mirroredAround: center)
        pointer.pointerUp(at: CGPoint(x: 190, y: 200), time: 1.05)
        #expect(log == ["one", "two"] && twoFingers.numberOfTouchesRequired == 2)
    }
}
