import Foundation

/// Turns pointer input on a view tree into touches for its gesture recognizers and views: what a host calls with its
/// mouse events, and a test with points and times.
///
/// A press hit-tests the tree (``View/hitTest(_:)``) and makes a ``Touch`` on the view
/// hit. The recognizers of that view and of every view above it get the touch first;
/// then the view (``Responder/touchesBegan(_:with:)``, passed up to its superview when
/// it does not handle it). Once a recognizer recognises with `cancelsTouchesInView`,
/// the view's touches are cancelled and go to the recognizers alone, as in UIKit; a
/// recognizer with `delaysTouchesBegan` holds the view's `touchesBegan` back until it fails.
@preconcurrency @MainActor
public final class PointerDispatcher {
    /// The tree whose views the pointer falls on; points are in its coordinates.
    public let root: View
    private var tracking: [GestureRecognizer] = []
    private var touch: Touch?
    /// A second finger mirrored about a centre (a pinch or rotation made with one pointer), while it is down.
    private var mirror: (touch: Touch, center: CGPoint)?
    /// Whether the view still gets the touch (no recognizer has taken it from it).
    private var viewFollows = false
    /// The view's `touchesBegan`, held while a recognizer that delays it may still recognise.
    private var heldBegan = false
    /// The recognizers of this touch that delay the view's `touchesBegan` (``GestureRecognizer/delaysTouchesBegan``).
    private var delaying: [GestureRecognizer] = []
    /// A touch's end held back from its view while a recognizer may still recognise (``GestureRecognizer/delaysTouchesEnded``).
    private var heldEnd: HeldTouchEnd?
    /// The last release, for counting taps: where and when.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// The window whose status bar the pointer pressed (the system's: no view gets the touch), while it is down.
    private var statusBarPress: Window?

    /// A dispatcher for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// Whether a touch is under way (between a press and the release).
    public var isTracking: Bool { touch != nil || statusBarPress != nil }

