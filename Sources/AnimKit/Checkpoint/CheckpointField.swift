/// One stored property of a class that a scene checkpoint keeps: its name, for the test that finds every stored
/// property either kept or excused, and how to keep it.
package struct CheckpointField<Root: AnyObject> {
    /// The stored property's name, as reflection shows it.
    package let name: String
    /// Reads the property of a root now; what it returns puts that value back.
    let keep: @MainActor (Root) -> @MainActor (Root) -> Void

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
    }

    /// A property kept its own way.
    init(_ name: String, keep: @escaping @MainActor (Root) -> @MainActor (Root) -> Void) {
        self.name = name
        self.keep = keep
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
