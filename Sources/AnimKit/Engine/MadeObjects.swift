import Foundation

/// The objects of one kind made for an engine, oldest first, held weakly: what is asked for by kind (the animators a
/// call made, the scroll views an inspector lists) without walking every view and layer a scene made.
struct MadeObjects<Object: AnyObject> {
    private struct Entry {
        weak var object: Object?
    }

    private var entries: [Entry] = []
    /// The length at which the entries whose objects are gone are dropped, so a long-lived engine's list stays as long
    /// as what lives.
    private var compaction = 64

    /// Lists `object`, after those made before it.
    mutating func append(_ object: Object) {
        entries.append(Entry(object: object))
        guard entries.count >= compaction else { return }
        entries.removeAll { $0.object == nil }
        compaction = Swift.max(64, 2 * entries.count)
    }

    /// The listed objects that live, oldest first.
    var alive: [Object] { entries.compactMap(\.object) }
}

extension AnimationEngine {
    /// The scroll views made for this engine that are in `root`'s tree (`root` among them), oldest first: what an
    /// inspector lists every frame, found without walking the tree.
    package func scrollViews(in root: View) -> [ScrollView] {
        madeScrollViews.alive.filter { $0.isDescendant(of: root) }
    }
}
