/// A solver's whole state as a value: to go back to a moment, as an animation's timeline does.
extension Solver {
    /// Everything the solver holds — tableau, objective, edits, the symbols given out and each constraint's constant —
    /// kept until ``restoreState(_:)`` puts it back.
    public struct State {
        fileprivate let constraints: [Constraint: Tag]
        fileprivate let constants: [(Constraint, Double)]
        fileprivate let rows: Tableau
        fileprivate let variables: [Variable: Symbol]
        fileprivate let edits: [Variable: Constraint]
        fileprivate let objective: Row
        fileprivate let lastID: Int
    }

    /// The solver as it is now.
    public func captureState() -> State {
        State(
            constraints: constraints, constants: constraints.keys.map { ($0, $0.expression.constant) }, rows: rows,
            variables: variables, edits: edits, objective: objective, lastID: lastID)
    }

    /// Puts back the solver as `state` found it, each constraint's constant too; variables' values follow at the next
    /// ``updateVariables()``.
    public func restoreState(_ state: State) {
        constraints = state.constraints
        for (constraint, constant) in state.constants { constraint.expression.constant = constant }
        rows = state.rows
        variables = state.variables
        edits = state.edits
        objective = state.objective
        lastID = state.lastID
        infeasibleRows = []
        artificial = nil
    }
}
