import AnimKit
import AnimKitSDL
import PlayWire

/// The values drags in the window wrote into the user's code, to walk back through (`z`) and forward again (`shift-z`),
/// as an editor's undo does: a new drag written forgets what was undone. A step is what one drag wrote: a bar's
/// duration, or a curve's four control points together.
struct TuningHistory {
    /// An argument, by its call's site and its label, which outlive a rebuild that renumbers the literals.
    struct Argument: Hashable {
        let site: CallSite
        let label: String
    }

    /// One literal written: its value before and after.
    struct Change: Equatable {
        let argument: Argument
        let before: DesignTimeValue.Payload
        let after: DesignTimeValue.Payload
    }

    private(set) var done: [[Change]] = []
    private(set) var undone: [[Change]] = []
    /// The values the literals being dragged had when the drag began.
    var dragStart: [Argument: DesignTimeValue.Payload] = [:]
    /// The design-time keys of the literals a drag holds now, not yet written.
    var heldKeys: Set<String> = []

    mutating func wrote(_ step: [Change]) {
        guard !step.isEmpty else { return }
        done.append(step)
        undone.removeAll()
    }

    /// The last step written, now undone; `nil` when there is none.
    mutating func undo() -> [Change]? {
        guard let step = done.popLast() else { return nil }
        undone.append(step)
        return step
    }

    /// The last step undone, now written again; `nil` when there is none.
    mutating func redo() -> [Change]? {
        guard let step = undone.popLast() else { return nil }
        done.append(step)
        return step
    }
}
