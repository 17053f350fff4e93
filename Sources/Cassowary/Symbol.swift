/// A column of the tableau: an external variable, or one the solver made (a slack, an error, a dummy).
///
/// Symbols are numbered in the order they are made; every choice between symbols
/// takes the lowest number, so a system solves the same way on every run (Bland's
/// rule also keeps the simplex from cycling).
struct Symbol: Hashable, Comparable {
    enum Kind {
        case invalid, external, slack, error, dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)

    var isValid: Bool { kind != .invalid }
    /// Whether the simplex may pivot on it: slack and error symbols (not external or dummy ones).
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
