import Foundation

/// The stretch of a scene the timeline shows: all of it, or a part the wheel zoomed in to, which pages on with the playhead.
///
/// Ctrl + wheel zooms around the pointer, two notches to a factor of two; shift + wheel
/// (or a sideways wheel) moves along; a playhead that leaves the stretch takes it along a
/// page at a time, as a sequencer's does.
package struct TimelineWindow: Equatable {
    /// The scene time at the stretch's left edge.
    package private(set) var start: TimeInterval = 0
    /// How long the stretch is: the whole scene when not zoomed.
    package private(set) var span: TimeInterval
    /// How long the whole scene is.
    package let total: TimeInterval

    /// The shortest stretch the timeline zooms to.
    package static let shortestSpan: TimeInterval = 0.05

    /// The whole of a scene `total` seconds long.
    package init(total: TimeInterval) {
        self.total = total.isFinite ? Swift.max(total, 0) : 0
        span = self.total
    }

    /// The stretch `other` showed, in a scene now `total` seconds long (a scene file saved again): as near it as fits.
    package init(total: TimeInterval, keeping other: TimelineWindow) {
        self.init(total: total)
        guard other.span < other.total else { return }
        span = Swift.min(other.span, self.total)
        place(at: other.start)
    }

    /// The stretch from `start`, `span` seconds long, of a scene `total` seconds long, as near as fits (a previewer's
    /// state handed over to a new process).
    package init(total: TimeInterval, start: TimeInterval, span: TimeInterval) {
        self.init(total: total)
        guard span.isFinite, start.isFinite, span > 0, span < self.total else { return }
        self.span = Swift.max(span, Self.shortestSpan)
        place(at: start)
    }

    /// Where `time` lies across the stretch: 0 at its left edge, 1 at its right (beyond either for times outside it).
    package func fraction(of time: TimeInterval) -> Double {
        span > 0 ? (time - start) / span : 0
    }

    /// The scene time a fraction of the way across the stretch, clamped to it.
    package func time(atFraction fraction: Double) -> TimeInterval {
        start + Swift.min(Swift.max(fraction, 0), 1) * span
    }

    /// Zooms in (negative `notches`) or out, keeping the time `fraction` of the way across where it is.
    package mutating func zoom(notches: Int, aroundFraction fraction: Double) {
        guard total > 0 else { return }
        let across = Swift.min(Swift.max(fraction, 0), 1)
        let anchor = time(atFraction: across)
        span = Swift.min(Swift.max(span * pow(2, Double(notches) / 2), Swift.min(TimelineWindow.shortestSpan, total)), total)
        place(at: anchor - across * span)
    }

    /// Moves along by an eighth of the stretch per notch (back when negative).
    package mutating func pan(notches: Int) {
        place(at: start + Double(notches) * span / 8)
    }

    /// Brings `time` into view when it lies outside, with the stretch starting there; whether the stretch moved.
    package mutating func follow(_ time: TimeInterval) -> Bool {
        guard time < start || time > start + span else { return false }
        place(at: time)
        return true
    }

    private mutating func place(at time: TimeInterval) {
        start = Swift.min(Swift.max(time, 0), total - span)
    }
}
