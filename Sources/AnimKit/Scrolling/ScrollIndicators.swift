import Foundation

/// A scroll view's indicators, as iOS draws them: 3-point capsules of translucent grey along the right and bottom
/// edges of what shows, as long as the share of the content that shows (36 points at least, shorter while the
/// content is pulled past an edge), shown while the content moves and faded out once it rests. Like UIKit's, they
/// are subviews of the scroll view, added the first time it scrolls.
extension ScrollView {
    /// The indicators' thickness and their distance from the edges.
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36

    /// The content scrolled: the indicators follow and the delegate hears of it.
    func scrolled() {
        contentDidScroll()
        followPull()
        placeIndicators()
        tellNavigationBarOfScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Shows the indicators for a moment (UIKit's `flashScrollIndicators()`).
    public func flashScrollIndicators() {
        placeIndicators()
        fadeIndicators()
    }

    /// Places the indicators for the offset drawn now, shown.
    func placeIndicators() {
        let offset = contentOffset, size = bounds.size, inset = adjustedContentInset, range = offsetRange
        if showsVerticalScrollIndicator, contentSize.height > size.height - inset.top - inset.bottom {
            let (bar, isNew) = indicator(\.verticalIndicator)
            let track = size.height - inset.top - inset.bottom - 2 * ScrollView.indicatorMargin
            let overshoot = offset.y < range.min.y ? range.min.y - offset.y : Swift.max(offset.y - range.max.y, 0)
            let length = Swift.max(track * track / Swift.max(contentSize.height, 1) - overshoot, ScrollView.indicatorMinimumLength)
            let share = range.max.y > range.min.y ? (offset.y - range.min.y) / (range.max.y - range.min.y) : 0
            let top = offset.y + inset.top + ScrollView.indicatorMargin + Swift.min(Swift.max(share, 0), 1) * (track - length)
            place(
                bar, isNew: isNew,
                at: CGRect(
                    x: offset.x + size.width - inset.right - ScrollView.indicatorMargin - ScrollView.indicatorThickness, y: top,
                    width: ScrollView.indicatorThickness, height: length))
        }
        if showsHorizontalScrollIndicator, contentSize.width > size.width - inset.left - inset.right {
            let (bar, isNew) = indicator(\.horizontalIndicator)
            let track = size.width - inset.left - inset.right - 2 * ScrollView.indicatorMargin
            let length = Swift.max(track * track / Swift.max(contentSize.width, 1), ScrollView.indicatorMinimumLength)
            let share = range.max.x > range.min.x ? (offset.x - range.min.x) / (range.max.x - range.min.x) : 0
            place(
                bar, isNew: isNew,
                at: CGRect(
                    x: offset.x + inset.left + ScrollView.indicatorMargin + Swift.min(Swift.max(share, 0), 1) * (track - length),
                    y: offset.y + size.height - inset.bottom - ScrollView.indicatorMargin - ScrollView.indicatorThickness,
                    width: length, height: ScrollView.indicatorThickness))
        }
    }

    /// Puts `bar` at `frame`: a bar just shown goes there at once (in a block that scrolls, it would grow from nothing),
    /// one already shown moves with the content.
    private func place(_ bar: View, isNew: Bool, at frame: CGRect) {
        if isNew { View.performWithoutAnimation { bar.frame = frame } } else { bar.frame = frame }
    }

    /// The indicator at `keyPath`, made and added on first use, shown at once; and whether it was not showing.
    private func indicator(_ keyPath: ReferenceWritableKeyPath<ScrollView, View?>) -> (View, isNew: Bool) {
        let bar: View
        if let existing = self[keyPath: keyPath] {
            bar = existing
        } else {
            bar = View()
            bar.backgroundColor = Color(white: 0, alpha: 0.35)
            bar.cornerRadius = ScrollView.indicatorThickness / 2
            bar.isUserInteractionEnabled = false
            bar.accessibilityIdentifier = "scroll indicator"
            self[keyPath: keyPath] = bar
        }
        let isNew = bar.superview !== self
        if isNew { addSubview(bar) } else { bringSubviewToFront(bar) }
        View.performWithoutAnimation { bar.alpha = 1 }
        return (bar, isNew)
    }

    /// Fades the indicators out, a moment after the content came to rest (AnimKit's timing: 0.25 s after 0.5 s).
    func fadeIndicators() {
        let bars = [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter { $0.superview === self && $0.alpha > 0 }
        guard !bars.isEmpty else { return }
        View.animate(withDuration: 0.25, delay: 0.5, options: [.curveEaseOut], animations: { for bar in bars { bar.alpha = 0 } })
    }
}
