import Foundation

/// The scroll-to-top gesture: a tap on the status bar. The system, not the app, has the bar: a press there goes to no
/// view of the window. Its tap asks the scroll view nearest the bar to scroll to the top of its content, as UIKit's
/// documentation of `scrollsToTop` says: nothing happens when that scroll view does not scroll to top, its delegate
/// says no (`scrollViewShouldScrollToTop(_:)`), or its content is at the top already; after the scroll the delegate
/// hears `scrollViewDidScrollToTop(_:)`. On an iPhone the tap scrolls only when one scroll view on screen has
/// `scrollsToTop` set — with more than one, none scrolls (UIKit's header says so); on an iPad, the one under the tap
/// nearest the bar does.
extension Window {
    /// Whether `point` (in the window's coordinates) falls on the status bar as it is drawn now.
    func statusBarCovers(_ point: CGPoint) -> Bool {
        guard showsStatusBar, let bar = statusBar else { return false }
        let shown = bar.presentation
        return shown.alpha >= 0.01 && shown.frame.contains(point)
    }

    /// The pointer that pressed the status bar lifted at `point`: a tap, when it is still on the bar (a swipe down
    /// from it is the system's, and does nothing here).
    func releaseStatusBar(at point: CGPoint) {
        if statusBarCovers(point) { tapStatusBar(at: point) }
    }

    /// A tap on the status bar at `point`: scrolls the scroll view it names to the top, if it may.
    func tapStatusBar(at point: CGPoint) {
        var candidates: [(scrollView: ScrollView, frame: CGRect)] = []
        collectScrollsToTop(in: self, into: &candidates)
        let chosen: ScrollView?
        if Device.current.userInterfaceIdiom == .pad {
            chosen =
                candidates.filter { $0.frame.minX <= point.x && point.x < $0.frame.maxX }
                .min { $0.frame.minY < $1.frame.minY }?.scrollView
        } else {
            chosen = candidates.count == 1 ? candidates[0].scrollView : nil
        }
        chosen?.scrollToTopFromStatusBar()
    }

    /// The scroll views on screen under `view` whose `scrollsToTop` is set, each with its frame in the window, in the
    /// order they are drawn.
    private func collectScrollsToTop(in view: View, into found: inout [(scrollView: ScrollView, frame: CGRect)]) {
        guard !view.isHidden, view.presentation.alpha >= 0.01 else { return }
        if let scrollView = view as? ScrollView, scrollView.scrollsToTop {
            let frame = scrollView.convert(scrollView.bounds, to: self)
            if frame.intersects(bounds) { found.append((scrollView, frame)) }
        }
        for subview in view.subviews { collectScrollsToTop(in: subview, into: &found) }
    }
}

extension ScrollView {
    /// Scrolls to the top of the content, animated, unless the delegate says no or it is there already; then tells the
    /// delegate. Any motion of the content stops first, as a finger would stop it.
    func scrollToTopFromStatusBar() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        stopMotion()
        let top = CGPoint(x: contentOffset.x, y: offsetRange.min.y)
        guard contentOffset.y != top.y else { return }
        // iOS does not publish the timing of this scroll; the same as an animated `setContentOffset`.
        move(to: top, named: "scroll to top", duration: 0.3, timing: CubicTimingParameters(animationCurve: .easeInOut)) {
            [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
    }
}
