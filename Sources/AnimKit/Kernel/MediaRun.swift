import Foundation

/// A Core Animation animation's run in the kernel: no animator moves it — its layer's time does, through the
/// animation's timings (a group's, then its own) as ``AnimationTiming`` works them out: begin time, speed, time
/// offset, repeats, autoreverse, fill mode and pacing.
///
/// It sits in the ``RunTable`` beside the animators' runs, so that its tracks are rows of the one track table and
/// blend with a view's block animations in the order they were added. It never ends there: its layer takes the
/// animation off when its active time is over (``AnimationEngine/advanceLayerAnimations(to:)``), and the run with it.
struct MediaRun {
    /// The timings from the layer's time to the animation's moment, shared by the runs that have the same.
    let chain: TimingChain
    /// The layer whose time the animation keeps (kept alive by the animation's tracks while the run is in the table).
    unowned(unsafe) let layer: Layer
    /// The cycle the animation is in, from 0 (an `isCumulative` animation adds a step per cycle).
    private(set) var iteration = 0
    /// Whether the animation shows anything now (it does not before it begins without a backwards fill, nor after it
    /// ends without a forwards one).
    private(set) var isShowing = false

    init(chain: TimingChain, layer: Layer) {
        (self.chain, self.layer) = (chain, layer)
    }

    /// How fast the run's progress moves at the clock's `now`, per second of the clock (through its layer's speed).
    @MainActor
    func progressRate(at now: TimeInterval) -> Double {
        guard isShowing else { return 0 }
        guard LayerOwnTimes.someLayerKeepsOne else { return chain.progressRate(atLayerTime: now) }
        return chain.progressRate(atLayerTime: layer.localTime(atGlobal: now)) * layer.timeRate
    }

    /// Moves the run to the clock's `now`; returns its progress through the cycle (NaN when it shows nothing, so that
    /// the blend reads that from the column of progress alone).
    @MainActor
    mutating func show(at now: TimeInterval) -> Double {
        let time = LayerOwnTimes.someLayerKeepsOne ? layer.localTime(atGlobal: now) : now
        guard let moment = chain.moment(atLayerTime: time) else {
            isShowing = false
            return .nan
        }
        (iteration, isShowing) = (moment.iteration, true)
        return moment.progress
    }
}

extension RunState {
    /// Moves a Core Animation animation's run to `now`, its progress into `progress`; `false` for an animator's run.
    @MainActor
    mutating func showMedia(at now: TimeInterval, progress: inout Double) -> Bool {
        // Moved in place (optional chaining on a mutating call): a copy out and back would retain its chain each time.
        guard let shown = media?.show(at: now) else { return false }
        progress = shown
        return true
    }
}
