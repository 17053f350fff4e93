import Foundation

/// Work that puts an object back as a checkpoint found it: what a view and its subclasses hand a scene checkpoint.
package struct CheckpointRestoration {
    /// Puts the state back.
    package let run: @MainActor () -> Void

    /// The restoration that does `run`.
    package init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }
}
