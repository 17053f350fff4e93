import Foundation

/// A drag: begins once the pointer has moved 10 points while down, then reports each move and the release (also spelled `UIPanGestureRecognizer`).
///
/// Subclassable: UIKit code writes an "instant pan" that sets `state = .began` in
/// ``touchesBegan(_:with:)`` after calling `super`.
///
/// ``translation(in:)`` is how far the pointer has moved since the gesture began
/// (or since ``setTranslation(_:in:)``); ``velocity(in:)`` is its speed over the
/// last tenth of a second, in points per second: what a release hands to a spring.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move before a pan begins, in points (UIKit's hysteresis).
    public static let threshold: CGFloat = 10

    /// The fewest touches that make the pan: 1. A mouse makes one touch; a pan that needs two begins only with the
    /// window's mirrored second finger (or a test's), whose midpoint is where the pan is.
    open var minimumNumberOfTouches = 1
    /// The most touches that make the pan: any number (UIKit's `UINT_MAX`).
    open var maximumNumberOfTouches = Int(UInt32.max)
    /// Which scrolling input (a trackpad's, a wheel's) also makes the pan; none by default (kept: the wheel scrolls
    /// scroll views here, and makes no pan).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var start: CGPoint = .zero
    private var translationOrigin: CGPoint = .zero
    private var samples: [(location: CGPoint, time: TimeInterval)] = []

    /// How far the pointer has moved since it went down, in the root's coordinates (what a scroll view reads to
    /// decide whether a drag is along the way it scrolls).
    var movedSincePress: CGPoint { CGPoint(x: pointer.location.x - start.x, y: pointer.location.y - start.y) }

    /// The distance moved since the gesture began, in `view`'s coordinates (the root's when `nil`).
    open func translation(in view: View?) -> CGPoint {
        let moved = CGPoint(x: pointer.location.x - translationOrigin.x, y: pointer.location.y - translationOrigin.y)
        return Self.vector(moved, in: view)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        let inRoot = Self.vector(translation, in: view, toRoot: true)
        translationOrigin = CGPoint(x: pointer.location.x - inRoot.x, y: pointer.location.y - inRoot.y)
    }

    /// The pointer's speed over the last 0.1 s, in points per second, in `view`'s coordinates; zero when it has rested longer.
    open func velocity(in view: View?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time
        else { return .zero }
        let seconds = last.time - first.time
        let perSecond = CGPoint(x: (last.location.x - first.location.x) / seconds, y: (last.location.y - first.location.y) / seconds)
        return Self.vector(perSecond, in: view)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        start = pointer.location
        translationOrigin = pointer.location
        samples = [pointer]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let (location, time) = pointer
        samples.append((location, time))
        samples.removeAll { time - $0.time > 0.25 }
        switch state {
        case .possible:
            guard (minimumNumberOfTouches...Swift.max(maximumNumberOfTouches, minimumNumberOfTouches)).contains(touches.count),
                hypot(location.x - start.x, location.y - start.y) >= Self.threshold
            else { return }
            // UIKit counts the translation from where the pan was recognised, not from the press.
            translationOrigin = location
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .began || state == .changed else {
            state = .failed
            return
        }
        if pointer.time - (samples.last?.time ?? pointer.time) > 0.1 { samples = [pointer] }
        state = .ended
    }

    /// A vector (a distance, or a speed) in root coordinates expressed in `view`'s, or back with `toRoot`.
    private static func vector(_ vector: CGPoint, in view: View?, toRoot: Bool = false) -> CGPoint {
        guard let view else { return vector }
        var transform = view.transformToRoot()
        if !toRoot { transform = transform.inverted() }
        return CGPoint(x: transform.a * vector.x + transform.c * vector.y, y: transform.b * vector.x + transform.d * vector.y)
    }
}

/// UIKit's name for a pan recognizer.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// Scrolling input a pan may take (UIKit's `UIScrollTypeMask`, with its values).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Types from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A wheel's steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's glide.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
