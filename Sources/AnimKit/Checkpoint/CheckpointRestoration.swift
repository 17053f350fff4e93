import Foundation

/// Work that puts an object back as a checkpoint found it: what a view and its subclasses hand a scene checkpoint. (A
/// struct, not a closure type: such a type in an overridden signature can be mangled two ways by an incremental build.)
package struct CheckpointRestoration {
    /// Puts the state back.
    package let run: @MainActor () -> Void

    /// The restoration that does `run`.
    package init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }
}
