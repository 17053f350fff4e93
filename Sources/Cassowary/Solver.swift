/// The incremental Cassowary solver (Badros, Borning & Stuckey, 2001): linear equalities and inequalities, required
/// or at a strength, kept solved as constraints come and go and as edit variables are given new values.
///
/// The tableau is kept in solved form: each basic symbol is one row of the others.
/// Adding a constraint puts it in terms of the current rows and pivots it in;
/// ``suggestValue(_:_:)`` changes one constant and re-solves by the dual simplex —
/// the cheap path an animated `constant` takes. Every choice between symbols takes
/// the lowest-numbered one, so the same calls give the same numbers on every run.
public final class Solver {
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    var constraints: [Constraint: Tag] = [:]
    var rows = Tableau()
    var variables: [Variable: Symbol] = [:]
    /// Each edit variable's constraint, `variable − value == 0` at the edit's strength.
    var edits: [Variable: Constraint] = [:]
    var infeasibleRows: [Symbol] = []
    var objective = Row()
    var artificial: Row?
    var lastID = 0

    /// An empty solver.
    public init() {}

    /// Adds `constraint` and re-solves; a required constraint that cannot hold is refused, the solver unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint("\(constraint)") }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid && row.hasOnlyDummies {
            // A required equality among constants: redundant if it holds, contradictory if not. Nothing changed yet.
            guard Row.isNearZero(row.constant) else { throw .unsatisfiableConstraint("\(constraint)") }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows.insert(row, for: subject)
        } else {
            // The artificial variable's pivots change the tableau: kept to put back if the constraint cannot hold.
            let saved = snapshot()
            guard addWithArtificialVariable(row) else {
                restore(saved)
                throw .unsatisfiableConstraint("\(constraint)")
            }
        }
        constraints[constraint] = tag
        optimizeObjective()
    }

    /// Removes `constraint` and re-solves.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint("\(constraint)") }
        for marker in [tag.marker, tag.other] where marker.kind == .error {
            if let row = rows[marker] {
                objective.insert(row, coefficient: -constraint.strength)
            } else {
                objective.insert(marker, coefficient: -constraint.strength)
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker),
            var row = rows.removeValue(forKey: leaving)
        {
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimizeObjective()
    }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Lets `variable` be given wished-for values (``suggestValue(_:_:)``) at `strength`, below required.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable("\(variable)") }
        let strength = Strength.clipped(strength)
        guard strength < Strength.required else { throw .requiredEditStrength("\(variable)") }
        let constraint = Constraint(variable.expression, .equal, Expression(), strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Takes `variable`'s edit away.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable("\(variable)") }
        try removeConstraint(edit)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Wishes `variable` (which has an edit) to be `value`, and re-solves from where the solution is (the dual simplex).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable("\(variable)") }
        // The edit is `variable − value == 0` at its strength: a wish is a new constant.
        try setConstant(-value, of: edit)
    }

    /// Writes the solution into every variable's ``Variable/value``.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    /// How many rows the simplex has visited since the solver was made: the work its pivots cost.
    var rowVisits: Int { rows.visits }

    /// Forgets every constraint, edit and variable.
    public func reset() {
        constraints = [:]
        rows = Tableau()
        variables = [:]
        edits = [:]
        infeasibleRows = []
        objective = Row()
        artificial = nil
    }

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        lastID += 1
        return Symbol(id: lastID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = newSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    private typealias Snapshot = (rows: Tableau, variables: [Variable: Symbol], objective: Row, infeasible: [Symbol])

    private func snapshot() -> Snapshot { (rows, variables, objective, infeasibleRows) }

    private func restore(_ saved: Snapshot) {
        (rows, variables, objective, infeasibleRows) = saved
        artificial = nil
    }
}
