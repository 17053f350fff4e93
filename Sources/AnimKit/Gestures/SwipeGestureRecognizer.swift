import Foundation

/// A quick stroke in one direction (also spelled `UISwipeGestureRecognizer`): recognised, once, as soon as every finger
/// — ``numberOfTouchesRequired`` of them, no more — has gone ``minimumDistance`` from where it went down along the
/// same allowed ``direction`` within ``maximumDuration``, straying sideways by at most half as far. UIKit does not
/// document its thresholds; these are AnimKit's (see the README).
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
    /// How many fingers make the swipe: 1 (the default, as UIKit's); no more, no fewer. A mouse makes one,
    /// and the window's second finger is mirrored — it strokes the other way — so here a swipe that needs two fails.
    open var numberOfTouchesRequired = 1
    /// How far the stroke must go, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long the stroke may take, in seconds.
    public static let maximumDuration: TimeInterval = 0.5

    /// Where and when the stroke began (root coordinates): the pointer's, then each finger's by ``Touch/finger``.
    private(set) var start: (location: CGPoint, time: TimeInterval) = (.zero, 0)
    private var fingerStarts: [Int: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if fingerStarts.isEmpty { start = pointer }
        for touch in touches where fingerStarts[touch.finger] == nil { fingerStarts[touch.finger] = touch.location }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible else { return }
        if pointer.time - start.time > SwipeGestureRecognizer.maximumDuration {
            state = .failed
            return
        }
        guard self.touches.count == Swift.max(numberOfTouchesRequired, 1) else { return }
        let strokes = self.touches.map { touch in
            let from = fingerStarts[touch.finger] ?? touch.location
            return Self.strokeDirection(dx: touch.location.x - from.x, dy: touch.location.y - from.y)
        }
        guard let first = strokes.first, let stroke = first, direction.contains(stroke), strokes.allSatisfy({ $0 == stroke })
        else { return }
        state = .recognized
    }

    /// The allowed-or-not direction a stroke of (`dx`, `dy`) points has gone: at least ``minimumDistance`` along it,
    /// and at most half as far across; `nil` when it is too short or too slanted.
    private static func strokeDirection(dx: CGFloat, dy: CGFloat) -> Direction? {
        let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        return strokes.first { $0.along >= minimumDistance && abs($0.across) <= $0.along / 2 }?.0
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        fingerStarts = [:]
    }
}

/// UIKit's name for a swipe recognizer.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
