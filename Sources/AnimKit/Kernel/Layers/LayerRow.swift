import Foundation

/// A layer's place in the frame kernel's table of layer rows, held by the layer: which row is its, and the keys of the
/// properties the row moves. A general row has no place: the general evaluator shows the layer's animations.
///
/// The layer marks the row stale when its own values change, and leaves the table when its animations change (the next
/// frame builds a new row); the table moves rows when it packs them closer, and tells each its new place.
@preconcurrency @MainActor
final class LayerRow {
    /// The table the row is in; `nil` for a general row, or once the table is gone.
    private(set) weak var table: LayerRowTable?
    /// The row's place in the table.
    var index: Int
    /// The whole properties the row moves, by the row's slot.
    let keys: [String]
    /// Whether the general evaluator shows the layer's animations (one of them is not for the kernel, or the layer's
    /// transform has no parts to blend).
    private(set) var isGeneral: Bool

    init(table: LayerRowTable, index: Int, keys: [String]) {
        (self.table, self.index, self.keys, isGeneral) = (table, index, keys, false)
    }

    /// A general row.
    init() {
        (index, keys, isGeneral) = (-1, [], true)
    }

    /// Whether the row's next tick can write only the numbers its animations change (see ``LayerRowFusion``).
    var isFused: Bool { table?.isFused(index) ?? false }

    /// The layer's own values changed: the row reads them again before it is next worked out.
    func markStale() { table?.markStale(index) }

    /// Takes the row out of its table (the layer's animations changed, or the row turned general).
    func leaveTable() {
        table?.remove(index)
        table = nil
    }

    /// The row can no longer run in the kernel; the general evaluator shows the layer from now on.
    func becomeGeneral() {
        leaveTable()
        isGeneral = true
    }
}
