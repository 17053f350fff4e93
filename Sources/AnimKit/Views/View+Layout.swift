import Foundation

/// UIKit's layout calls, for code that makes them inside animation blocks.
///
/// AnimKit has no Auto Layout: views are placed by their frames, which change
/// (and animate) the moment they are set. There is never a pending layout, so
/// `layoutIfNeeded()` inside an animation block animates exactly the frames the
/// block set, as it would in UIKit for frame-based views.
extension View {
    /// Nothing to schedule: frames apply when set.
    public func setNeedsLayout() {}

    /// Nothing waits to be laid out: frames apply when set.
    public func layoutIfNeeded() {}
}
