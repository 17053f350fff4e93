import Foundation

/// The rows of one section through an update, and the paths that name no row.
extension ListUpdatePlan {
    /// Where each row of new section `section` (old section `old`) comes from: insertions and moves at the slots they
    /// name, the rows that stay filling the rest in their old order.
    static func rows(of old: Int, becoming section: Int, before: [Int], after: [Int], updates: ListUpdates, nouns: ListNouns) -> Result<
        [Origin], ListUpdateError
    > {
        var slots = [Origin?](repeating: nil, count: after[section])
        var inserted = 0, movedIn = 0, movedOut = 0
        for (path, animation) in updates.insertedRows where path.section == section {
            slots[path.row] = .inserted(animation)
            inserted += 1
        }
        var leaving = Set<Int>()
        for move in updates.moves {
            if move.to.section == section {
                slots[move.to.row] = .kept(move.from)
                if move.from.section != old { movedIn += 1 }
            }
            if move.from.section == old {
                leaving.insert(move.from.row)
                if move.to.section != section { movedOut += 1 }
            }
        }
        let deleted = updates.deletedRows.keys.filter { $0.section == old }.count
        let staying = (0..<before[old]).filter { updates.deletedRows[IndexPath(row: $0, section: old)] == nil && !leaving.contains($0) }
        guard staying.count + slots.count(where: { $0 != nil }) == after[section] else {
            return .failure(
                ListUpdateError(
                    "Invalid update: invalid number of \(nouns.item)s in section \(section). The number of \(nouns.item)s contained in an existing section after the update (\(after[section])) must be equal to the number of \(nouns.item)s contained in that section before the update (\(before[old])), plus or minus the number of \(nouns.item)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(nouns.item)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                ))
        }
        var rest = staying.makeIterator()
        return .success(
            slots.map { slot in
                if let slot { return slot }
                let row = rest.next() ?? 0, path = IndexPath(row: row, section: old)
                if let animation = updates.reloadedRows[path] { return .reloaded(path, animation) }
                return .kept(path)
            })
    }

    /// UIKit's message for the first update whose path names no row before (deletions, reloads, moves' sources) or
    /// after (insertions, moves' destinations) the update, or whose section does not exist.
    static func outOfRange(before: [Int], after: [Int], updates: ListUpdates, nouns: ListNouns) -> ListUpdateError? {
        for section in updates.deletedSections.keys.sorted() + updates.reloadedSections.keys.sorted()
        where !before.indices.contains(section) {
            return ListUpdateError(
                "attempt to delete section \(section), but there are only \(before.count) sections before the update")
        }
        for section in updates.insertedSections.keys.sorted() where !after.indices.contains(section) {
            return ListUpdateError(
                "attempt to insert section \(section) but there are only \(after.count) sections after the update")
        }
        let olds =
            updates.deletedRows.keys.map { ($0, "delete") } + updates.reloadedRows.keys.map { ($0, "reload") }
            + updates.moves.map { ($0.from, "move") }
        for (path, verb) in olds.sorted(by: { $0.0 < $1.0 })
        where !(before.indices.contains(path.section) && (0..<before[path.section]).contains(path.row)) {
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            return ListUpdateError(
                "attempt to \(verb) \(nouns.item) \(path.row) from section \(path.section) which only contains \(count) \(nouns.item)s before the update"
            )
        }
        let news = updates.insertedRows.keys.map { ($0, "insert") } + updates.moves.map { ($0.to, "move") }
        for (path, verb) in news.sorted(by: { $0.0 < $1.0 })
        where !(after.indices.contains(path.section) && (0..<after[path.section]).contains(path.row)) {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            return ListUpdateError(
                "attempt to \(verb) \(nouns.item) \(path.row) into section \(path.section), but there are only \(count) \(nouns.item)s in section \(path.section) after the update"
            )
        }
        return nil
    }
}
