import Foundation

/// The frame kernel: every live run and every track in flight, laid out for the frame loop — and the only way in to them.
///
/// Everything fast lives in this folder: the run table (runs side by side), the
/// track table with its blend plan and raw-pointer blend, the shared solve, the
/// curve tables and the views' blend-space values (``ValueSlot``). Code outside it
/// asks this type — add, change or remove a run or a track, advance, show, read
/// a view's presentation, take a snapshot — and touches no pointer or column
/// itself; a test checks that mechanically. An engine owns one kernel.
@preconcurrency @MainActor
final class FrameKernel {
    /// A track's handle, stable while the track is in flight.
    typealias TrackID = TrackTable.ID

    private let runs = RunTable()
    private let tracks: TrackTable

    init() {
        tracks = TrackTable(runs: runs)
    }

    // MARK: Runs

    /// Puts a run in the table; returns its slot.
    func addRun(_ state: RunState, progress: Double, allowsInteraction: Bool) -> Int {
        runs.allocate(state, progress: progress, allowsInteraction: allowsInteraction)
    }

    /// Takes the run in `slot` out of the table, returning it.
    func removeRun(_ slot: Int) -> RunState { runs.release(slot) }

    /// The run in `slot`, read and changed in place.
    subscript(run slot: Int) -> RunState {
        get { runs[slot] }
        _modify { yield &runs[slot] }
    }

    /// The curve progress of the run in `slot`, which its tracks that follow the whole run show.
    func progress(ofRun slot: Int) -> Double { runs.progress[slot] }

    func setProgress(_ progress: Double, ofRun slot: Int) { runs.setProgress(progress, slot: slot) }

    /// The earliest time a running run reaches its end, if any runs.
    var earliestEnd: TimeInterval? { runs.earliestEnd() }

    /// Moves every running run to `now` and rebuilds every presentation; the slots of runs that reached their end go to `finished`.
    func advance(to now: TimeInterval, finished: inout [Int]) {
        runs.advance(to: now, finished: &finished)
        tracks.blend()
        shownAt = now
    }

    /// Shows every run at `now` without ending any, and rebuilds every presentation.
    func show(at now: TimeInterval) {
        runs.show(at: now)
        tracks.blend()
        shownAt = now
    }

    /// The clock time every run was last moved to (NaN after a restore or a reset).
    private var shownAt = Double.nan

    /// Whether every run in the table already shows `now`, so that a read of a layer's animations need not move them
    /// (while no layer keeps a time of its own, which may have changed since).
    func showsEveryRun(at now: TimeInterval) -> Bool { shownAt == now && !LayerOwnTimes.someLayerKeepsOne }

    // MARK: Tracks

    /// Puts `track` in flight on the run in `slot`, after every animation added so far; returns its handle.
    func addTrack(_ track: PropertyTrack, run slot: Int) -> TrackID {
        var track = track
        track.addedAt = nextAddition()
        return tracks.add(.view(track), slot: slot)
    }

    /// How many animations were put on layers so far — view tracks in flight, Core Animation's added — in one count, so
    /// that `animationKeys()` lists a view's layer's keys in the order they came, as Core Animation does. Not put back
    /// by a checkpoint: it only grows, and the order of what is restored stays the order it had.
    private var additions = 0

    /// The next number of the count of additions.
    func nextAddition() -> Int {
        additions += 1
        return additions
    }

    /// Takes tracks out of flight.
    func removeTracks(_ ids: [TrackID]) { tracks.remove(ids) }

    /// The record of track `id`.
    func track(_ id: TrackID) -> PropertyTrack { tracks.record(id) }

    /// Changes the record of track `id`.
    func modifyTrack(_ id: TrackID, _ change: (inout PropertyTrack) -> Void) { tracks.modify(id, change) }

    /// What track `id` adds to its view now, in blend space.
    func contribution(ofTrack id: TrackID) -> PackedOffset { tracks.contribution(id) }

    /// How fast track `id` adds to its view at `now`, per second, in blend space.
    func contributionSpeed(ofTrack id: TrackID, at now: Double) -> PackedOffset { tracks.contributionSpeed(id, at: now) }

    /// Every view track in flight in the order the blend adds them, with its run, the run's slot and its place in that
    /// order.
    var flights: [(track: PropertyTrack, run: RunState, slot: Int, row: Int)] { tracks.flights }

    /// Every Core Animation animation in the table: its layer, the basic or keyframe animation, where it writes (in the
    /// layer's slot or a block of its other keys; its first packed place, how many, its key's bit) and its place in the
    /// blend's order.
    var layerFlights: [(layer: Layer, animation: CAPropertyAnimation, isInSlot: Bool, start: Int, count: Int, bit: UInt8, row: Int)] {
        tracks.layerFlights.map {
            let track = $0.track
            return (
                track.layer, track.animation, track.values == track.layer.madeValues, Int(track.packedOffset), Int(track.packedCount),
                track.bit, $0.row
            )
        }
    }

    // MARK: Core Animation's animations

    /// The timings Core Animation's runs keep, one per distinct chain.
    private let timingChains = TimingChains()
    /// How many times the kernel forgot every run and track: a ``KernelAnimation`` from before is not in it.
    private var epoch = 0

