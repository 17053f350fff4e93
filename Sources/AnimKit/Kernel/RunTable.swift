import Foundation

/// Every live animator's run, side by side, by slot: what a frame advances without touching animator objects.
///
/// An animator takes a slot when it becomes live and gives it back when it
/// becomes inactive. The curve progress sits in a column of its own, since the
/// blend reads it for every track.
@preconcurrency @MainActor
final class RunTable {
    private(set) var states: [RunState] = []
    /// Each run's curve progress at its position, shared by its simple tracks.
    private(set) var progress: [Double] = []
    private var interaction: [Bool] = []
    private var freeSlots: [Int] = []
    /// How many live runs do not allow user interaction.
    private(set) var blockingCount = 0
    /// The curve tables the runs and tracks in this kernel solve from.
    let curves = CurveTables()

    /// Forgets every run (the engine discards its scene).
    func removeAll() {
        states.removeAll()
        progress.removeAll()
        interaction.removeAll()
        freeSlots.removeAll()
        blockingCount = 0
    }

    /// A slot holding `state`, for a live animator.
    func allocate(_ state: RunState, progress: Double, allowsInteraction: Bool) -> Int {
        if !allowsInteraction { blockingCount += 1 }
        var state = state
        state.tableCurve(in: curves)
        if let slot = freeSlots.popLast() {
            states[slot] = state
            self.progress[slot] = progress
            interaction[slot] = allowsInteraction
            return slot
        }
        states.append(state)
        self.progress.append(progress)
        interaction.append(allowsInteraction)
        // An animator ending inside a frame gives its slot back to this list: it has room for every slot already.
        if freeSlots.capacity < states.count { freeSlots.reserveCapacity(Swift.max(states.count, 2 * freeSlots.capacity)) }
        return states.count - 1
    }

    /// Gives `slot` back; returns the state it held.
    func release(_ slot: Int) -> RunState {
        if !interaction[slot] { blockingCount -= 1 }
        var state = states[slot]
        state.dropCurveTable()
        states[slot].phase = .inactive
        freeSlots.append(slot)
        return state
    }

    subscript(slot: Int) -> RunState {
        get { states[slot] }
        _modify {
            yield &states[slot]
            if !states[slot].curveIsTabled { states[slot].tableCurve(in: curves) }
        }
    }

    func setProgress(_ value: Double, slot: Int) { progress[slot] = value }
    func allowsInteraction(_ slot: Int) -> Bool { interaction[slot] }

    /// The earliest time a running animator's run reaches its end (and completes or pauses there), if any runs (a Core
    /// Animation animation's run has no end here: its layer's events are the engine's).
    ///
    /// Between now and then every run's position is a function of the clock alone,
    /// so a player may cross the stretch in one step.
    func earliestEnd() -> TimeInterval? {
        var earliest: TimeInterval?
        for state in states where state.phase == .running && state.media == nil {
            let remaining = (state.reversed ? state.anchorPosition : 1 - state.anchorPosition) * state.runDuration
            let end = state.anchorTime + remaining
            if earliest.map({ end < $0 }) ?? true { earliest = end }
        }
        return earliest
    }

    /// Moves every running run to `now`; appends the slots of runs that reached their end to `finished`.
    func advance(to now: TimeInterval, finished: inout [Int]) {
        let count = states.count
        states.withUnsafeMutableBufferPointer { states in
            progress.withUnsafeMutableBufferPointer { progress in
                var shared = SharedSolve()
                for slot in 0..<count where states[slot].phase == .running {
                    if states[slot].showMedia(at: now, progress: &progress[slot]) { continue }
                    if states[slot].advance(to: now, progress: &progress[slot], shared: &shared) { finished.append(slot) }
                }
            }
        }
    }

    /// Moves every running run's position to `now` without ending any (``AnimationEngine/showCurrentTime()``).
    func show(at now: TimeInterval) {
        let count = states.count
        states.withUnsafeMutableBufferPointer { states in
            progress.withUnsafeMutableBufferPointer { progress in
                var shared = SharedSolve()
                for slot in 0..<count where states[slot].phase == .running {
                    if states[slot].showMedia(at: now, progress: &progress[slot]) { continue }
                    states[slot].show(at: now, progress: &progress[slot], shared: &shared)
                }
            }
        }
    }

    /// The runs as they are now, as work that puts them back (a scene checkpoint).
    func capturedState() -> @MainActor () -> Void {
        let saved = (states, progress, interaction, freeSlots, blockingCount)
        return { [self] in (states, progress, interaction, freeSlots, blockingCount) = saved }
    }
}
