import Foundation

/// An animation as a value: what to change on a view, over how long, on which curve — or a sequence or group of them.
///
/// ```swift
/// label.animate(.fadeIn(duration: 0.3), .move(byX: 0, y: -50))
/// button.animate(inParallel: .fadeIn(), .scale(to: 1.2))
/// ```
public struct Animation: Sendable {
    indirect enum Kind: Sendable {
        case single(duration: TimeInterval, curve: AnimationCurve, delay: TimeInterval, change: @MainActor @Sendable (View) -> Void)
        case sequence([Animation])
        case parallel([Animation])
    }

    let kind: Kind

    /// A custom animation: `change` sets the view's properties, animated over `duration`.
    public init(
        duration: TimeInterval, curve: AnimationCurve = .easeInOut, delay: TimeInterval = 0,
        _ change: @escaping @MainActor @Sendable (View) -> Void
    ) {
        kind = .single(duration: duration, curve: curve, delay: delay, change: change)
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// Runs `animations` one after another.
    public static func sequence(_ animations: [Animation]) -> Animation { Animation(kind: .sequence(animations)) }

    /// Runs `animations` together; the group ends with the longest.
    public static func parallel(_ animations: [Animation]) -> Animation { Animation(kind: .parallel(animations)) }

    /// The total time, delays included: a sequence adds up, a group takes its longest.
    public var duration: TimeInterval {
        switch kind {
        case .single(let duration, _, let delay, _):
            (duration.isFinite ? Swift.max(duration, 0) : 0) + (delay.isFinite ? Swift.max(delay, 0) : 0)
        case .sequence(let animations): animations.reduce(0) { $0 + $1.duration }
        case .parallel(let animations): animations.map(\.duration).max() ?? 0
        }
    }

    /// Runs the animation on `view` through the block API, then calls `completion`; its animators were made at `site`.
    @MainActor
    func perform(on view: View, site: CallSite?, completion: @escaping @MainActor () -> Void) {
        switch kind {
        case .single(let duration, let curve, let delay, let change):
            let options = AnimationOptions(curve: curve)
            View.runBlock(
                duration: duration, delay: delay, options: options, timing: CubicTimingParameters(animationCurve: options.curve),
                animations: { change(view) }, completion: { _ in completion() }, site: site)
        case .sequence(let animations):
            guard let first = animations.first else { return completion() }
            first.perform(on: view, site: site) {
                Animation.sequence(Array(animations.dropFirst())).perform(on: view, site: site, completion: completion)
            }
        case .parallel(let animations):
            guard !animations.isEmpty else { return completion() }
            var remaining = animations.count
            for animation in animations {
                animation.perform(on: view, site: site) {
                    remaining -= 1
                    if remaining == 0 { completion() }
                }
            }
        }
    }
}

extension AnimationOptions {
    /// The options bits for `curve`.
    init(curve: AnimationCurve) {
        self.init(rawValue: UInt(curve.rawValue) << 16)
    }
}