    /// The pointer went down at `point` (root coordinates) at `time` seconds; returns whether a recognizer or a view of
    /// the scene takes it.
    ///
    /// With `center`, a second finger goes down too, mirrored about it (at 2 × center − point), and follows the
    /// pointer mirrored until the release — how one pointer pinches and rotates, as the iOS Simulator's Option key
    /// does. Recognizers see both touches and locate the gesture at their midpoint, the centre; the view gets the
    /// pointer's touch only, as a view that is not multiple-touch enabled does in UIKit.
    @discardableResult
    public func pointerDown(at point: CGPoint, time: TimeInterval, mirroredAround center: CGPoint? = nil) -> Bool {
        cancelTouch()
        // Between beginIgnoringInteractionEvents() and its end, presses start no touch, as in UIKit.
        guard !Application.shared.isIgnoringInteractionEvents else { return false }
        if let window = root as? Window, window.statusBarCovers(point) {
            statusBarPress = window
            return true
        }
        let hit = root.hitTest(point)
        var view = hit
        while let current = view {
            tracking += current.attachedRecognizers.filter(\.isEnabled)
            view = current.superview
        }
        let near = lastTap.map {
            time - $0.time <= 0.35 && hypot(point.x - $0.location.x, point.y - $0.location.y) <= PanGestureRecognizer.threshold
        }
        let touch = Touch(view: hit, location: point, timestamp: time, tapCount: near == true ? (lastTap?.count ?? 0) + 1 : 1)
        tracking.removeAll { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) == false }
        for recognizer in tracking { recognizer.peers = tracking }
        touch.gestureRecognizers = tracking
        self.touch = touch
        if let center {
            let second = Touch(view: hit, location: mirrored(point, about: center), timestamp: time, tapCount: 1, finger: 1)
            second.gestureRecognizers = tracking
            mirror = (second, center)
        }
        let fingers = allTouches
        let event = Event(touches: fingers, timestamp: time)
        for recognizer in tracking {
            recognizer.pointer = (center ?? point, time)
            recognizer.touches = fingers
            recognizer.touchesBegan(fingers, with: event)
        }
        viewFollows = hit.map { !takenFromView() && ScrollView.contentGets(touch, with: event, in: $0) } ?? false
        delaying = tracking.filter(\.delaysTouchesBegan)
        heldBegan = viewFollows && delaying.contains(where: \.mayStillRecognize)
        Responder.lastTouchUntaken = false
        if viewFollows && !heldBegan { hit?.touchesBegan([touch], with: event) }
        let viewTook = viewFollows && !heldBegan && !Responder.lastTouchUntaken
        settle()
        return !tracking.isEmpty || viewTook
    }

    /// The pointer moved to `point` while down.
    public func pointerMoved(to point: CGPoint, time: TimeInterval) {
        deliver(.moved, at: point, time: time)
    }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint, time: TimeInterval) {
        if let window = statusBarPress {
            statusBarPress = nil
            return window.releaseStatusBar(at: point)
        }
        guard let touch else { return }
        deliver(.ended, at: point, time: time)
        lastTap = (point, time, touch.tapCount)
        end()
    }

    /// Moves the touch to `point` in `phase` (moved or ended) and hands it to the recognizers, then to the view.
    private func deliver(_ phase: Touch.Phase, at point: CGPoint, time: TimeInterval) {
        guard let touch else { return }
        (touch.previousLocation, touch.location, touch.timestamp, touch.phase) = (touch.location, point, time, phase)
        if let (second, center) = mirror {
            second.previousLocation = second.location
            second.location = mirrored(point, about: center)
            second.timestamp = time
            second.phase = phase
        }
        let fingers = allTouches
        let event = Event(touches: fingers, timestamp: time)
        // A recognizer taken off its view mid-touch sees no more of it.
        tracking.removeAll { $0.view == nil }
        for recognizer in tracking {
            recognizer.pointer = (mirror?.center ?? point, time)
            // What the recognizer chose to ignore (`ignore(_:for:)`) it sees no more of.
            let mine = fingers.subtracting(recognizer.ignoredTouches)
            guard !mine.isEmpty else { continue }
            if phase == .moved { recognizer.touchesMoved(mine, with: event) } else { recognizer.touchesEnded(mine, with: event) }
        }
        releaseHeldBegan(event, ending: phase == .ended)
        // Recognizers that may still recognise once the touch lifted (a double tap between taps) hold its end back.
        let holding = phase == .ended ? tracking.filter { $0.delaysTouchesEnded && $0.awaitsMoreInput } : []
        deliverToView(event) { view in
            if phase == .moved {
                view.touchesMoved([touch], with: event)
            } else if !holding.isEmpty {
                // An end still held from the tap before (a triple tap's first) waits with this one.
                if let held = heldEnd, !held.isSettled {
                    held.add(touch: touch, view: view, event: event, waitingOn: holding)
                } else {
                    heldEnd = HeldTouchEnd(touch: touch, view: view, event: event, waitingOn: holding)
                }
            } else {
                view.touchesEnded([touch], with: event)
            }
        }
        settle()
    }

    /// Cancels the touch under way, and a touch end held back from its view (the scene was replaced or sought): its
    /// recognizers and its view are told.
    public func cancelTracking() {
        heldEnd?.cancel()
        heldEnd = nil
        cancelTouch()
    }

    /// Cancels the touch under way, if any: its recognizers and its view are told.
    private func cancelTouch() {
        statusBarPress = nil
        guard let touch else { return }
        touch.phase = .cancelled
        mirror?.touch.phase = .cancelled
        let fingers = allTouches
        let event = Event(touches: fingers, timestamp: touch.timestamp)
        for recognizer in tracking where !fingers.isSubset(of: recognizer.ignoredTouches) {
            recognizer.touchesCancelled(fingers.subtracting(recognizer.ignoredTouches), with: event)
        }
        if viewFollows && !heldBegan { touch.view?.touchesCancelled([touch], with: event) }
        end()
    }

    /// Whether a recognizer that recognised now takes the touches from the view.
    private func takenFromView() -> Bool { tracking.contains { $0.hasRecognized && $0.cancelsTouchesInView } }

    /// The held `touchesBegan`, once every recognizer delaying it has failed — at the touch's end at the latest —
    /// given to the view where the touch is now; never, when one recognised (the view sees nothing of the touch).
    private func releaseHeldBegan(_ event: Event, ending: Bool) {
        guard heldBegan, let touch else { return }
        if delaying.contains(where: \.hasRecognized) {
            (heldBegan, viewFollows) = (false, false)
        } else if ending || !delaying.contains(where: \.mayStillRecognize) {
            heldBegan = false
            let phase = touch.phase
            touch.phase = .began
            touch.view?.touchesBegan([touch], with: event)
            touch.phase = phase
        }
    }

    /// Gives the view its touches — or, the first time a recognizer takes them, cancels them.
    private func deliverToView(_ event: Event, _ deliver: (View) -> Void) {
        guard viewFollows, !heldBegan, let view = touch?.view else { return }
        if takenFromView() {
            viewFollows = false
            if let touch {
                touch.phase = .cancelled
                view.touchesCancelled([touch], with: event)
            }
        } else {
            deliver(view)
        }
    }

    /// Recognizers that finished (ended, cancelled or failed) see no more of this touch, and go back to waiting.
    private func settle() {
        let finished = tracking.filter { [.ended, .cancelled, .failed].contains($0.state) }
        guard !finished.isEmpty else { return }
        tracking.removeAll { recognizer in finished.contains { $0 === recognizer } }
        delaying.removeAll { recognizer in finished.contains { $0 === recognizer } && !recognizer.hasRecognized }
        for recognizer in finished {
            recognizer.touches = []
            recognizer.peers = []
            recognizer.finishIfDone()
        }
    }

    /// The centre of the view under `point`, in the root's coordinates: where a second finger is mirrored about.
    public func centerOfView(at point: CGPoint) -> CGPoint? {
        guard let view = root.hitTest(point) else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: root)
    }

    /// The touches down now: the pointer's, and a mirrored second finger's.
    private var allTouches: Set<Touch> {
        var fingers: Set<Touch> = touch.map { [$0] } ?? []
        if let second = mirror?.touch { fingers.insert(second) }
        return fingers
    }

    private func mirrored(_ point: CGPoint, about center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    private func end() {
        let ending = tracking
        tracking = []
        (touch, mirror, viewFollows) = (nil, nil, false)
        (heldBegan, delaying) = (false, [])
        for recognizer in ending {
            // A gesture still under way when its touches are gone is cut short.
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .cancelled }
            recognizer.touches = []
            recognizer.peers = []
            recognizer.finishIfDone()
        }
    }
}
