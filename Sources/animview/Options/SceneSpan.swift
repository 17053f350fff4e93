import AnimKit

extension ScenePlayback {
    /// How long `sample` and `plot` follow a scene when no `--duration` is given: until every animator has ended, as
    /// the previewer measures it, or one second of a scene that never moves.
    ///
    /// A scene that repeats forever never ends: it is followed until its last animator has started and every one that
    /// ends has ended, then two seconds of the repeats, and at least three seconds — not the 60 s the measure stops at,
    /// where the repeats would crowd out everything else.
    func lengthToFollow() throws -> Double {
        Self.lengthToFollow(try measure(cap: Self.followCap))
    }

    /// Where a scene's measure stops.
    static let followCap = 60.0

    /// How long to follow the scene whose measured timeline (to ``followCap``) is `timeline`.
    static func lengthToFollow(_ timeline: SceneTimeline) -> Double {
        guard timeline.length >= followCap else { return timeline.length > 0 ? timeline.length : 1 }
        let settled = timeline.spans.map { $0.end ?? $0.start + $0.delay }.max() ?? 0
        return max(settled + 2, 3)
    }
}
