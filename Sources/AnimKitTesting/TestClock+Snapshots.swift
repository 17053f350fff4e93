import AnimKit
import AnimKitSDL
import Foundation

/// A request a test clock cannot do: going back in time.
public struct TestClockError: Error, CustomStringConvertible, Sendable {
    /// What was asked and why it cannot be.
    public let description: String
}

extension TestClock {
    /// `root` and everything beneath it as drawn now: the presentation, as the window and `animview render` draw it.
    ///
    /// The image has one pixel per point of `root`'s bounds.
    public func snapshot(of root: View) throws -> FrameImage {
        let host = try OffscreenHost(root: root)
        try host.render()
        return host.image
    }

    /// Moves on to `time` (seconds since the body began) and draws `root` there.
    public func snapshot(of root: View, at time: TimeInterval) throws -> FrameImage {
        try moveOn(to: time)
        return try snapshot(of: root)
    }

    /// `root` at each of `times`, side by side left to right: a film strip. The times go forward; each moves the clock on.
    public func filmStrip(of root: View, at times: [TimeInterval]) throws -> FrameImage {
        let frames = try times.map { time in try snapshot(of: root, at: time) }
        guard let strip = FrameImage.strip(frames) else { throw TestClockError(description: "a film strip needs at least one time") }
        return strip
    }

    /// `view`'s presentation `property` (`\.center`, `\.alpha`, `\.transform` …) at each of `times`; the times go forward and move the clock on.
    ///
    /// ```swift
    /// let xs = try clock.trace(card, \.center.x, at: [0, 0.5, 1])
    /// #expect(xs == [50, 150, 250])
    /// ```
    public func trace<Value>(_ view: View, _ property: KeyPath<ViewValues, Value>, at times: [TimeInterval]) throws -> [Value] {
        try times.map { time in
            try moveOn(to: time)
            return view.presentation[keyPath: property]
        }
    }

    private func moveOn(to time: TimeInterval) throws {
        guard time.isFinite else { throw TestClockError(description: "cannot move the clock to \(time) s") }
        guard time >= now - 1e-9 else {
            throw TestClockError(description: "cannot go back to \(time) s: the clock is at \(now) s (list times in order)")
        }
        advance(to: time)
    }
}
