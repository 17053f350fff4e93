import Foundation

/// UIKit's layout calls: a pass of Auto Layout when the tree has constraints; frames set by code apply at once.
extension View {
    /// Marks the view's tree for layout at the next `layoutIfNeeded()`.
    public func setNeedsLayout() {
        layoutRoot.layoutRecord.needsLayout = true
    }

    /// Lays out the tree this view is in now, if it has constraints: inside an animation block the views move along
    /// the block's curve to where the constraints put them, as UIKit's `layoutIfNeeded()` does.
    public func layoutIfNeeded() {
        LayoutPass.run(on: layoutRoot)
    }
}
