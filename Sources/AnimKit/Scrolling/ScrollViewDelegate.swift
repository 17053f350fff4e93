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
    /// The view the scroll view scales when it zooms; `nil` (the default): it does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Zooming of `view` is about to start.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// Zooming of `view` ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// The adjusted content inset changed (the safe area moved).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll `scrollView` to the top of its content (``ScrollView/scrollsToTop``).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// A tap on the status bar scrolled `scrollView` to the top of its content.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
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
    /// None: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    /// `true`: it may.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}

/// UIKit's name for a scroll view's delegate.
public typealias UIScrollViewDelegate = ScrollViewDelegate
