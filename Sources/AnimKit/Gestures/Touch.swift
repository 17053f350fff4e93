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
    /// What kind of input an event carries (UIKit's kinds and numbers): touches, or a motion (a shake).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// The device moved (a shake).
        case motion = 1
        /// A remote control's command (kept: none come here).
        case remoteControl = 2
        /// Physical buttons: keyboard keys while the window sends keys to the scene (``PressesEvent``).
        case presses = 3
    }

    /// What an event of a kind says more (UIKit's numbers): a motion's shake.
    public enum EventSubtype: Int, Sendable {
        /// Nothing more: a touch event's.
        case none = 0
        /// The device was shaken (the window's K key shakes it).
        case motionShake = 1
    }

    /// The kind of input: touches, a motion or presses.
    open var type: EventType { storedType }
    let storedType: EventType
    /// What a motion event says more (``EventSubtype/motionShake``); `.none` for touches.
    open var subtype: EventSubtype { storedSubtype }
    let storedSubtype: EventSubtype
    /// When the event happened, in the scene's seconds.
    open internal(set) var timestamp: TimeInterval
    /// Every touch of the event.
    open internal(set) var allTouches: Set<Touch>?

    init(touches: Set<Touch>, timestamp: TimeInterval) {
        (storedType, storedSubtype) = (.touches, .none)
        allTouches = touches
        self.timestamp = timestamp
    }

    /// A motion event of `subtype`, with no touches.
    init(motion subtype: EventSubtype, timestamp: TimeInterval) {
        (storedType, storedSubtype) = (.motion, subtype)
        self.timestamp = timestamp
    }

    /// An event of presses (``PressesEvent``), with no touches.
    init(presses timestamp: TimeInterval) {
        (storedType, storedSubtype) = (.presses, .none)
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
