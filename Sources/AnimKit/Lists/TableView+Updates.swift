import Foundation

/// UIKit's calls that change rows and sections with animation, gathered into one update between `beginUpdates()`
/// and `endUpdates()` (or `performBatchUpdates`), checked against the data source's counts, and animated together.
extension TableView {
    /// Inserts rows at `indexPaths` (where they will be after the update), coming in with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    /// Deletes the rows at `indexPaths` (where they are before the update), going out with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// Shows the rows at `indexPaths` with new cells from the data source, the old ones going out with `animation`
    /// and the new ones coming in with it.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        gather { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    /// Moves the row at `indexPath` to `newIndexPath`; its cell slides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts whole sections at `sections` (where they will be), their rows coming in with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { for section in sections { $0.insertedSections[section] = animation } }
    }

    /// Deletes whole sections at `sections` (where they are), their rows going out with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { for section in sections { $0.deletedSections[section] = animation } }
    }

    /// Shows `sections` anew from the data source (their counts may change), with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        gather { for section in sections { $0.reloadedSections[section] = animation } }
    }

    /// Starts gathering updates to animate together; calls nest, and the outermost `endUpdates()` applies them.
    public func beginUpdates() { record.updateDepth += 1 }

    /// Applies the updates gathered since the outermost `beginUpdates()`. With none, the rows' heights are read
    /// again and animate to their new values — the way to animate a cell that grew.
    public func endUpdates() {
        guard record.updateDepth > 0 else {
            return TableView.refuse("endUpdates()", "endUpdates() without beginUpdates(); nothing to apply")
        }
        record.updateDepth -= 1
        guard record.updateDepth == 0 else { return }
        let updates = record.pending
        record.pending = ListUpdates()
        apply(updates)
    }

    /// Runs `updates` (which insert, delete, reload and move rows) as one animated update, then `completion` with
    /// whether the animations ran to their end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { record.pending.completions.append(completion) }
        endUpdates()
    }

    /// Adds one change to the updates being gathered, applying it at once outside `beginUpdates()`.
    private func gather(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        change(&record.pending)
        endUpdates()
    }

    /// Checks `updates` against the data source and animates them; when they disagree, says what UIKit would
    /// raise and reloads without animation.
    func apply(_ updates: ListUpdates) {
        guard record.hasLoaded else {
            reloadLayout()
            tile()
            for completion in updates.completions { completion(true) }
            return
        }
        let before = record.layout.sections.map(\.rows.count), after = dataSourceCounts()
        switch ListUpdatePlan.make(before: before, after: after, updates: updates, nouns: .table) {
        case .failure(let problem):
            TableView.refuse("endUpdates()", problem.message + "; the table reloads without animation")
            reloadData()
            for completion in updates.completions { completion(false) }
        case .success(let plan):
            animate(plan, counts: after, sectionsChanged: before.count != after.count || !updates.reloadedSections.isEmpty) {
                finished in
                for completion in updates.completions { completion(finished) }
            }
        }
    }
}
