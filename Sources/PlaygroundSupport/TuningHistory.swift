import AnimKit
import AnimKitSDL

/// The values drags in the window wrote into the user's code, to walk back through (`z`) and forward again (`shift-z`),
/// as an editor's undo does: a new drag written forgets what was undone.
struct TuningHistory {
    /// One value written: the argument (by its call's site and its label, which outlive a rebuild that renumbers the
    /// literals), and its value before and after.
    struct Step: Equatable {
        let site: CallSite
        let label: String
        let before: DesignTimeValue.Payload
        let after: DesignTimeValue.Payload
    }

    private(set) var done: [Step] = []
    private(set) var undone: [Step] = []
    /// The value the literal being dragged had when the drag began.
    var dragStart: DesignTimeValue.Payload?

    mutating func wrote(_ step: Step) {
        done.append(step)
        undone.removeAll()
    }

    /// The last step written, now undone; `nil` when there is none.
    mutating func undo() -> Step? {
        guard let step = done.popLast() else { return nil }
        undone.append(step)
        return step
    }

    /// The last step undone, now written again; `nil` when there is none.
    mutating func redo() -> Step? {
        guard let step = undone.popLast() else { return nil }
        done.append(step)
        return step
    }
}
