import Foundation

/// The row (or item) and section changes gathered between `beginUpdates()` and `endUpdates()` or in
/// `performBatchUpdates` (or made by one call): deletions and reloads named by where rows were before, insertions by
/// where they will be, moves by both — UIKit's rule for tables and collection views alike.
struct ListUpdates {
    /// Rows deleted, by their old paths.
    var deletedRows: [IndexPath: TableView.RowAnimation] = [:]
    /// Rows inserted, by their new paths.
    var insertedRows: [IndexPath: TableView.RowAnimation] = [:]
    /// Rows reloaded, by their old paths.
    var reloadedRows: [IndexPath: TableView.RowAnimation] = [:]
    /// Rows moved, from old paths to new ones.
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Sections deleted, by their old indexes.
    var deletedSections: [Int: TableView.RowAnimation] = [:]
    /// Sections inserted, by their new indexes.
    var insertedSections: [Int: TableView.RowAnimation] = [:]
    /// Sections reloaded, by their old indexes.
    var reloadedSections: [Int: TableView.RowAnimation] = [:]
    /// Called with whether the animations finished, once they end.
    var completions: [(Bool) -> Void] = []

    /// Whether nothing changes.
    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty && deletedSections.isEmpty
            && insertedSections.isEmpty && reloadedSections.isEmpty
    }
}

/// Where each row of a table (or item of a collection view) comes from after an update, worked out from the counts before and after and the
/// updates — or the message UIKit raises when they disagree.
struct ListUpdatePlan {
    /// Where a row after the update comes from.
    enum Origin: Equatable {
        /// The row that was at this old path (moved or not).
        case kept(IndexPath)
        /// A new row, coming in with this animation.
        case inserted(TableView.RowAnimation)
        /// The row that was at this old path, shown by a new cell coming in with this animation.
        case reloaded(IndexPath, TableView.RowAnimation)
    }

    /// For each section after the update, for each row, where it comes from.
    var origins: [[Origin]] = []
    /// The rows before the update that are gone, and how they leave.
    var deleted: [IndexPath: TableView.RowAnimation] = [:]

    /// The path after the update of the row that was at each old path it keeps.
    var newPaths: [IndexPath: IndexPath] {
        var paths: [IndexPath: IndexPath] = [:]
        for (section, rows) in origins.enumerated() {
            for (row, origin) in rows.enumerated() {
                switch origin {
                case .kept(let old), .reloaded(let old, _): paths[old] = IndexPath(row: row, section: section)
                case .inserted: break
                }
            }
        }
        return paths
    }

    /// The plan that takes sections of `before` rows to sections of `after` rows through `updates`, or UIKit's
    /// message for the first way they disagree.
    static func make(before: [Int], after: [Int], updates: ListUpdates, nouns: ListNouns) -> Result<ListUpdatePlan, ListUpdateError> {
        let sectionChange = updates.insertedSections.count - updates.deletedSections.count
        guard after.count == before.count + sectionChange else {
            return .failure(
                ListUpdateError(
                    "Invalid update: invalid number of sections. The number of sections contained in the \(nouns.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(nouns.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
                ))
        }
        if let problem = outOfRange(before: before, after: after, updates: updates, nouns: nouns) { return .failure(problem) }
        var plan = ListUpdatePlan()
        // Old sections that stay fill, in order, the new slots no insertion takes.
        var survivors = before.indices.filter { updates.deletedSections[$0] == nil }.makeIterator()
        for section in after.indices {
            if let animation = updates.insertedSections[section] {
                plan.origins.append(Array(repeating: .inserted(animation), count: after[section]))
                continue
            }
            guard let old = survivors.next() else { break }
            if let animation = updates.reloadedSections[old] {
                plan.origins.append(Array(repeating: .inserted(animation), count: after[section]))
                for row in 0..<before[old] { plan.deleted[IndexPath(row: row, section: old)] = animation }
                continue
            }
            switch rows(of: old, becoming: section, before: before, after: after, updates: updates, nouns: nouns) {
            case .success(let rows): plan.origins.append(rows)
            case .failure(let problem): return .failure(problem)
            }
        }
        for (section, animation) in updates.deletedSections {
            for row in 0..<before[section] { plan.deleted[IndexPath(row: row, section: section)] = animation }
        }
        for (path, animation) in updates.deletedRows where updates.deletedSections[path.section] == nil {
            plan.deleted[path] = animation
        }
        return .success(plan)
    }
}

/// What UIKit's messages call the list and its rows: a table view's rows, a collection view's items.
struct ListNouns {
    /// "row" or "item".
    let item: String
    /// "table view" or "collection view".
    let view: String

    static let table = ListNouns(item: "row", view: "table view")
    static let collection = ListNouns(item: "item", view: "collection view")
}

/// The message for an update the data source's counts disagree with.
struct ListUpdateError: Error, Equatable {
    /// UIKit's words.
    let message: String
    init(_ message: String) { self.message = message }
}
