/// How a track moves, apart from which view and property it moves: what evaluating it needs, and nothing that holds an object.
///
/// The track table keeps one per row, derived from the track's record, so a frame
/// evaluates keyframe, repeating and rebased tracks without copying the record
/// (its view, its settle closure) for each one.
struct TrackMotion {
    var offset: PackedOffset
    var base: PackedOffset
    var timing: TrackTiming
    var function: TimingFunction?
    /// The table of ``function`` in the kernel's ``CurveTables``, when it has one.
    var inverse: BezierInverse?
    var path: KeyframePath?
    var count: Int
    /// For a Core Animation animation's row: how it makes its property's numbers (its run gives the moment).
    var animation: LayerMotion?

    @MainActor init(_ record: TrackRecord, curves: CurveTables) {
        switch record {
        case .view(let track):
            offset = track.offset
            base = track.base
            timing = track.timing
            function = track.function
            inverse = track.function.flatMap { curves.table(for: $0) }
            path = track.path
            count = Int(track.packedCount)
            // A view's layer's 3-D transform: its row shows the change's animation at the share its track has travelled.
            animation = track.layerTransform.map { change in
                LayerMotion(
                    way: .transformEnds(change.ends), animation: change.animation, layer: change.layer, kind: .transform, count: 16,
                    propertyStart: Int(track.packedOffset), propertyCount: 16, startsFromView: true, isCumulative: false, followsTrack: true
                )
            }
        case .layer(let track):
            // No offset: the motion works the row's numbers out (its count is theirs; a transform has sixteen).
            (offset, base, timing, count) = (PackedOffset(repeating: 0), PackedOffset(repeating: 0), TrackTiming(), 0)
            animation = LayerMotion(
                way: track.way, animation: track.animation, layer: track.layer, kind: track.kind, count: Int(track.packedCount),
                propertyStart: Int(track.propertyOffset), propertyCount: Int(track.propertyCount), startsFromView: track.startsFromView,
                isCumulative: track.animation.isCumulative)
        }
    }

    /// The progress of the track's own curve at `fraction`, from its table when it has one; `nil` when the track
    /// follows its run's curve.
    func ownProgress(atFraction fraction: Double) -> Double? {
        guard let function else { return nil }
        if let inverse, fraction > 0, fraction < 1, let progress = inverse.progressAfterOneStep(at: fraction) {
            return progress
        }
        return function.progress(atFraction: fraction)
    }

    /// What the track adds when its run's curve gives `progress` (for a simple track, the run's own progress).
    func contribution(atProgress progress: Double) -> PackedOffset {
        if let path { return path.offset(at: progress) }
        var contribution = PackedOffset(repeating: 0)
        for component in 0..<count {
            contribution[component] = base[component] + offset[component] * (1 - progress)
        }
        return contribution
    }

    /// How fast the track's contribution moves with its curve's progress at `progress` (its path's slope, or the
    /// offset it gives up: `−offset`).
    func contributionSlope(atProgress progress: Double) -> PackedOffset {
        if let path { return path.slope(at: progress) }
        var slope = PackedOffset(repeating: 0)
        for component in 0..<count { slope[component] = -offset[component] }
        return slope
    }

    /// Whether the track moves over its run's whole curve, with no window, repeats, path, curve or rebased start of its
    /// own: its progress is the run's (a linear scrub's, after one), whether or not the blend does it inline.
    var followsRunProgress: Bool { timing.isSimple && path == nil && function == nil && !base.hasNonZero }

    /// Whether the track moves from its start to its end along a curve's progress alone — no keyframe path, curve of
    /// its own or rebased start — so a blend can add `offset × (1 − progress)` inline, whatever its window and repeats.
    var isPlain: Bool { path == nil && function == nil && !base.hasNonZero && animation == nil }
}
