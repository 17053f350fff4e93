import Foundation

/// A scroll view's refresh control: placed in the room the pull opens above the content, revealed as it is pulled,
/// and started when pulled far enough; while it refreshes, the content rests below it.
extension ScrollView {
    /// The extra room above the content while the refresh control refreshes.
    var refreshRoom: CGFloat { refreshControl?.isRefreshing == true ? RefreshControl.refreshingHeight : 0 }

    /// Places the refresh control in the room above the content that shows now — right above the content's top, below
    /// the bars and the status bar the content is inset from — reveals its spinner as far as the content is pulled,
    /// and — pulled by a finger past ``RefreshControl/triggerDistance`` — starts the refresh and sends its
    /// value-changed event.
    func followPull() {
        guard let control = refreshControl else { return }
        let top = safeAreaAdjustedInset.top, pulled = Swift.max(-(contentOffset.y + top), 0)
        View.performWithoutAnimation {
            control.frame = CGRect(x: 0, y: -pulled, width: bounds.width, height: pulled)
        }
        guard !control.isRefreshing else { return }
        control.spinner.reveal(pulled / RefreshControl.triggerDistance)
        if isDragging, pulled >= RefreshControl.triggerDistance {
            control.beginRefreshing()
            control.sendActions(for: .valueChanged)
        }
    }

    /// The refresh started or ended: ended, content resting in the spinner's room slides back to the top.
    func refreshingChanged() {
        guard let control = refreshControl, !control.isRefreshing, motion == nil, !isDragging else { return }
        let top = -adjustedContentInset.top
        if bounds.origin.y < top { setContentOffset(CGPoint(x: bounds.origin.x, y: top), animated: true) }
    }
}
