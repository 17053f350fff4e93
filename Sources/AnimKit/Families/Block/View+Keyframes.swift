import Foundation

/// UIKit's keyframe animations: `animateKeyframes` with `addKeyframe` inside.
///
/// ```swift
/// UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic]) {
///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { ball.center = top }
///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { ball.center = end }
/// }
/// ```
extension View {
    /// Animates through the keyframes added in `animations`, over `duration` seconds, after `delay`.
    ///
    /// Each property moves from its value before the animation through the value of
    /// each keyframe that sets it, joined by the calculation mode in `options`
    /// (linear by default); time runs linearly over the whole animation. Changes
    /// made outside any keyframe span the whole duration, so with no keyframes
    /// this is a plain animation block.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        let mode = options.calculationMode
        runBlock(
            duration: duration, delay: delay, options: options.animationOptions,
            timing: CubicTimingParameters(animationCurve: .linear), animations: animations, completion: completion,
            arrange: { joinKeyframes($0, mode: mode) }, family: "UIView.animateKeyframes",
            site: CallSite.inCode(file: file, line: line, column: column))
    }

    /// Adds a keyframe: the changes in `animations` run from `frameStartTime` for `frameDuration`, both shares (0…1) of the whole.
    ///
    /// Call it inside `animateKeyframes`. A relative duration of 0 makes the
    /// properties jump at the start time, as in UIKit.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void,
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        guard let recorder = AnimationRecorder.current else { return animations() }
        let start = Swift.min(Swift.max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let end = Swift.min(Swift.max(start + (frameDuration.isFinite ? frameDuration : 0), start), 1)
        let saved = (recorder.keyframeWindow, recorder.keyframeSite)
        (recorder.keyframeWindow, recorder.keyframeSite) = ((start, end), CallSite.inCode(file: file, line: line, column: column))
        animations()
        (recorder.keyframeWindow, recorder.keyframeSite) = saved
    }

    /// Joins the successive changes of each view's property into one keyframe track. A change of a layer's 3-D
    /// transform stays a track of its own over its keyframe's window: such changes add up, as Core Animation adds
    /// additive transforms, by concatenation.
    static func joinKeyframes(_ tracks: [PropertyTrack], mode: KeyframeCalculationMode) -> [PropertyTrack] {
        var groups: [[PropertyTrack]] = []
        for track in tracks {
            if !track.movesLayerTransform, let index = groups.firstIndex(where: { $0[0].movesSameProperty(as: track) }) {
                groups[index].append(track)
            } else {
                groups.append([track])
            }
        }
        return groups.map { group in
            if group.count == 1 && group[0].keyframeWindow == nil { return group[0] }
            var joined = PropertyTrack(keyframes: group, mode: mode)
            joined.timing = group[0].timing
            return joined
        }
    }
}
