import Foundation

/// Turns pointer input on a view into a gesture, and calls its handlers as the gesture's state changes (also spelled `UIGestureRecognizer`).
///
/// Closure-based: `#selector` needs the Objective-C runtime, which Linux has not,
/// so target/action is spelled `addTarget { recognizer in … }` or the initialiser's
/// closure. Recognizers see the pointer when it goes down on their view or on any
/// view inside it (``View/hitTest(_:)`` picks the view, honouring hidden views,
/// alpha, `isUserInteractionEnabled`, subview order and transforms).
@preconcurrency @MainActor
open class GestureRecognizer {
    /// Where a gesture is, as UIKit names it.
    public enum State: Int, Sendable {
        /// Waiting for input that may make the gesture.
        case possible
        /// The gesture has been recognised (a pan has moved far enough).
        case began
        /// The gesture goes on (the pointer moved).
        case changed
        /// The gesture ended (the pointer was released); a tap is recognised here.
        case ended
        /// The gesture was cut short (its recognizer was disabled, or the scene was sought).
        case cancelled
        /// The input did not make the gesture.
        case failed
        /// A discrete gesture (a tap) that happened: the same as ``ended``.
        public static let recognized = State.ended
    }

    /// The gesture's state; handlers are called after it changes (except back to ``State/possible``).
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer sees no input; disabling it mid-gesture cancels the gesture.
    public var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { finish(.cancelled) } }
    }
    /// A name for debugging.
    public var name: String?

    private final var handlers: [@MainActor (GestureRecognizer) -> Void] = []
    /// Where the pointer is, in root coordinates, and when it was there (seconds).
    var pointer: (location: CGPoint, time: TimeInterval) = (.zero, 0)

    /// A recognizer that calls `handler` at each change of state.
    public init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let handler { handlers.append(handler) }
    }

    /// Calls `handler` at each change of state, after those added before.
    public final func addTarget(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Where the pointer is in `view`'s coordinates (the root's when `nil`).
    public func location(in view: View?) -> CGPoint {
        view.map { $0.convert(pointer.location, from: nil) } ?? pointer.location
    }

    /// How many touches the gesture follows: 1 with a mouse while it is down, else 0.
    public var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }

    // MARK: What subclasses do with the pointer

    /// The pointer went down over the view (at `location`, root coordinates, at `time`).
    func pointerDown(at location: CGPoint, time: TimeInterval) {}
    /// The pointer moved while down.
    func pointerMoved(to location: CGPoint, time: TimeInterval) {}
    /// The pointer went up.
    func pointerUp(at location: CGPoint, time: TimeInterval) {}

    /// Moves to `state` and tells the handlers.
    func transition(to state: State) {
        self.state = state
        for handler in handlers { handler(self) }
    }

    /// Ends the gesture in `state` (ended, cancelled or failed), telling the handlers unless it never began, then waits for the next.
    func finish(_ state: State) {
        if self.state != .possible || state == .ended { transition(to: state) }
        self.state = .possible
    }
}

/// UIKit's names for gesture recognizers.
public typealias UIGestureRecognizer = GestureRecognizer
