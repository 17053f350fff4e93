import Foundation

/// Work that puts an object back as a checkpoint found it: what a view and its subclasses hand a scene checkpoint. (A
/// struct, not a closure type: such a type in an overridden signature can be mangled two ways by an incremental build.)
///
/// A class that lists what its checkpoint keeps overrides `checkpointRestoration()` and says it covers itself. The
/// stored properties of the classes below the one covered — an AnimKit control that lists none (a search controller's
/// `isActive`, a stepper's value) as well as a scene's own subclass — are kept by reflection
/// (``UserStoredProperties``), so no class's state is left out of a checkpoint because no list names it.
package struct CheckpointRestoration {
    /// Puts the state back.
    package let run: @MainActor () -> Void
    /// The class whose stored properties, with its superclasses', `run` puts back.
    package let covered: AnyClass

    /// The restoration that does `run`, which puts back the stored properties of `covered` and its superclasses.
    package init(covering covered: AnyClass, _ run: @escaping @MainActor () -> Void) {
        self.run = run
        self.covered = covered
    }
}
