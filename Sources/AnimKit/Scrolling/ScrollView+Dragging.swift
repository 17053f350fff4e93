import Foundation

/// Dragging and flicking: the content follows the finger (past an edge by the rubber band); let go, it decelerates
/// from the finger's speed, or springs back inside the edges.
extension ScrollView {
    /// How long the content takes to spring back inside an edge (a critically damped spring: AnimKit's timing; iOS
    /// does not publish its own).
    static let springBackDuration: TimeInterval = 0.5

    /// Whether the content moves sideways: it is wider than the view, or bounces anyway (UIKit: "if this property is
    /// set to true and bounces is true, horizontal dragging is allowed even if the content is smaller than the bounds").
    var scrollsHorizontally: Bool { offsetRange.max.x > offsetRange.min.x || (alwaysBounceHorizontal && bounces) }
    /// Whether the content moves up and down.
    var scrollsVertically: Bool { offsetRange.max.y > offsetRange.min.y || (alwaysBounceVertical && bounces) }

    /// Follows the pan: catches the content, moves it with the finger, and lets it go.
    func follow(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        if let rows = self as? any SwipeableContent, rows.swipe(with: pan) { return }
        switch pan.state {
        case .began:
            stopMotion()
            (isTracking, isDragging) = (true, true)
            dragStart = bounds.origin
            if keyboardDismissMode == .onDrag { window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            if keyboardDismissMode == .interactive, let window { Keyboard.follow(fingerAt: pan.location(in: window).y, in: window) }
            // In the window's coordinates: the view's own move as it scrolls must not feed back into the drag.
            let moved = pan.translation(in: nil)
            if isHeldBySheet {
                dragStart = CGPoint(x: bounds.origin.x + moved.x, y: offsetRange.min.y + moved.y)
                bounds.origin.y = offsetRange.min.y
                return scrolled()
            }
            let raw = CGPoint(
                x: dragStart.x - (scrollsHorizontally ? moved.x : 0), y: dragStart.y - (scrollsVertically ? moved.y : 0))
            bounds.origin = dragged(raw)
            scrolled()
        case .ended, .cancelled:
            (isTracking, isDragging) = (false, false)
            // The sheet took the drag: it settles, and the content stays where it is held.
            let finger = pan.state == .ended && !isHeldBySheet ? pan.velocity(in: nil) : .zero
            if keyboardDismissMode == .interactive, let window { Keyboard.letGo(movingDown: finger.y > 0, in: window) }
            isHeldBySheet = false
            let velocity = CGPoint(x: scrollsHorizontally ? -finger.x : 0, y: scrollsVertically ? -finger.y : 0)
            release(with: velocity)
        default:
            break
        }
    }

    /// A finger's flick with no finger: dragging begins and ends at once and the content is let go at `velocity`
    /// (points a second, the way the content moves) — for a preview that shows how a layout scrolls and snaps.
    package func flick(velocity: CGPoint) {
        stopMotion()
        delegate?.scrollViewWillBeginDragging(self)
        release(with: CGPoint(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0))
    }

    /// Where content dragged to `raw` shows: as far as it may rest, and past that by the rubber band (not at all
    /// without ``bounces``).
    func dragged(_ raw: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low - (bounces ? ScrollPhysics.rubberBand(low - value, dimension: dimension) : 0) }
            if value > high { return high + (bounces ? ScrollPhysics.rubberBand(value - high, dimension: dimension) : 0) }
            return value
        }
        return CGPoint(
            x: axis(raw.x, range.min.x, range.max.x, bounds.width), y: axis(raw.y, range.min.y, range.max.y, bounds.height))
    }

    /// Lets the content go at `velocity` (points a second): it decelerates to WWDC 2018's projection (or where the
    /// delegate retargets it); content let go past an edge springs back inside it. A flick whose projection lies
    /// past an edge is retargeted to stop at the edge (the bounce past it is not drawn yet).
    func release(with velocity: CGPoint) {
        let here = bounds.origin, rate = decelerationRate.rawValue
        let inside = clamped(here)
        guard inside == here else {
            // Let go past an edge, the content springs back: a deceleration (UIKit says it will decelerate).
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            return springBack(to: inside)
        }
        if isPagingEnabled { return settleOnPage(velocity: velocity) }
        let projected = CGPoint(
            x: ScrollPhysics.projection(from: here.x, velocity: velocity.x, rate: rate),
            y: ScrollPhysics.projection(from: here.y, velocity: velocity.y, rate: rate))
        var target = restingOffset(proposed: projected, velocity: velocity)
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if !(target.x.isFinite && target.y.isFinite) { target = projected }
        if bounces, target == projected, let crossing = edgeCrossing(from: here, velocity: velocity, rate: rate) {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            delegate?.scrollViewWillBeginDecelerating(self)
            isDecelerating = true
            return decelerate(from: here, velocity: velocity, for: crossing) { [weak self] in
                self?.bounce(velocity: CGPoint(x: velocity.x * crossing.keptSpeed, y: velocity.y * crossing.keptSpeed))
            }
        }
        target = clamped(target)
        // The speed that comes to rest at the target: v/1000 · r/(1 − r) = distance.
        let implied = CGPoint(x: (target.x - here.x) * 1000 * (1 - rate) / rate, y: (target.y - here.y) * 1000 * (1 - rate) / rate)
        let duration = Swift.max(
            ScrollPhysics.decelerationDuration(velocity: implied.x, rate: rate),
            ScrollPhysics.decelerationDuration(velocity: implied.y, rate: rate))
        guard duration > 0 else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return fadeIndicators()
        }
        // A free glide stops where the decay's last crawl is left out; one retargeted (a snap) ends on its target.
        let end =
            target != projected
            ? target
            : CGPoint(
                x: ScrollPhysics.offset(at: duration, from: here.x, velocity: implied.x, rate: rate),
                y: ScrollPhysics.offset(at: duration, from: here.y, velocity: implied.y, rate: rate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        move(to: end, named: "deceleration", duration: duration, timing: DecelerationTiming(rate: Double(rate))) { [weak self] in
            self?.endDeceleration()
        }
    }

    /// The deceleration came to rest.
    func endDeceleration() {
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// `offset` kept within the offsets the content may rest at.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: Swift.min(Swift.max(offset.x, range.min.x), range.max.x), y: Swift.min(Swift.max(offset.y, range.min.y), range.max.y))
    }

    /// Springs content let go past an edge back to `inside`.
    func springBack(to inside: CGPoint) {
        if !isDecelerating {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        }
        move(to: inside, named: "spring back", duration: ScrollView.springBackDuration, timing: SpringTimingParameters(dampingRatio: 1)) {
            [weak self] in
            self?.endDeceleration()
        }
    }
}
