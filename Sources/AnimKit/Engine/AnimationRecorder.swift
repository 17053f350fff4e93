import Foundation

/// Collects the property changes made while an animation block runs.
///
/// A view's setter asks ``current`` whether a block is being recorded; if so the
/// change becomes a track instead of a jump. Recorders nest, so a block that
/// starts another animator records into the inner one. Inside
/// `modifyAnimations(withRepeatCount:autoreverses:animations:)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` the recorded
/// tracks are marked with their repeats or their keyframe's window.
@preconcurrency @MainActor
final class AnimationRecorder {
    private static var stack: [AnimationRecorder] = []

    /// Whether `UIView.setAnimationsEnabled(false)` turned the block APIs' animations off.
    static var blocksDisabled = false

    /// The recorder of the innermost block now running, if any.
    static var current: AnimationRecorder? { stack.last }

    private(set) var tracks: [PropertyTrack] = []
    /// Completions of nested blocks that joined this one; they run when its animator completes.
    var completions: [(AnimatingPosition) -> Void] = []
    /// The duration and timing of the animation being recorded, which nested blocks inherit.
    let duration: TimeInterval
    let timing: any TimingCurveProvider
    /// Repeats applied to tracks recorded now.
    var repeats: (count: Double, autoreverses: Bool)?
    /// The keyframe window applied to tracks recorded now.
    var keyframeWindow: (start: Double, end: Double)?
    /// Where the code added the keyframe being recorded (`addKeyframe`), for tracks recorded now.
    var keyframeSite: CallSite?
    /// `UIView.setAnimationRepeatCount` / `setAnimationRepeatAutoreverses` called inside the block: they apply to all of it.
    var repeatCountOverride: Double?
    var autoreversesOverride: Bool?

    /// The tracks with the block's own repeat calls applied, wherever in the block they were made.
    var tracksWithRepeatCalls: [PropertyTrack] {
        guard repeatCountOverride != nil || autoreversesOverride != nil else { return tracks }
        return tracks.map { track in
            var track = track
            if let count = repeatCountOverride { track.timing.repeatCount = count }
            if let autoreverses = autoreversesOverride { track.timing.autoreverses = autoreverses }
            return track
        }
    }

    func record(_ track: PropertyTrack) {
        var track = track
        if let repeats {
            track.timing.repeatCount = repeats.count
            track.timing.autoreverses = repeats.autoreverses
        }
        track.keyframeWindow = keyframeWindow
        if let keyframeSite, let keyframeWindow {
            track.keyframeSites = [RecordedKeyframe(site: keyframeSite, start: keyframeWindow.start, end: keyframeWindow.end)]
        }
        tracks.append(track)
    }

    private init(duration: TimeInterval, timing: any TimingCurveProvider) {
        self.duration = duration
        self.timing = timing
    }

    /// Runs `block` for an animation of `duration` and `timing` and returns what it recorded.
    static func record(duration: TimeInterval, timing: any TimingCurveProvider, _ block: () -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder(duration: duration, timing: timing)
        stack.append(recorder)
        block()
        stack.removeLast()
        return recorder
    }

    /// Starts recording until ``close(_:)``, for transactions whose changes are not inside one closure.
    static func open(duration: TimeInterval, timing: any TimingCurveProvider) -> AnimationRecorder {
        let recorder = AnimationRecorder(duration: duration, timing: timing)
        stack.append(recorder)
        return recorder
    }

    /// Stops recording with `recorder` (and any recorder opened after it and left open).
    static func close(_ recorder: AnimationRecorder) {
        guard let index = stack.lastIndex(where: { $0 === recorder }) else { return }
        stack.removeSubrange(index...)
    }

    /// Runs `block` with nothing recorded, so its changes apply at once even inside an animation block.
    static func withoutRecording<Result>(_ block: () -> Result) -> Result {
        let saved = stack
        stack = []
        defer { stack = saved }
        return block()
    }
}