    /// Puts `animation`, added to `layer`, in flight as rows of the track table — each basic animation in it a track
    /// on a run that keeps the layer's time — shown at the clock's `now`; `nil` when some part of it is not for the
    /// table (see ``LayerAnimationTrack/compile(_:on:)``): the general evaluator shows it.
    func addAnimation(_ animation: CAAnimation, on layer: Layer, at now: TimeInterval) -> KernelAnimation? {
        guard let compiled = LayerAnimationTrack.compile(animation, on: layer) else { return nil }
        // Children timed alike (the same chain) share one run: their progress is one number, worked out once a tick.
        var runOfChain: [ObjectIdentifier: Int] = [:], slots: [Int] = [], ids: [TrackID] = []
        for (track, stages) in compiled {
            let chain = timingChains.chain(stages)
            let slot: Int
            if let shared = runOfChain[ObjectIdentifier(chain)] {
                slot = shared
            } else {
                var run = RunState(function: .bezier(CubicBezier(0, 0, 1, 1)), runDuration: 1)
                run.phase = .running
                run.media = MediaRun(chain: chain, layer: layer)
                slot = runs.allocate(run, progress: 0, allowsInteraction: true)
                runOfChain[ObjectIdentifier(chain)] = slot
                slots.append(slot)
            }
            ids.append(tracks.add(.layer(track), slot: slot))
        }
        let added = KernelAnimation(runs: slots, tracks: ids, kernel: self, epoch: epoch)
        show(added, at: now)
        return added
    }

    /// The keys `animation` moves, whatever its kind: an animation of them that is not for the table keeps the others
    /// of those keys out of it (see ``Layer``'s `addToKernel`).
    static func animatedKeys(of animation: CAAnimation) -> Set<String> { LayerAnimationTrack.animatedKeys(of: animation) }

    /// Whether `animation` is in flight in this kernel.
    func holds(_ animation: KernelAnimation) -> Bool { animation.kernel === self && animation.epoch == epoch }

    /// Takes `animation` out of flight (its layer took it off).
    func removeAnimation(_ animation: KernelAnimation) {
        guard holds(animation) else { return }
        tracks.remove(animation.tracks)
        for slot in animation.runs { _ = runs.release(slot) }
    }

    /// Moves `animation`'s runs to the clock's `now` (a read of its layer between ticks, or its layer's time changed):
    /// the presentations are rebuilt on the next read when it moved.
    func show(_ animation: KernelAnimation, at now: TimeInterval) {
        guard holds(animation) else { return }
        for slot in animation.runs {
            let before = (runs.progress[slot].bitPattern, runs[slot].media?.iteration, runs[slot].media?.isShowing)
            var progress = runs.progress[slot]
            _ = runs[slot].showMedia(at: now, progress: &progress)
            runs.setProgress(progress, slot: slot)
            if before != (progress.bitPattern, runs[slot].media?.iteration, runs[slot].media?.isShowing) { tracks.invalidate() }
        }
    }

    // MARK: Layers

    /// Whether some layer keeps a time of its own (see ``LayerOwnTimes``): until one does, every layer's time is the clock's.
    nonisolated static var someLayerKeepsOwnTime: Bool { LayerOwnTimes.someLayerKeepsOne }

    /// A layer started or stopped keeping a time of its own.
    nonisolated static func layer(keepsOwnTime: Bool) { LayerOwnTimes.layer(keepsOne: keepsOwnTime) }

    // MARK: Presentation

    /// Marks every presentation stale, for the next read or frame to rebuild.
    func invalidate() { tracks.invalidate() }

    /// Rebuilds presentations if anything changed since the last blend.
    func blendIfNeeded() { tracks.blendIfNeeded() }

    /// The properties of the view whose values are `slot` that the last blend moved (0 when none moves now).
    func animatedBits(of slot: ValueSlot) -> UInt8 {
        tracks.blendIfNeeded()
        return slot.wasBlended(inStamp: tracks.lastStamp) ? slot.blendedBits : 0
    }

    /// Composes the transform at packed place `offset` of `slot` that the last blend left as its row's moment.
    func composeTransform(of slot: ValueSlot, at offset: Int) { tracks.composeTransform(of: slot.pointer, at: offset) }

    /// How fast the view whose values are `slot` moves at the clock's `now`, per second, in blend space (see
    /// ``TrackTable/velocity(of:at:)``).
    func velocity(of slot: ValueSlot, at now: Double) -> PackedValues { tracks.velocity(of: slot.pointer, at: now) }

    /// The parts of the transform at `offset` in `slot` that Core Animation's animations move, and how fast each moves
    /// at `now` (``TrackTable/transformPartSpeeds(of:at:now:)``).
    func transformPartSpeeds(of slot: ValueSlot, at offset: Int, now: Double) -> [(path: String, speed: Double)] {
        tracks.transformPartSpeeds(of: slot.pointer, at: offset, now: now)
    }

    /// Whether a run that ignores touches moves the view whose values are `slot`.
    func blocksInteraction(_ slot: ValueSlot) -> Bool { slot.blocksInteraction(in: tracks) }

    // MARK: The whole kernel

    /// How many curve tables the kernel has made (one per set of control points in flight so far; at most 256).
    var curveTableCount: Int { runs.curves.count }

    /// Forgets every run and track.
    func removeAll() {
        epoch += 1
        shownAt = .nan
        runs.removeAll()
        tracks.removeAll()
    }

    /// The kernel as it is now, as one value that puts it back (a scene checkpoint's part of the engine).
    func capturedState() -> @MainActor () -> Void {
        let restoreRuns = runs.capturedState(), restoreTracks = tracks.capturedState()
        return { [self] in
            restoreRuns()
            restoreTracks()
            shownAt = .nan
        }
    }
}
