import Foundation

/// How the previewer plays its scene — playing or paused, which way, how fast, what happens at the ends, and whether
/// a gesture of the scene's own has taken over — as one value, with the arithmetic of scene time as a pure function.
public struct ScenePlayState: Equatable, Sendable {
    /// What happens when playback reaches an end of the scene.
    public enum LoopMode: String, CaseIterable, Sendable {
        /// Start again from the other end.
        case loop
        /// Stop there; the playhead stays draggable.
        case once
        /// Turn round and play the other way.
        case pingPong = "ping-pong"
    }

    /// The playback speeds `[` and `]` step through.
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2]

    public var playing = true
    public var backwards = false
    public var loopMode = LoopMode.loop
    /// Which of ``speeds`` plays (1× by default).
    public var speedIndex = 3
    /// Slow motion (`s`): a tenth of real time, whatever the speed.
    public var slowMotion = false
    /// A gesture of the scene's own took the pointer: the scene runs on, forwards, past its length, until a seek.
    public var live = false

    public init() {}

    /// Scene seconds per second of real time.
    public var speed: Double { slowMotion ? 0.1 : ScenePlayState.speeds[speedIndex] }

    /// Steps the speed by `steps` through ``speeds`` (clamped to the ends), leaving slow motion.
    public mutating func changeSpeed(by steps: Int) {
        speedIndex = Swift.min(Swift.max(speedIndex + steps, 0), ScenePlayState.speeds.count - 1)
        slowMotion = false
    }

    /// Where scene time goes from `time` when `elapsed` seconds of real time pass, in a scene `length` seconds long, and
    /// the state after: moved at ``speed`` in the direction played, and at an end looped, stopped or turned round by the
    /// loop mode. Live, it runs on forwards past the end. Paused, nothing moves.
    public func advanced(from time: TimeInterval, by elapsed: TimeInterval, length: TimeInterval) -> (
        time: TimeInterval, state: ScenePlayState
    ) {
        guard playing, elapsed > 0 else { return (time, self) }
        let delta = elapsed * speed
        if live { return (time + delta, self) }
        var state = self
        var target = time + (backwards ? -delta : delta)
        if target > length {
            switch loopMode {
            case .loop: target = length > 0 ? (target - length).truncatingRemainder(dividingBy: length) : 0
            case .once:
                target = length
                state.playing = false
            case .pingPong:
                target = Swift.max(2 * length - target, 0)
                state.backwards = true
            }
        } else if target < 0 {
            switch loopMode {
            case .loop: target = length > 0 ? length + target.truncatingRemainder(dividingBy: length) : 0
            case .once:
                target = 0
                state.playing = false
            case .pingPong:
                target = Swift.min(-target, length)
                state.backwards = false
            }
        }
        return (target, state)
    }
}
