import Foundation

/// Told as a scroll view scrolls (UIKit's `UIScrollViewDelegate`); every method defaults to nothing.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a drag, a deceleration (every frame), or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifts with `velocity` (points per millisecond, as UIKit gives it); `targetContentOffset` is where
    /// the deceleration will come to rest, and setting its `pointee` retargets it.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate`: the content moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// A deceleration starts.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// A deceleration came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// UIKit's name for a scroll view's delegate.
public typealias UIScrollViewDelegate = ScrollViewDelegate
