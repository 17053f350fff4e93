import Foundation

/// UIKit's additions to `IndexPath` for tables and collections: a path of two indexes, the section first.
extension IndexPath {
    /// The path to `row` in `section` of a table.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The path to `item` in `section` of a collection.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row within the section: the second index (0 when the path has fewer than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// The item within the section: the same index as ``row``, as collection views name it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

extension Dictionary where Key == IndexPath {
    /// The entries in index path order: what a list does to its cells must not depend on a dictionary's order,
    /// which differs from run to run (a reused cell, a track's place, a view's place among its siblings).
    var inPathOrder: [(key: IndexPath, value: Value)] { sorted { $0.key < $1.key } }
}
