/// Collects the property changes made while an animation block runs.
///
/// A view's setter asks ``current`` whether a block is being recorded; if so the
/// change becomes a track instead of a jump. Recorders nest, so a block that
/// starts another animator records into the inner one. Inside
/// `modifyAnimations(withRepeatCount:autoreverses:animations:)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` the recorded
/// tracks are marked with their repeats or their keyframe's window.
@MainActor
final class AnimationRecorder {
    private static var stack: [AnimationRecorder] = []

    /// The recorder of the innermost block now running, if any.
    static var current: AnimationRecorder? { stack.last }

    private(set) var tracks: [PropertyTrack] = []
    /// Repeats applied to tracks recorded now.
    var repeats: (count: Double, autoreverses: Bool)?
    /// The keyframe window applied to tracks recorded now.
    var keyframeWindow: (start: Double, end: Double)?

    func record(_ track: PropertyTrack) {
        var track = track
        if let repeats {
            track.timing.repeatCount = repeats.count
            track.timing.autoreverses = repeats.autoreverses
        }
        track.keyframeWindow = keyframeWindow
        tracks.append(track)
    }

    /// Runs `block` and returns the tracks its property changes made.
    static func record(_ block: () -> Void) -> [PropertyTrack] {
        let recorder = AnimationRecorder()
        stack.append(recorder)
        block()
        stack.removeLast()
        return recorder.tracks
    }
}
