import Foundation

/// The edges of a rectangle (also spelled `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen — here the scene's root — as the back swipe does (also spelled
/// `UIScreenEdgePanGestureRecognizer`): a press farther than ``edgeZone`` from every edge in ``edges`` fails at once.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from; none by default, as in UIKit (set it, usually to `.left`).
    open var edges: UIRectEdge = []
    /// How close to an edge a press must be, in points.
    public static let edgeZone: CGFloat = 20

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard let screen = view.map({ $0.layoutRoot.bounds }) else { return }
        let point = pointer.location, zone = ScreenEdgePanGestureRecognizer.edgeZone
        let near =
            (edges.contains(.left) && point.x - screen.minX <= zone) || (edges.contains(.right) && screen.maxX - point.x <= zone)
            || (edges.contains(.top) && point.y - screen.minY <= zone) || (edges.contains(.bottom) && screen.maxY - point.y <= zone)
        if !near { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state != .failed else { return }
        super.touchesMoved(touches, with: event)
    }
}

/// UIKit's name for a screen-edge pan recognizer.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
