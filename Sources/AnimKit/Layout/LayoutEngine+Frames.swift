import Foundation

/// Between a view's frame and the rectangle the solver holds for it. Auto Layout places a view's *alignment
/// rectangle* (Apple: "constraints … are based on the view's alignment rectangle, not its frame"): the frame less
/// ``View/alignmentRectInsets`` unless the view converts otherwise (``View/alignmentRect(forFrame:)``,
/// ``View/frame(forAlignmentRect:)``). With no insets, the default, the two are one.
extension LayoutEngine {
    /// How far `view`'s alignment rectangle lies inside its frame (transforms aside, as Auto Layout's).
    static func alignmentInsets(of view: View) -> UIEdgeInsets {
        let frame = CGRect(origin: .zero, size: view.bounds.size), aligned = view.alignmentRect(forFrame: frame)
        return UIEdgeInsets(top: aligned.minY, left: aligned.minX, bottom: frame.maxY - aligned.maxY, right: frame.maxX - aligned.maxX)
    }

    /// What a view that keeps its frame (or the root) is pinned at: its alignment rectangle's left and top from its
    /// superview's, its width and height.
    func pinnedValues(of view: View, root: View) -> [Double] {
        let size = view.bounds.size
        let origin = view === root ? .zero : frameOrigin(of: view)
        let aligned = view.alignmentRect(forFrame: CGRect(origin: origin, size: size))
        let parent = view === root ? .zero : view.superview.map(LayoutEngine.alignmentInsets) ?? .zero
        return [
            Double(aligned.minX - parent.left), Double(aligned.minY - parent.top), Double(aligned.width), Double(aligned.height),
        ]
    }

    /// The view's frame origin in its superview's bounds, from its centre and size (transforms aside, as Auto Layout's).
    private func frameOrigin(of view: View) -> CGPoint {
        let parent = view.superview.map(LayoutEngine.edgesOrigin) ?? .zero
        return CGPoint(x: view.center.x - view.bounds.width / 2 - parent.x, y: view.center.y - view.bounds.height / 2 - parent.y)
    }

    /// Gives a view placed by constraints its solved frame, in its superview's bounds, if it changed: the frame around
    /// the alignment rectangle the solver gave.
    func place(_ view: View) {
        guard let box = box(view), let parent = view.superview, let parentBox = self.box(parent) else { return }
        let size = CGSize(width: Swift.max(box.width.value, 0), height: Swift.max(box.height.value, 0))
        let edges = LayoutEngine.edgesOrigin(of: parent), parentInsets = LayoutEngine.alignmentInsets(of: parent)
        let origin = CGPoint(
            x: box.left.value - parentBox.left.value + Double(edges.x + parentInsets.left),
            y: box.top.value - parentBox.top.value + Double(edges.y + parentInsets.top))
        let frame = view.frame(forAlignmentRect: CGRect(origin: origin, size: size))
        // The frame, with the layer's anchor point where it sits in it (as setting `frame` does).
        let anchor = view.model.anchorPoint
        let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        let bounds = CGSize(width: Swift.max(frame.width, 0), height: Swift.max(frame.height, 0))
        if view.bounds.size != bounds { view.bounds.size = bounds }
        if view.center != center { view.center = center }
    }

    /// Where a view's edges are in its own coordinates, for its subviews: its bounds' origin (a view's edges are the
    /// visible ones), except a scroll view's, whose edges within it are its content's, at the content's origin.
    static func edgesOrigin(of view: View) -> CGPoint { view is ScrollView ? .zero : view.bounds.origin }
}
