import Foundation

/// Where an animator's run is and how it moves with the clock: the part of an animator a frame reads and writes.
///
/// While an animator is live this sits in its engine's ``RunTable``, next to
/// every other live run, and the frame loop advances them all there without
/// touching the animator objects; while inactive the animator keeps it itself.
struct RunState {
    var phase: PropertyAnimator.Phase = .inactive
    var reversed = false
    /// Stay paused at the end instead of completing (`pausesOnCompletion`).
    var holdsAtEnd = false
    /// Time fraction along the run in the forward sense: 0 = start values, 1 = end values.
    var position = 0.0
    /// While running: the position at `anchorTime`, from which the position moves at 1/runDuration per second.
    var anchorPosition = 0.0
    var anchorTime: TimeInterval = 0
    /// The curve and pace now in force (continueAnimation may change them until the animator is inactive again).
    var function: TimingFunction {
        didSet { curveIsTabled = false }
    }
    /// The curve's table in the kernel's ``CurveTables`` while the run is in the kernel and its curve has one: the
    /// frame loop solves from it alone, without copying the curve out of `function`.
    private var inverse: BezierInverse?
    /// Whether ``inverse`` was looked up for the curve now in force (a new curve needs a new look-up).
    private(set) var curveIsTabled = false
    var runDuration: TimeInterval
    /// After a linear scrub, the progress the views show — set, not solved — until the next solve (see `PropertyAnimator.scrub(toProgress:)`).
    var scrubbedProgress: Double?
    /// The position the progress was solved for (NaN when the curve changed since), so the same position never gets a second, slightly different answer.
    var solvedPosition = Double.nan
    /// For a Core Animation animation's run, its timings and where they have it (see ``MediaRun``); `nil` for an animator's.
    var media: MediaRun?

    /// Within this many seconds of its end an animation counts as ended, so a run
    /// that starts on one frame ends exactly on the frame `duration` later despite rounding.
    static let endTolerance: TimeInterval = 1e-9

    init(function: TimingFunction, runDuration: TimeInterval) {
        self.function = function
        self.runDuration = runDuration
    }

    /// Takes the table of the curve in force from `tables` (the run enters its kernel, or its curve changed there).
    @MainActor mutating func tableCurve(in tables: CurveTables) {
        inverse = tables.table(for: function)
        curveIsTabled = true
    }

    /// Drops the table: the run leaves its kernel, whose tables it must not outlive.
    mutating func dropCurveTable() {
        inverse = nil
        curveIsTabled = false
    }

    /// The position the running clock gives at `now`, clamped to 0…1; before the delay ends it is the starting position.
    func livePosition(at now: TimeInterval) -> Double {
        let elapsed = now - anchorTime
        guard elapsed > 0 else { return anchorPosition }
        let remaining = (reversed ? anchorPosition : 1 - anchorPosition) * runDuration
        if elapsed >= remaining - RunState.endTolerance { return reversed ? 0 : 1 }
        let moved = elapsed / runDuration
        return reversed ? anchorPosition - moved : anchorPosition + moved
    }

    /// The curve's progress at ``position``, solved once per position.
    ///
    /// A function of the position alone, never of the frames before: a seek that
    /// crosses frames in one step lands on the very value straight play computes.
    /// `shared` holds the last answer a pass of runs solved from a table: a run on the
    /// same curve at the same position (views animated together) takes it as it is.
    mutating func solve(previous progress: Double, shared: inout SharedSolve) -> Double {
        guard position != solvedPosition else { return progress }
        solvedPosition = position
        scrubbedProgress = nil
        guard let inverse, position > 0, position < 1 else { return function.progress(atFraction: position) }
        if shared.table == inverse.identity, shared.position == position { return shared.progress }
        let solved = inverse.progressAfterOneStep(at: position) ?? function.progress(atFraction: position)
        shared = SharedSolve(table: inverse.identity, position: position, progress: solved)
        return solved
    }

    /// The curve's progress at ``position`` for this run alone, solved once per position.
    mutating func solve(previous progress: Double) -> Double {
        var alone = SharedSolve()
        return solve(previous: progress, shared: &alone)
    }

    /// The curve's progress at `fraction` (of a repeating track's leg, say), from the curve's table when it has one:
    /// the same answer as `function.progress(atFraction:)`, without copying the curve out of `function`.
    func progress(atFraction fraction: Double) -> Double {
        if let inverse, fraction > 0, fraction < 1, let progress = inverse.progressAfterOneStep(at: fraction) { return progress }
        return function.progress(atFraction: fraction)
    }

    /// Moves a running run's position to `now` and solves its progress, and nothing else: an end reached is left to the next tick.
    mutating func show(at now: TimeInterval, progress: inout Double, shared: inout SharedSolve) {
        position = livePosition(at: now)
        progress = solve(previous: progress, shared: &shared)
    }

    /// Moves a running run to `now`, solving its progress; returns whether it reached its end and should complete.
    ///
    /// A run that holds at its end pauses there instead.
    mutating func advance(to now: TimeInterval, progress: inout Double, shared: inout SharedSolve) -> Bool {
        show(at: now, progress: &progress, shared: &shared)
        guard reversed ? position <= 0 : position >= 1 else { return false }
        if holdsAtEnd {
            phase = .paused
            return false
        }
        return true
    }
}

/// The last progress a pass over the runs solved from a curve table, and where: the next run on that table at that position reuses it.
struct SharedSolve {
    var table: UnsafeRawPointer?
    var position = Double.nan
    var progress = 0.0
}
