import Foundation

/// A scene's timeline: how long it runs and when each of its animators was live.
public struct SceneTimeline: Sendable, Equatable {
    /// Seconds until no animator is live and nothing is scheduled, or the cap.
    public let length: TimeInterval
    /// Every animator that was live before then, in the order they started.
    public let spans: [AnimatorSpan]
    /// Where each of ``rows`` is in ``spans``, and how deep: worked out once, for a panel that draws a few rows a frame.
    private let rowPlaces: [RowPlace]

    /// A row's span, by its index in ``spans``, and its depth.
    private struct RowPlace: Sendable, Equatable {
        let index: Int, depth: Int
    }

    /// The timeline of `spans`, `length` seconds long.
    init(length: TimeInterval, spans: [AnimatorSpan]) {
        var children: [Int: [Int]] = [:]
        for (index, span) in spans.enumerated() { if let parent = span.parent { children[parent, default: []].append(index) } }
        let serials = Set(spans.map(\.serial))
        var places: [RowPlace] = []
        places.reserveCapacity(spans.count)
        func visit(_ index: Int, depth: Int) {
            places.append(RowPlace(index: index, depth: depth))
            for child in children[spans[index].serial] ?? [] { visit(child, depth: depth + 1) }
        }
        for (index, span) in spans.enumerated() where span.parent.map(serials.contains) != true { visit(index, depth: 0) }
        (self.length, self.spans, rowPlaces) = (length, spans, places)
    }

    /// The timeline with `spans` changed in their timing only: the same animators in the same order, so the same rows.
    private init(length: TimeInterval, retimed spans: [AnimatorSpan], rowsOf timeline: SceneTimeline) {
        (self.length, self.spans, rowPlaces) = (length, spans, timeline.rowPlaces)
    }

    /// The spans with no parent, and for each span the spans its completion started, in start order: the rows a timeline draws.
    public var rows: [(span: AnimatorSpan, depth: Int)] { rows(from: 0, count: rowPlaces.count) }

    /// `count` of ``rows`` from the `first`, or as many as there are.
    package func rows(from first: Int, count: Int) -> [(span: AnimatorSpan, depth: Int)] {
        rowPlaces.dropFirst(first).prefix(count).map { (spans[$0.index], $0.depth) }
    }

    /// How many rows the timeline draws: one a span.
    package var rowCount: Int { rowPlaces.count }
}

extension SceneTimeline {
    /// Where a scene is measured to when it is followed to its end: a minute.
    package static let followCap: TimeInterval = 60

    /// How long to follow a scene measured to ``followCap``: until every animator has ended, as the previewer
    /// measures it, or one second of a scene that never moves.
    ///
    /// A scene that repeats forever never ends: it is followed until its last animator has started and every one that
    /// ends has ended, then two seconds of the repeats, and at least three seconds — not the minute the measure stops
    /// at, where the repeats would crowd out everything else.
    package var lengthToFollow: TimeInterval {
        guard length >= Self.followCap else { return length > 0 ? length : 1 }
        let settled = spans.map { $0.end ?? $0.start + $0.delay }.max() ?? 0
        return Swift.max(settled + 2, 3)
    }
}

extension ScenePlayback {
    /// The scene's timeline: plays a copy of the scene from t = 0, event to event on the frame grid, until no animator is live and nothing is scheduled, or `cap`.
    ///
    /// Leaves this playback where it is. A scene that repeats forever, or that leaves
    /// an animator paused, reaches the cap.
    public func measure(cap: TimeInterval = 60) throws -> SceneTimeline {
        if isAdopted { return try measureInPlace(cap: cap) }
        let history = AnimationHistory()
        let copy = try ScenePlayback(framesPerSecond: framesPerSecond, history: history, make: make)
        defer { copy.end() }
        let length = try copy.playUntilSettled(cap: cap)
        return SceneTimeline(length: length, spans: history.spans(namingViewsUnder: copy.built.canvas))
    }

    /// Plays on, event to event on the frame grid, until no animator is live and nothing is scheduled, or `cap`; returns the time it stopped.
    func playUntilSettled(cap: TimeInterval) throws -> TimeInterval {
        let frameCap = Int((cap * framesPerSecond).rounded(.up))
        while gridFrame(at: time) < frameCap {
            if engine.liveAnimators.isEmpty && engine.isIdle { return time }
            guard let event = engine.nextEventTime() else { break }
            // The first frame of the grid at or after the event: the tick that sees it.
            let frame = Swift.min(Swift.max(Int((event * framesPerSecond).rounded(.up)), gridFrame(at: time) + 1), frameCap)
            try seek(to: self.time(ofFrame: frame))
        }
        return cap
    }
}

extension SceneTimeline {
    /// The timeline with the rows of `animators` given their durations and delays now, the rest as measured: what a
    /// drag shows while it is held (the scene is measured again when it is let go of).
    @MainActor package func retiming(_ animators: [PropertyAnimator]) -> SceneTimeline {
        let retimed = Dictionary(animators.map { ($0.serial, $0) }, uniquingKeysWith: { first, _ in first })
        var length = self.length
        let spans = spans.map { span in
            guard let animator = retimed[span.serial] else { return span }
            var span = span
            (span.duration, span.delay) = (animator.duration, animator.delay)
            if span.end != nil {
                span.end = span.start + span.delay + span.duration
                length = Swift.max(length, span.start + span.delay + span.duration)
            }
            return span
        }
        return SceneTimeline(length: length, retimed: spans, rowsOf: self)
    }
}
