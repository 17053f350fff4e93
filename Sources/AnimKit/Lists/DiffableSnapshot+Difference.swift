import Foundation

/// The row changes that take one snapshot to another: sections and items gone (by old paths), new (by new paths),
/// and moved — the items that keep their order stay put (the longest run of them), the others move.
extension NSDiffableDataSourceSnapshot {
    /// The updates from `old` to this snapshot, each row change animated with `animation`; `nil` when sections that
    /// both keep changed their order (applied then without animation).
    func updates(from old: Self, animation: TableView.RowAnimation) -> ListUpdates? {
        var updates = ListUpdates()
        let newSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.identifier, $0) })
        let oldSections = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.identifier, $0) })
        let keptOld = old.sections.map(\.identifier).filter { newSections[$0] != nil }
        let keptNew = sections.map(\.identifier).filter { oldSections[$0] != nil }
        guard keptOld == keptNew else { return nil }
        for (index, section) in old.sections.enumerated() where newSections[section.identifier] == nil {
            updates.deletedSections[index] = animation
        }
        for (index, section) in sections.enumerated() where oldSections[section.identifier] == nil {
            updates.insertedSections[index] = animation
        }
        for identifier in reloadedSectionIdentifiers {
            if let index = oldSections[identifier], newSections[identifier] != nil { updates.reloadedSections[index] = animation }
        }
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in old.sections.enumerated() {
            for (row, item) in items.items.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var newPaths: Set<ItemIdentifierType> = []
        for (section, items) in sections.enumerated() where updates.insertedSections[section] == nil {
            let oldSection = oldSections[items.identifier]
            // Items of the same section, by their old rows in new order: the longest rising run stays, the rest move.
            let stayed = items.items.compactMap { item in oldPaths[item].flatMap { $0.section == oldSection ? $0.row : nil } }
            let steady = Set(longestRisingRun(stayed))
            for (row, item) in items.items.enumerated() {
                newPaths.insert(item)
                let path = IndexPath(row: row, section: section)
                guard let from = oldPaths[item], updates.deletedSections[from.section] == nil else {
                    updates.insertedRows[path] = animation
                    continue
                }
                if from.section != oldSection || !steady.contains(from.row) { updates.moves.append((from, path)) }
            }
        }
        for (item, path) in oldPaths where !newPaths.contains(item) && updates.deletedSections[path.section] == nil {
            updates.deletedRows[path] = animation
        }
        for item in reloadedItemIdentifiers + reconfiguredItemIdentifiers {
            guard let path = oldPaths[item], newPaths.contains(item), updates.reloadedSections[path.section] == nil else { continue }
            if !updates.moves.contains(where: { $0.from == path }) {
                updates.reloadedRows[path] = reconfiguredItemIdentifiers.contains(item) ? TableView.RowAnimation.none : animation
            }
        }
        return updates
    }
}

/// The values of the longest strictly rising subsequence of `values` (patience sorting, n log n).
func longestRisingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = [], tailIndexes: [Int] = [], previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tailIndexes[low - 1] }
        if low == tails.count {
            tails.append(value)
            tailIndexes.append(index)
        } else {
            tails[low] = value
            tailIndexes[low] = index
        }
    }
    var run: [Int] = [], index = tailIndexes.last ?? -1
    while index >= 0 {
        run.append(values[index])
        index = previous[index]
    }
    return run.reversed()
}
