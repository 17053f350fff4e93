import Foundation

/// A range of frame rates a display link would like (`CAFrameRateRange`).
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate acceptable.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// No preference: every frame.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer in step with the frames, as Core Animation's `CADisplayLink`: once added, its handler runs at the start of
/// every frame (before the frame's animations are worked out, so what it changes shows in that frame), on the scene's
/// clock — the same frames in a window, headless and on the timeline.
///
/// Made as in UIKit, `CADisplayLink(target: self, selector: #selector(step(_:)))` (``Selector``; the link keeps its
/// target, as UIKit's does), or with a closure, `CADisplayLink { link in … }`; then `add(to: .main, forMode: .common)`.
@preconcurrency @MainActor
public final class CADisplayLink: CheckpointState {
    private let handler: @MainActor (CADisplayLink) -> Void
    /// When the last frame was shown (the frame before the one being made).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the frame being made will be shown: what to work out positions for.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the handler is held back (the link stays added).
    public var isPaused = false
    /// How many times a second the handler would like to run; 0 (the default) for every frame.
    public var preferredFramesPerSecond = 0
    /// The rates the handler would like; its `preferred` rate, when above 0, wins over ``preferredFramesPerSecond``.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// When the handler last ran.
    var lastFired: CFTimeInterval?
    /// Whether the link runs with the frames (added and not invalidated).
    private(set) var isAdded = false
    private var isInvalidated = false

    /// A display link running `handler` each frame once added.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        AnimationEngine.shared.enlist(self)
    }

    /// A display link sending `selector` to `target` each frame once added (with the link, if the method takes it).
    public convenience init(target: Any, selector: Selector) {
        let object = target as AnyObject
        self.init { link in selector.send(to: object, link) }
    }

    /// Starts running the handler with the frames (the run loop and mode are the scene's frames, whatever is passed).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated, !isAdded else { return }
        isAdded = true
        AnimationEngine.shared.state.displayLinks.append(self)
    }

    /// Stops running the handler; it may be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        AnimationEngine.shared.state.displayLinks.removeAll { $0 === self }
    }

    /// Stops the link for good.
    public func invalidate() {
        remove(from: .main, forMode: .common)
        isInvalidated = true
    }

    /// The rate the handler asks for; 0 for every frame.
    var wantedRate: Double {
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        return preferred > 0 ? preferred : Double(Swift.max(preferredFramesPerSecond, 0))
    }

    /// Runs the handler for the frame at `now`, `interval` after the one before, if not paused and its rate is due.
    func fire(at now: CFTimeInterval, interval: CFTimeInterval) {
        guard !isPaused else { return }
        let rate = wantedRate
        // A quarter of a frame's slack, so a 30 Hz link on 60 Hz frames runs on every other one.
        if rate > 0, let lastFired, now - lastFired < 1 / rate - interval / 4 { return }
        lastFired = now
        (timestamp, targetTimestamp, duration) = (now - interval, now, interval)
        handler(self)
    }

    package func capturedState() -> @MainActor () -> Void {
        let saved = (timestamp, targetTimestamp, duration, isPaused, preferredFramesPerSecond, preferredFrameRateRange, lastFired)
        let flags = (isAdded, isInvalidated)
        return { [weak self] in
            guard let self else { return }
            (timestamp, targetTimestamp, duration, isPaused, preferredFramesPerSecond, preferredFrameRateRange, lastFired) = saved
            (isAdded, isInvalidated) = flags
        }
    }
}
