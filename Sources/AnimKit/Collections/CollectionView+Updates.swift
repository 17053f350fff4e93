import Foundation

/// UIKit's calls that change items and sections with animation, gathered in `performBatchUpdates`, checked against
/// the data source's counts and animated together: the cells that stay slide to where the layout now puts them,
/// inserted items come in from the layout's initial attributes (a fade), deleted ones go to its final ones.
extension CollectionView {
    /// How long an update animates (AnimKit's timing; iOS publishes none).
    static let updateDuration: TimeInterval = 0.3

    /// Inserts items at `indexPaths` (where they will be).
    public func insertItems(at indexPaths: [IndexPath]) { gather { for path in indexPaths { $0.insertedRows[path] = .fade } } }

    /// Deletes the items at `indexPaths` (where they are).
    public func deleteItems(at indexPaths: [IndexPath]) { gather { for path in indexPaths { $0.deletedRows[path] = .fade } } }

    /// Shows the items at `indexPaths` with new cells, cross-fading.
    public func reloadItems(at indexPaths: [IndexPath]) { gather { for path in indexPaths { $0.reloadedRows[path] = .fade } } }

    /// Moves the item at `indexPath` to `newIndexPath`; its cell slides there.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { gather { $0.moves.append((indexPath, newIndexPath)) } }

    /// Inserts whole sections at `sections` (where they will be).
    public func insertSections(_ sections: IndexSet) { gather { for section in sections { $0.insertedSections[section] = .fade } } }

    /// Deletes whole sections at `sections` (where they are).
    public func deleteSections(_ sections: IndexSet) { gather { for section in sections { $0.deletedSections[section] = .fade } } }

    /// Shows `sections` anew from the data source.
    public func reloadSections(_ sections: IndexSet) { gather { for section in sections { $0.reloadedSections[section] = .fade } } }

    /// Runs `updates` as one animated update, then `completion` with whether the animations ran to their end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        record.updateDepth += 1
        updates?()
        if let completion { record.pending.completions.append(completion) }
        endBatch()
    }

    /// Adds one change to the updates being gathered, applying it at once outside `performBatchUpdates`.
    private func gather(_ change: (inout ListUpdates) -> Void) {
        record.updateDepth += 1
        change(&record.pending)
        endBatch()
    }

    /// Closes one level of gathering; the outermost applies what was gathered.
    private func endBatch() {
        record.updateDepth -= 1
        guard record.updateDepth == 0 else { return }
        let gathered = record.pending
        record.pending = ListUpdates()
        apply(gathered)
    }

    /// Checks `updates` against the data source and animates them; when they disagree, says what UIKit would raise
    /// and reloads without animation.
    func apply(_ updates: ListUpdates) {
        guard record.hasLoaded else {
            reloadData()
            for completion in updates.completions { completion(true) }
            return
        }
        let before = record.counts
        let after = dataSourceCounts()
        switch ListUpdatePlan.make(before: before, after: after, updates: updates, nouns: .collection) {
        case .failure(let problem):
            ScrollView.refuse("performBatchUpdates(_:completion:)", problem.message + "; the collection view reloads without animation")
            reloadData()
            for completion in updates.completions { completion(false) }
        case .success(let plan):
            followDraggedItems(through: plan)
            animate(plan, counts: after, changes: updates.collectionUpdateItems) { finished in
                for completion in updates.completions { completion(finished) }
            }
        }
    }

    /// What a drag or a drop keeps by item follows its item through the data source's update: the items a drop's preview
    /// lands on, and the item lifted from here (gone, when the update deleted it — its cell leaves unseen).
    private func followDraggedItems(through plan: ListUpdatePlan) {
        let newPaths = plan.newPaths
        record.landing = Set(record.landing.compactMap { newPaths[$0] })
        guard let move = record.interactiveMove, move.isDrag, move.current == move.original else { return }
        record.interactiveMove = newPaths[move.original].map {
            InteractiveItemMove(original: $0, current: $0, position: move.position, cell: move.cell, isDrag: true)
        }
    }
}
