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
    /// The tuned messages sent to `play`, numbered from 1, that values from `play` have not yet shown written.
    private var sentNotSeen: [(number: Int, literals: [TunedLiteral])] = []
    private var sentCount = 0

    /// `literals` went to `play` to be written, as one message.
    mutating func sent(_ literals: [TunedLiteral]) {
        sentCount += 1
        sentNotSeen.append((sentCount, literals))
    }

    /// The values of the messages sent after the first `written` (``PlayWire/ToWindow/values(serial:values:tunedWrites:)``),
    /// the later one's where two set one literal; those up to `written` are in the files now, and forgotten.
    mutating func unwritten(after written: Int) -> [String: DesignTimeValue.Payload] {
        sentNotSeen.removeAll { $0.number <= written }
        return sentNotSeen.flatMap(\.literals).reduce(into: [:]) { $0[$1.key] = $1.value }
    }

    /// A new build numbers its literals anew: what was sent is in its files, or in the values of the save after it.
    mutating func forgetUnwritten() {
        sentNotSeen.removeAll()
    }

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
