import Foundation

/// The pointer over a view with no button held (also spelled `UIHoverGestureRecognizer`, iOS 13): begins when the
/// pointer comes over its view, changes as it moves over it, and ends when it leaves — a card that lifts under the
/// mouse, a button that highlights. In the window the mouse hovers; headless, call
/// ``PointerDispatcher/pointerHovered(at:time:)``.
@preconcurrency @MainActor
open class HoverGestureRecognizer: GestureRecognizer {
    /// Follows the pointer at `point` (root coordinates) at `time`: over the view, or not. Whether the state moved.
    func hover(at point: CGPoint, time: TimeInterval, over: Bool) -> Bool {
        pointer = (point, time)
        switch (state, over) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false):
            state = .ended
            finishIfDone()
        default: return false
        }
        return true
    }
}

/// UIKit's name for a hover recognizer.
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer

extension PointerDispatcher {
    /// The pointer moved to `point` (root coordinates) at `time` with no button held: each hover recognizer of the tree
    /// begins, changes or ends as the pointer is over its view (the view hit, or one it contains) or not, and each
    /// pointer interaction (`UIPointerInteraction`) enters and leaves its regions. A press under way moves no hover.
    /// Whether a recognizer's state moved or an interaction entered or left a region.
    @discardableResult
    public func pointerHovered(at point: CGPoint, time: TimeInterval) -> Bool {
        guard !isTracking else { return false }
        let views = root.subtree
        let hovering = views.flatMap(\.attachedRecognizers).compactMap { $0 as? HoverGestureRecognizer }.filter(\.isEnabled)
        let interactions = views.flatMap(\.attachedInteractions).compactMap { $0 as? PointerInteraction }
        // A scene with no hover recognizer and no pointer interaction (most) skips the hit test on each move of the mouse.
        guard !hovering.isEmpty || !interactions.isEmpty else { return false }
        var over: Set<ObjectIdentifier> = []
        var view = root.hitTest(point)
        while let current = view {
            over.insert(ObjectIdentifier(current))
            view = current.superview
        }
        func isOver(_ view: View?) -> Bool { view.map { over.contains(ObjectIdentifier($0)) } ?? false }
        var moved = false
        for recognizer in hovering where recognizer.hover(at: point, time: time, over: isOver(recognizer.view)) { moved = true }
        for interaction in interactions where interaction.follow(point, over: isOver(interaction.view)) { moved = true }
        return moved
    }
}
