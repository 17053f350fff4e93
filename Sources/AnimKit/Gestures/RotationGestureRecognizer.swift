import Foundation

/// Two fingers turning about each other (also spelled `UIRotationGestureRecognizer`): ``rotation`` is the angle, in
/// radians clockwise on screen, the line between them has turned since the second one landed.
///
/// In the window, hold Alt (Option) as you press: a second finger lands mirrored about
/// the centre of the view you pressed, and dragging round that centre turns them. The
/// gesture begins once the line has turned by more than ``threshold`` radians.
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the line between the fingers must turn before the gesture begins, in radians (about 4.6°).
    public static let threshold: CGFloat = 0.08

    private var startAngle: CGFloat?
    private var rotationBase: CGFloat = 0
    private var samples: [(value: CGFloat, time: TimeInterval)] = []

    /// The angle turned since the start (or since ``rotation`` was last set), in radians.
    open var rotation: CGFloat {
        get {
            guard let start = startAngle, let now = fingerAngle else { return rotationBase }
            return rotationBase + RotationGestureRecognizer.wrapped(now - start)
        }
        set {
            rotationBase = newValue
            startAngle = fingerAngle
        }
    }

    /// How fast ``rotation`` changes, in radians per second, over the last tenth of a second.
    open var velocity: CGFloat {
        Self.rate(of: samples)
    }

    /// The direction from the first finger to the second (`nil` with fewer than two).
    private var fingerAngle: CGFloat? {
        let fingers = orderedTouches
        guard fingers.count >= 2 else { return nil }
        return atan2(fingers[1].location.y - fingers[0].location.y, fingers[1].location.x - fingers[0].location.x)
    }

    /// `angle` brought into −π…π.
    private static func wrapped(_ angle: CGFloat) -> CGFloat {
        var angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi }
        if angle < -.pi { angle += 2 * .pi }
        return angle
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        rotationBase = 0
        startAngle = fingerAngle
        samples = [(0, pointer.time)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard startAngle != nil else { return }
        samples.append((rotation, pointer.time))
        samples.removeAll { pointer.time - $0.time > 0.25 }
        continuousMove(passed: abs(rotation) > Self.threshold)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        continuousEnd()
    }

    open override func reset() {
        startAngle = nil
        rotationBase = 0
        samples = []
    }
}

/// UIKit's name for a rotation recognizer.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
