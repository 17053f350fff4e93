/// A constraint's constant changed in place: the incremental path of the paper's edit constraints, for any constraint.
extension Solver {
    /// Changes the constant of `constraint`'s expression (`lhs − rhs`, so `x == y + 10` has −10) to `constant` and
    /// re-solves from where the solution is, by the dual simplex, without taking the constraint out.
    ///
    /// The constraint's row was `e + α·m + … = 0`, `m` its marker (slack, error or
    /// dummy) with coefficient α. Its expression becoming `e + d` is the old system
    /// with `m` read as `m + d/α`: every row that holds `m` moves its constant by its
    /// coefficient times d/α (or, where `m` is basic, that row by −d/α), the rows that
    /// go negative are repaired by the dual simplex, and the objective stays optimal.
    /// A required constraint that cannot hold at the new constant is refused, the
    /// solution and the constant as they were.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let tag = constraints[constraint] else { throw .unknownConstraint("\(constraint)") }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        let coefficient = Solver.markerCoefficient(of: constraint)
        guard shift(tag.marker, by: delta / coefficient) else {
            // The old constant held, so shifting back and repairing finds a solution again.
            constraint.expression.constant -= delta
            _ = shift(tag.marker, by: -delta / coefficient)
            throw .unsatisfiableConstraint("\(constraint)")
        }
    }

    /// The coefficient ``makeRow(for:)`` gave the constraint's marker: +1 for a slack of ≤ and a dummy, −1 for a slack
    /// of ≥ and an optional equality's positive error.
    static func markerCoefficient(of constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength < Strength.required ? -1 : 1
        }
    }

    /// Reads `marker` as `marker + step` throughout the tableau and repairs feasibility; false when a required
    /// constraint cannot hold (a redundant equality's dummy left off zero, or a row no symbol can repair).
    private func shift(_ marker: Symbol, by step: Double) -> Bool {
        if let constant = rows.moveConstant(of: marker, by: -step) {
            if marker.kind == .dummy { return Row.isNearZero(constant) }
            if constant < 0 { infeasibleRows.append(marker) }
        } else {
            var negative: [Symbol] = []
            rows.modifyRows(holding: marker) { symbol, coefficient, row in
                row.constant += coefficient * step
                if symbol.kind != .external && row.constant < 0 { negative.append(symbol) }
            }
            infeasibleRows += negative.sorted()
        }
        return dualOptimize()
    }
}
