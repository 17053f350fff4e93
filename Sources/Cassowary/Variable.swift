/// An unknown of a system of constraints: a number the solver chooses (also spelled `kiwi::Variable`).
///
/// Compared by identity: two variables with the same name are different unknowns.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name, for messages.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` gave it (0 before).
    public internal(set) var value: Double = 0

    /// A new unknown called `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether both are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// A readable form, for messages.
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name }
}
