import Foundation

/// A controller's wishes that its container reads: the size it would like (``ViewController/preferredContentSize``),
/// told to its parent — else to the presentation it is shown in, which resizes a popover or a form sheet to it — and
/// the scroll views whose edges the bars follow.
extension ViewController {
    /// ``ViewController/preferredContentSize`` changed: the parent hears it, else the presentation showing this
    /// controller (a checkpoint putting the size back tells no one: what it restores was laid out then).
    func tellContainerOfPreferredSize() {
        guard !AnimationEngine.isRestoringCheckpoint else { return }
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presentingViewController != nil, let ownPresentation {
            ownPresentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Sets the scroll view whose `edge` (each edge of it) the bars follow — its content at the top edge gives a
    /// navigation bar its scroll-edge look and folds a large title — in place of the one UIKit would find; `nil` finds
    /// it again.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            assignedContentScrollViews[single.rawValue] = scrollView
        }
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.updateBarAppearance()
        navigation.updateBarCollapse()
    }

    /// The scroll view set for `edge` (one edge), if one was.
    func assignedContentScrollView(for edge: NSDirectionalRectEdge) -> ScrollView? { assignedContentScrollViews[edge.rawValue] }

    /// Sets the scroll view for the top and bottom edges (``setContentScrollView(_:for:)``).
    public func setContentScrollView(_ scrollView: ScrollView?) { setContentScrollView(scrollView, for: [.top, .bottom]) }
}
