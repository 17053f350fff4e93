import Foundation

/// Turns touches on a view into a gesture, and calls its handlers as the gesture's state changes (also spelled `UIGestureRecognizer`).
///
/// Target–action as in UIKit — `UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))`, which
/// `animview play` compiles with a ``Selector`` that holds the method — or a closure: `addTarget { recognizer in … }`
/// or the initialiser's. Recognizers see a touch that goes down on their view or on any view
/// inside it (``View/hitTest(_:)`` picks the view, honouring hidden views, alpha,
/// `isUserInteractionEnabled`, subview order and transforms), before the view does.
///
/// Subclass it as in UIKit: override ``touchesBegan(_:with:)`` and the others and set
/// ``state`` (which `UIGestureRecognizerSubclass` opens to subclasses there; here it is
/// settable as it is). Setting `.began`, `.changed`, `.ended` or `.cancelled` calls
/// the handlers; once the touches end, an ended, cancelled or failed recognizer
/// returns to `.possible` and ``reset()`` is called.
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

    private var storedState: State = .possible
    /// The gesture's state. Setting `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` calls the handlers.
    ///
    /// Leaving `.possible` to recognise asks the ``delegate`` first, and makes the other recognizers following the
    /// same touch fail unless a delegate lets them recognise alongside; a recognizer that may not recognise fails.
    open var state: State {
        get { storedState }
        set {
            // A failed recognizer sees nothing more until it is reset.
            guard storedState != .failed || newValue == .possible else { return }
            if storedState == .possible, newValue == .began || newValue == .ended {
                if let waiting = waitForFailures(wanting: newValue) {
                    if !waiting { fail() }
                    return
                }
                guard mayRecognize(continuous: newValue == .began) else { return fail() }
            }
            storedState = newValue
            defer { heldEnd?.settleIfDecided() }
            if [.began, .changed, .ended, .cancelled].contains(newValue) {
                for handler in handlers { handler.call(self) }
                if newValue != .cancelled { failDependents() }
            }
            if newValue == .failed {
                failureRequirements.pending = nil
                releaseDependents()
            }
        }
    }
    /// Recognizers that must fail before this one may recognise (``require(toFail:)``), and those waiting on this one.
    var failureRequirements = FailureRequirements()
    /// The view the recognizer is attached to.
    open internal(set) weak var view: View?
    /// A disabled recognizer sees no input; disabling it mid-gesture cancels the gesture.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            finishIfDone()
        }
    }
    /// Whether the view stops getting the touches (`touchesCancelled`) once this recognizer recognises (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until this recognizer fails (then it comes, with the touch where it is
    /// by then) and never comes if it recognises; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer may still recognise after the touch lifted (a
    /// double tap between its taps): it comes once the recognizer fails, and becomes `touchesCancelled` if it
    /// recognises; true by default, as in UIKit.
    open var delaysTouchesEnded = true
    /// A view's touch end held back while this recognizer may still recognise (see ``delaysTouchesEnded``).
    weak var heldEnd: HeldTouchEnd?
    /// Whether the recognizer, still possible once the touch lifted, waits for more (another tap, another
    /// recognizer's failure) rather than failing with the touch.
    var awaitsMoreInput: Bool { state == .possible && failureRequirements.pending != nil }
    /// Asked before the recognizer begins, and whether it may recognise with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The other recognizers following the same touch (set by the dispatcher while a touch lasts).
    var peers: [GestureRecognizer] = []
    /// A name for debugging.
    open var name: String?

    /// What a change of state calls, in the order added: closures, and targets' methods (``target``, kept weakly).
    final var handlers: [(target: ActionTarget?, call: @MainActor (GestureRecognizer) -> Void)] = []
    /// Where the pointer is, in root coordinates, and when it was there (seconds).
    var pointer: (location: CGPoint, time: TimeInterval) = (.zero, 0)
    /// The touches the recognizer follows now; a new touch forgets those ignored before (``ignore(_:for:)``).
    var touches: Set<Touch> = [] { didSet { ignoredTouches.formIntersection(touches) } }
    /// The touches the recognizer was told to ignore: none of their later changes reach it.
    var ignoredTouches: Set<Touch> = []
    /// The touches in finger order: the pointer's, then a second finger's.
    var orderedTouches: [Touch] { touches.sorted { $0.finger < $1.finger } }

    /// A recognizer that calls `handler` at each change of state.
    public init(handler: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let handler { handlers.append((nil, handler)) }
    }

    /// A recognizer that sends `action` to `target` at each change of state (with the recognizer, if the method takes
    /// an argument); with `nil` for either, none until ``addTarget(_:action:)``. The target is not retained.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Calls `handler` at each change of state, after those added before.
    public final func addTarget(_ handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        handlers.append((nil, handler))
    }

    /// Where touch `touchIndex` (0: the pointer's, 1: a second finger's) is in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        let fingers = orderedTouches
        guard fingers.indices.contains(touchIndex) else { return location(in: view) }
        return fingers[touchIndex].location(in: view)
    }

    /// Where the touches are in `view`'s coordinates (the root's when `nil`): their midpoint, with two.
    open func location(in view: View?) -> CGPoint {
        view.map { $0.convert(pointer.location, from: nil) } ?? pointer.location
    }

    /// How many touches the recognizer follows: 1 while the pointer is down on its view, else 0 (or what it ignores).
    open var numberOfTouches: Int { touches.subtracting(ignoredTouches).count }
    /// Stops `touch` reaching the recognizer: its later moves, end or cancellation go to the view alone (a subclass
    /// that only follows one finger ignores a second one in `touchesBegan`).
    open func ignore(_ touch: Touch, for event: Event) { ignoredTouches.insert(touch) }

    // MARK: Touches, for subclasses

    /// Touches went down on the view or inside it.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches went up.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were taken away; a gesture under way is cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .cancelled }
    }

    /// Called when the recognizer returns to `.possible` after a gesture; override it to clear what a gesture kept.
    open func reset() {}

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, for this touch sequence (a subclass's say,
    /// beside ``require(toFail:)``). False by default.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail, for this touch sequence. False by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether this recognizer, recognising, may stop `preventedGestureRecognizer` (one not let recognise alongside it
    /// by a delegate) from recognising. True by default; both this and the other's ``canBePrevented(by:)`` must agree.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognising, may stop this one. True by default.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether the gesture has been recognised: begun, going on, or (discrete) recognised.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
    /// Whether the recognizer has neither recognised nor failed yet.
    var mayStillRecognize: Bool { state == .possible }

    /// Whether the delegate lets this recognizer recognise and no peer under way (begun, not ended) holds the touch
    /// alone. A gesture that begins (a continuous one: a pan, a long press) also makes the peers still waiting fail,
    /// unless a delegate lets them recognise alongside; a discrete one (a tap) stops none — on a double tap, a single
    /// tap without `require(toFail:)` fires too, as on iOS.
    private func mayRecognize(continuous: Bool) -> Bool {
        guard view?.gestureRecognizerShouldBegin(self) != false,
            touchedViewsWithOwnGestures.allSatisfy({ $0.gestureRecognizerShouldBegin(self) }),
            delegate?.gestureRecognizerShouldBegin(self) != false
        else { return false }
        let underWay = peers.filter { $0 !== self && ($0.state == .began || $0.state == .changed) }
        if underWay.contains(where: { $0.prevents(self) }) { return false }
        guard continuous else { return true }
        for peer in peers where peer !== self && peer.state == .possible && prevents(peer) { peer.fail() }
        return true
    }

    /// The controls and text views under the view that the gesture's touches went down on (or inside): each is asked
    /// whether the gesture may begin too, as UIKit gives them the gestures that overlap their own action.
    private var touchedViewsWithOwnGestures: [View] {
        var found: [View] = []
        for touch in touches {
            var current = touch.view
            while let view = current, view !== self.view {
                if view is Control || view is TextView, !found.contains(where: { $0 === view }) { found.append(view) }
                current = view.superview
            }
        }
        return found
    }

    /// Fails the gesture (no handlers are called, as UIKit sends no action for a failure) and lets go of what waited on it.
    func fail() {
        storedState = .failed
        failureRequirements.pending = nil
        releaseDependents()
        heldEnd?.settleIfDecided()
    }

    /// After the touches are delivered: an ended, cancelled or failed recognizer goes back to `.possible`.
    func finishIfDone() {
        guard [.ended, .cancelled, .failed].contains(storedState) else { return }
        storedState = .possible
        failureRequirements.waitingThisAttempt = []
        reset()
    }
}

/// UIKit's names for gesture recognizers.
public typealias UIGestureRecognizer = GestureRecognizer

/// Recognizers are equal only to themselves, as UIKit's are.
extension GestureRecognizer: Hashable {
    public nonisolated static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
