import Foundation

/// Paging (``ScrollView/isPagingEnabled``): let go, the content comes to rest on a page boundary — a page is the
/// view's size — gliding there on the `.fast` deceleration's curve. A release faster than
/// ``ScrollView/pagingFlingSpeed`` turns one page, in its direction, from the page the drag began on; a slower one
/// settles on the nearest page. iOS does not publish its thresholds; these are AnimKit's.
extension ScrollView {
    /// How fast a release must be to turn a page whatever how far it was dragged, in points a second.
    nonisolated public static let pagingFlingSpeed: CGFloat = 300

    /// Settles the content let go at `velocity` on a page, telling the delegate as a deceleration does.
    func settleOnPage(velocity: CGPoint) {
        let here = bounds.origin, range = offsetRange, size = bounds.size
        func axis(_ position: CGFloat, _ start: CGFloat, _ speed: CGFloat, _ low: CGFloat, _ high: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0, high > low else { return low }
            let last = ((high - low) / page).rounded(.up)
            let begun = ((start - low) / page).rounded()
            let chosen = abs(speed) > ScrollView.pagingFlingSpeed ? begun + (speed > 0 ? 1 : -1) : ((position - low) / page).rounded()
            return Swift.min(low + Swift.min(Swift.max(chosen, 0), last) * page, high)
        }
        var target = CGPoint(
            x: axis(here.x, dragStart.x, velocity.x, range.min.x, range.max.x, size.width),
            y: axis(here.y, dragStart.y, velocity.y, range.min.y, range.max.y, size.height))
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        target = clamped(target.x.isFinite && target.y.isFinite ? target : here)
        let rate = DecelerationRate.fast.rawValue
        let implied = CGPoint(x: (target.x - here.x) * 1000 * (1 - rate) / rate, y: (target.y - here.y) * 1000 * (1 - rate) / rate)
        let duration = Swift.max(
            ScrollPhysics.decelerationDuration(velocity: implied.x, rate: rate),
            ScrollPhysics.decelerationDuration(velocity: implied.y, rate: rate))
        guard duration > 0 else {
            bounds.origin = target
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return fadeIndicators()
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        // The glide's curve, ending exactly on the page (its last half point's crawl left out).
        move(to: target, named: "page", duration: duration, timing: DecelerationTiming(rate: Double(rate))) { [weak self] in
            self?.endDeceleration()
        }
    }
}
