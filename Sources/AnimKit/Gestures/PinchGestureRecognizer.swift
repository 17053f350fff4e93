import Foundation

/// Two fingers moving apart or together (also spelled `UIPinchGestureRecognizer`): ``scale`` is their distance now
/// over their distance when the second one landed.
///
/// In the window a mouse has one pointer: hold Alt (Option) as you press and a second
/// finger lands mirrored about the centre of the view you pressed, as the iOS
/// Simulator does; drag away from the centre to spread, towards it to pinch. In a
/// test, ``PointerDispatcher/pointerDown(at:time:mirroredAround:)`` does the same.
/// The gesture begins once the distance has changed by more than ``threshold`` points.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far the fingers' distance must change before the pinch begins, in points.
    public static let threshold: CGFloat = 8

    private var startDistance: CGFloat = 0
    private var samples: [(value: CGFloat, time: TimeInterval)] = []
    private var scaleBase: CGFloat = 1

    /// The distance between the fingers now over their distance at the start (or since ``scale`` was last set).
    open var scale: CGFloat {
        get { startDistance > 0 ? scaleBase * fingerDistance / startDistance : 1 }
        set {
            scaleBase = newValue
            startDistance = fingerDistance
        }
    }

    /// How fast ``scale`` changes, per second, over the last tenth of a second.
    open var velocity: CGFloat {
        Self.rate(of: samples)
    }

    /// The distance between the two fingers (0 with fewer).
    private var fingerDistance: CGFloat {
        let fingers = orderedTouches
        guard fingers.count >= 2 else { return 0 }
        return hypot(fingers[1].location.x - fingers[0].location.x, fingers[1].location.y - fingers[0].location.y)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        scaleBase = 1
        startDistance = fingerDistance
        samples = [(1, pointer.time)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard startDistance > 0 else { return }
        samples.append((scale, pointer.time))
        samples.removeAll { pointer.time - $0.time > 0.25 }
        continuousMove(passed: abs(fingerDistance - startDistance) > Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        continuousEnd()
    }

    open override func reset() {
        startDistance = 0
        scaleBase = 1
        samples = []
    }
}

/// UIKit's name for a pinch recognizer.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
