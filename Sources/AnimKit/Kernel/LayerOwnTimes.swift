import Synchronization

/// How many layers keep a time of their own — a begin time, speed or time offset other than Core Animation's defaults:
/// while none does, every layer's time is the clock's, and neither the kernel nor a layer walks up the tree to know it.
///
/// A count, not a latch: a layer set back to the defaults, or gone, counts no longer, and the clock's time is every
/// layer's again. Atomic, since a layer's deinit (which runs on no actor) may be the one that stops counting.
enum LayerOwnTimes {
    private static let count = Atomic<Int>(0)

    /// How many layers keep a time of their own now.
    static var layerCount: Int { count.load(ordering: .relaxed) }

    /// Whether some layer keeps a time of its own now.
    static var someLayerKeepsOne: Bool { layerCount > 0 }

    /// A layer started (`true`) or stopped (`false`) keeping a time of its own.
    static func layer(keepsOne: Bool) {
        if keepsOne {
            count.add(1, ordering: .relaxed)
        } else {
            count.subtract(1, ordering: .relaxed)
        }
    }
}
