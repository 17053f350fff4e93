import Foundation

/// One `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` of a keyframe animation: where the code added it
/// and the stretch of scene time it runs, from its start to its end.
public struct KeyframeWindow: Sendable, Equatable, Codable {
    /// Where the code added the keyframe.
    public let site: CallSite
    /// Scene time at which the keyframe's changes start, and at which they end (the same for a jump).
    public let start: TimeInterval
    public let end: TimeInterval

    /// A keyframe added at `site` running from `start` to `end`, in scene time.
    public init(site: CallSite, start: TimeInterval, end: TimeInterval) {
        (self.site, self.start, self.end) = (site, start, end)
    }
}

/// A keyframe as a track records it: where the code added it and its shares (0…1) of the animation.
struct RecordedKeyframe: Equatable {
    let site: CallSite
    let start: Double
    let end: Double
}
