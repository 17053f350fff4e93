/// One stored property of a class that a scene checkpoint keeps: its name, for the test that finds every stored
/// property either kept or excused, and how to keep it.
package struct CheckpointField<Root: AnyObject> {
    /// The stored property's name, as reflection shows it (for properties kept ``together``, the type that holds them).
    package let name: String
    /// Reads the property of a root now; what it returns puts that value back.
    let keep: @MainActor (Root) -> @MainActor (Root) -> Void
    /// The names of the stored properties of a root this field keeps: its ``name``, or the names a type that keeps
    /// several ``together`` stores them under.
    package let names: @MainActor (Root) -> [String]

    /// A property kept as it is and put back by assignment: `read` and `write` are the property's own accessors
    /// (`{ $0.tag }`, `{ $0.tag = $1 }`), written out rather than a key path, because a key path is resolved at run
    /// time on every use — restoring a 2 000-view scene went through 160 000 of them, most of its time.
    @MainActor
    init<Value>(_ name: String, _ read: @escaping @MainActor (Root) -> Value, _ write: @escaping @MainActor (Root, Value) -> Void) {
        self.name = name
        keep = { root in
            let value = read(root)
            return { write($0, value) }
        }
        names = { _ in [name] }
    }

    /// A property kept as it is and put back by assignment, unless it holds that value already: most of a scene's
    /// properties are where a checkpoint found them when it is restored (the start of a scene, after its timeline
    /// was measured), and an assignment costs several times a read (a setter's observers and side effects).
    @MainActor
    init<Value: Equatable>(
        _ name: String, _ read: @escaping @MainActor (Root) -> Value, _ write: @escaping @MainActor (Root, Value) -> Void
    ) {
        self.name = name
        keep = { root in
            let value = read(root)
            return { if read($0) != value { write($0, value) } }
        }
        names = { _ in [name] }
    }

    /// A property kept its own way.
    init(_ name: String, keep: @escaping @MainActor (Root) -> @MainActor (Root) -> Void) {
        self.name = name
        self.keep = keep
        names = { _ in [name] }
    }

    /// Stored properties kept together as one value of `Values`, whose own stored properties are named as theirs:
    /// read in one go and put back where they differ. A field of its own costs two closure calls and a retain a
    /// restore; a scene of thousands of views restores hundreds of thousands of them, so the plain ones go together.
    init<Values: CheckpointValues>(together _: Values.Type) where Values.Root == Root {
        name = "\(Values.self)"
        keep = { root in
            let values = Values(of: root)
            return { values.restore(into: $0) }
        }
        names = { root in Mirror(reflecting: Values(of: root)).children.compactMap(\.label) }
    }
}

/// Several stored properties of a class, kept by a checkpoint as one value (``CheckpointField/init(together:)``): the
/// type's stored properties are the class's, name for name, which a test of the checkpoint fields reads.
package protocol CheckpointValues {
    /// The class whose properties these are.
    associatedtype Root: AnyObject
    /// The values of `root`'s properties now.
    @MainActor init(of root: Root)
    /// Puts the values back into `root`, assigning a property only where it holds another value (its setter may do work).
    @MainActor func restore(into root: Root)
}

extension Array {
    /// The names of the stored properties of `root` that these fields keep.
    @MainActor
    package func keptNames<Root>(of root: Root) -> [String] where Element == CheckpointField<Root> {
        flatMap { $0.names(root) }
    }
}

extension Array {
    /// Every field of `root` as it is now, as work that puts them all back.
    @MainActor
    func keep<Root>(_ root: Root) -> @MainActor () -> Void where Element == CheckpointField<Root> {
        let restores = map { $0.keep(root) }
        return {
            for restore in restores { restore(root) }
        }
    }
}
