import AnimKit

extension ScenePlayback {
    /// How long `sample`, `plot` and `diff` follow a scene when no `--duration` is given (``SceneTimeline/lengthToFollow``).
    func lengthToFollow() throws -> Double {
        try measure(cap: SceneTimeline.followCap).lengthToFollow
    }
}
