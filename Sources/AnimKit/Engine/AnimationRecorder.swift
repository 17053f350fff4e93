/// Collects the property changes made while an animation block runs.
///
/// A view's setter asks ``current`` whether a block is being recorded; if so the
/// change becomes a track instead of a jump. Recorders nest, so a block that
/// starts another animator records into the inner one.
@MainActor
final class AnimationRecorder {
    private static var stack: [AnimationRecorder] = []

    /// The recorder of the innermost block now running, if any.
    static var current: AnimationRecorder? { stack.last }

    private(set) var tracks: [PropertyTrack] = []

    func record(_ track: PropertyTrack) {
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
