import Foundation

/// A quick stroke in one direction (also spelled `UISwipeGestureRecognizer`): recognised, once, as soon as the pointer
/// has gone ``minimumDistance`` from the press along an allowed ``direction`` within ``maximumDuration``, straying
/// sideways by at most half as far. UIKit does not document its thresholds; these are AnimKit's (see the README).
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take (also spelled `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (right by default, as UIKit's).
    open var direction: Direction = .right
    /// How far the stroke must go, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long the stroke may take, in seconds.
    public static let maximumDuration: TimeInterval = 0.5

    /// Where and when the stroke began (root coordinates).
    private(set) var start: (location: CGPoint, time: TimeInterval) = (.zero, 0)

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        start = pointer
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if pointer.time - start.time > SwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        let dx = pointer.location.x - start.location.x, dy = pointer.location.y - start.location.y
        let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (allowed, along, across) in strokes where direction.contains(allowed) && along >= SwipeGestureRecognizer.minimumDistance {
            if abs(across) <= along / 2 {
                state = .recognized
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }
}

/// UIKit's name for a swipe recognizer.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
