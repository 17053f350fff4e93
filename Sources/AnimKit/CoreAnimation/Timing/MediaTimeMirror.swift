import Foundation
import Synchronization

/// The time of the engine's last tick, for ``CACurrentMediaTime()`` called off the main thread (where the clock, the
/// main actor's, cannot be read): stored as the bits of a `Double`, atomically.
enum MediaTimeMirror {
    private static let bits = Atomic<UInt64>(0)

    /// The time the last tick ran at.
    static var lastTick: CFTimeInterval {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }
}
