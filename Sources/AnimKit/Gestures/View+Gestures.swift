import Foundation

extension View {
    /// Attaches `recognizer`: it sees the pointer that goes down on this view or on a view inside it.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The recognizers attached to this view; `nil` when there are none, as UIKit reports.
    public var gestureRecognizers: [GestureRecognizer]? {
        attachedRecognizers.isEmpty ? nil : attachedRecognizers
    }
}

/// Feeds pointer input on a view tree to its gesture recognizers: what a host calls with its mouse events.
///
/// A press hit-tests the tree (``View/hitTest(_:)``); the recognizers of the view
/// hit and of every view above it follow the pointer until it is released, as
/// UIKit's touches go to the recognizers along the hit view's chain.
@MainActor
public final class PointerDispatcher {
    /// The tree whose views the pointer falls on; points are in its coordinates.
    public let root: View
    private var tracking: [GestureRecognizer] = []

    /// A dispatcher for the tree under `root`.
    public init(root: View) {
        self.root = root
    }

    /// Whether some recognizer follows the pointer now (between a press it took and the release).
    public var isTracking: Bool { !tracking.isEmpty }

    /// The pointer went down at `point` (root coordinates) at `time` seconds; returns whether any recognizer takes it.
    @discardableResult
    public func pointerDown(at point: CGPoint, time: TimeInterval) -> Bool {
        cancelTracking()
        var view = root.hitTest(point)
        while let current = view {
            tracking += current.attachedRecognizers.filter(\.isEnabled)
            view = current.superview
        }
        for recognizer in tracking {
            recognizer.pointer = (point, time)
            recognizer.pointerDown(at: point, time: time)
        }
        return !tracking.isEmpty
    }

    /// The pointer moved to `point` while down.
    public func pointerMoved(to point: CGPoint, time: TimeInterval) {
        for recognizer in tracking {
            recognizer.pointer = (point, time)
            recognizer.pointerMoved(to: point, time: time)
        }
    }

    /// The pointer went up at `point`.
    public func pointerUp(at point: CGPoint, time: TimeInterval) {
        let ending = tracking
        tracking = []
        for recognizer in ending {
            recognizer.pointer = (point, time)
            recognizer.pointerUp(at: point, time: time)
        }
    }

    /// Cancels whatever gesture is under way (the scene was replaced or sought).
    public func cancelTracking() {
        let ending = tracking
        tracking = []
        for recognizer in ending where recognizer.state == .began || recognizer.state == .changed { recognizer.finish(.cancelled) }
    }
}
