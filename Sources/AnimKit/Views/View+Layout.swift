import Foundation

/// UIKit's layout cycle: views are marked, and a pass places them — Auto Layout first, then each marked view's
/// `layoutSubviews()`, top-down. Frames the code sets apply at once.
extension View {
    /// Marks the view for layout at the next `layoutIfNeeded()` or frame.
    public func setNeedsLayout() {
        layoutRecord.needsLayout = true
    }

    /// Marks the view for ``updateConstraints()`` before the next layout pass solves.
    public func setNeedsUpdateConstraints() {
        layoutRecord.needsConstraintUpdate = true
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` waits for the next pass.
    public func needsUpdateConstraints() -> Bool { layoutRecord.needsConstraintUpdate }

    /// Runs ``updateConstraints()`` now on this view and every view beneath it that is marked, children first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard layoutRecord.needsConstraintUpdate else { return }
        layoutRecord.needsConstraintUpdate = false
        updateConstraints()
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (a label does this when its text or font does): the
    /// next layout pass reads it again, and the superview, whose layout it changes, is marked too.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Lays out the tree this view is in now if anything in it is marked: Auto Layout solves the constraints, then
    /// every marked view's ``layoutSubviews()`` runs, parents before children. Inside an animation block the views
    /// move along the block's curve to their new places, as UIKit's `layoutIfNeeded()` animates.
    public func layoutIfNeeded() {
        let root = layoutRoot
        // Walked without building a list: a host asks before every frame, and mostly nothing is marked.
        guard root.hasPendingLayout else { return }
        root.updateConstraintsIfNeeded()
        let views = root.subtree
        if let engine = root.layoutRecord.engine {
            engine.layOut(root: root, views: views)
        } else if views.contains(where: { !$0.layoutRecord.constraints.isEmpty }) {
            let engine = LayoutEngine()
            root.layoutRecord.engine = engine
            engine.layOut(root: root, views: views)
        }
        for view in views where view.layoutRecord.needsLayout {
            view.layoutRecord.needsLayout = false
            view.layoutSubviews()
        }
    }

    /// Whether this view or any beneath it is marked for layout.
    var hasPendingLayout: Bool {
        layoutRecord.needsLayout || subviews.contains { $0.hasPendingLayout }
    }
}
