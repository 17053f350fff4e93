import Foundation

/// One finger — here, the pointer while its button is down — on the screen (also spelled `UITouch`).
@preconcurrency @MainActor
open class Touch: Hashable {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Where the touch is in its life.
    open internal(set) var phase: Phase = .began
    /// The view the touch went down on (``View/hitTest(_:)`` then), which its touches go to while it lasts.
    open internal(set) weak var view: View?
    /// When the touch last changed, in the scene's seconds.
    open internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession, near one another, this one ends: 1, 2 for a double tap …
    open internal(set) var tapCount: Int
    /// The recognizers the touch is delivered to.
    open internal(set) var gestureRecognizers: [GestureRecognizer]?
    /// Where the touch is, and was before its last move, in the root's coordinates.
    var location: CGPoint
    var previousLocation: CGPoint
    /// Which finger: 0 for the pointer, 1 for the second finger of a pinch or rotation.
    let finger: Int

    init(view: View?, location: CGPoint, timestamp: TimeInterval, tapCount: Int, finger: Int = 0) {
        self.view = view
        self.finger = finger
        self.location = location
        previousLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// Where the touch is in `view`'s coordinates (the root's when `nil`).
    open func location(in view: View?) -> CGPoint {
        view.map { $0.convert(location, from: nil) } ?? location
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the root's when `nil`).
    open func previousLocation(in view: View?) -> CGPoint {
        view.map { $0.convert(previousLocation, from: nil) } ?? previousLocation
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    open nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The touches of one moment of input, handed to responders and recognizers with them (also spelled `UIEvent`).
@preconcurrency @MainActor
open class Event {
    /// What kind of input an event carries: touches, here always.
    public enum EventType: Int, Sendable {
        case touches
    }

    /// Touches.
    open var type: EventType { storedType }
    let storedType: EventType = EventType.touches
    /// When the event happened, in the scene's seconds.
    open internal(set) var timestamp: TimeInterval
    /// Every touch of the event.
    open internal(set) var allTouches: Set<Touch>?

    init(touches: Set<Touch>, timestamp: TimeInterval) {
        allTouches = touches
        self.timestamp = timestamp
    }

    /// The touches that went down on `view`.
    open func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }

    /// The touches delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } == true }
    }
}

/// UIKit's names for touches and events.
public typealias UITouch = Touch
/// UIKit's name for an event.
public typealias UIEvent = Event
