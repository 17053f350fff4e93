import Foundation

extension ScrollView {
    /// How the safe area adds to the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes`` — and the safe area's top and bottom whether or not the content scrolls down when the
        /// scroll view is the content of a view controller shown by a navigation or tab bar controller.
        case automatic
        /// The safe area's edges along the axes the content scrolls.
        case scrollableAxes
        /// Never: the content inset alone.
        case never
        /// The whole safe area.
        case always
    }

    /// The insets the content is kept inside: ``contentInset`` plus the part of the safe area that
    /// ``contentInsetAdjustmentBehavior`` adds — under a navigation bar, its height and the status bar's — and, while
    /// the refresh control refreshes, its room at the top.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = safeAreaAdjustedInset
        inset.top += refreshRoom
        return inset
    }

    /// ``contentInset`` plus the part of the safe area ``contentInsetAdjustmentBehavior`` adds.
    var safeAreaAdjustedInset: UIEdgeInsets {
        let safe = safeAreaInsets, inset = contentInset
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (contentScrollsDown || isContentOfBarController, contentScrollsSideways)
        case .scrollableAxes: (vertical, horizontal) = (contentScrollsDown, contentScrollsSideways)
        }
        return UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// The part of the safe area the scroll view passes on to its content: none of what its adjustment already added
    /// to the content inset — content scrolls clear of that — so a table's last row under the home indicator keeps
    /// its margins, as UIKit's; the rest (a landscape notch beside a table that scrolls down) as any view passes it on.
    var safeAreaLeftToContent: UIEdgeInsets {
        let safe = safeAreaInsets, adjusted = safeAreaAdjustedInset, own = contentInset
        return UIEdgeInsets(
            top: Swift.max(0, safe.top - (adjusted.top - own.top)), left: Swift.max(0, safe.left - (adjusted.left - own.left)),
            bottom: Swift.max(0, safe.bottom - (adjusted.bottom - own.bottom)),
            right: Swift.max(0, safe.right - (adjusted.right - own.right)))
    }

    /// Whether the scroll view is a view controller's content — its view, or the first view in it — and that controller
    /// is shown by a navigation or tab bar controller: UIKit then adjusts the content vertically whatever its height
    /// (Apple's documentation of `.automatic`; a horizontal pager on a bare screen runs under the status bar).
    private var isContentOfBarController: Bool {
        let owner = owningController ?? (superview?.subviews.first === self ? superview?.owningController : nil)
        guard let owner else { return false }
        return owner.navigationController != nil || owner.tabBarController != nil
    }

    /// Whether the content is wider than the view (or bounces sideways anyway).
    private var contentScrollsSideways: Bool { contentSize.width > bounds.width || alwaysBounceHorizontal }
    /// Whether the content is taller than the view (or bounces down and up anyway).
    private var contentScrollsDown: Bool { contentSize.height > bounds.height || alwaysBounceVertical }

    /// Content resting at its top-left when the adjusted inset grows (the view moved under a bar) stays there, at
    /// the new inset, as UIKit keeps it.
    func keepRestingCorner() {
        let adjusted = safeAreaAdjustedInset
        guard adjusted != laidOutInset else { return }
        let old = laidOutInset
        laidOutInset = adjusted
        adjustedContentInsetDidChange()
        guard motion == nil, !isDragging else { return }
        var offset = bounds.origin
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        if offset != bounds.origin { bounds.origin = offset }
    }

    /// The offsets the content can rest at: from −inset to the content's far edge plus inset, less the view's size.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset, size = bounds.size
        let min = CGPoint(x: -inset.left, y: -inset.top)
        let max = CGPoint(
            x: Swift.max(min.x, contentSize.width + inset.right - size.width),
            y: Swift.max(min.y, contentSize.height + inset.bottom - size.height))
        return (min, max)
    }

    /// After the view took a new size (its first layout, a turn): content resting out of range — a scroll asked for
    /// before the view had its size, to an item's bottom against no height — comes back in range at `proposed` (where
    /// a collection view's layout wants it), as UIKit's lists keep theirs; never under a finger or a glide.
    func restInRange(proposed: CGPoint? = nil) {
        guard !isDragging, !isDecelerating, motion == nil else { return }
        let target = clamped(proposed ?? contentOffset)
        guard target != contentOffset else { return }
        bounds.origin = target
        scrolled()
    }
}
