/// The simplex underneath: rows made from constraints, the subject a new row is solved for, the artificial variable,
/// the primal optimisation of the objective and the dual optimisation after an edit.
extension Solver {
    /// The constraint as a row in terms of the current non-basic symbols, with its slack, error or dummy symbols.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, coefficient: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        var tag = Tag()
        let optional = constraint.strength < Strength.required
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = newSymbol(.slack)
            row.insert(tag.marker, coefficient: sign)
            if optional {
                tag.other = newSymbol(.error)
                row.insert(tag.other, coefficient: -sign)
                objective.insert(tag.other, coefficient: constraint.strength)
            }
        case .equal:
            if optional {
                tag.marker = newSymbol(.error)
                tag.other = newSymbol(.error)
                row.insert(tag.marker, coefficient: -1)
                row.insert(tag.other, coefficient: 1)
                objective.insert(tag.marker, coefficient: constraint.strength)
                objective.insert(tag.other, coefficient: constraint.strength)
            } else {
                tag.marker = newSymbol(.dummy)
                row.insert(tag.marker)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// What a new row is solved for: an external variable if it has one, else a slack or error of its own that a
    /// pivot may take (with a negative coefficient); invalid when there is none.
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for marker in [tag.marker, tag.other] where marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        return .invalid
    }

    /// Adds a row with no subject through an artificial variable driven to zero; false when it cannot be (the
    /// constraint contradicts the required ones).
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows.insert(row, for: art)
        artificial = row
        optimize(artificialObjective: true)
        let success = Row.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            rows.insert(basic, for: entering)
        }
        rows.modifyRows(holding: art) { _, _, row in row.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` with `row` everywhere; rows that go negative wait for the dual simplex.
    ///
    /// Only the rows that hold the symbol (its column) are visited, each changed where
    /// it is in the table (no copy of a row's cells), and the rows that went negative
    /// join the queue lowest-numbered first, whatever order the column lists them in.
    func substitute(_ symbol: Symbol, with row: Row) {
        var negative: [Symbol] = []
        rows.modifyRows(holding: symbol, adding: row) { basic, _, current in
            current.substitute(symbol, with: row)
            if basic.kind != .external && current.constant < 0 { negative.append(basic) }
        }
        if !negative.isEmpty { infeasibleRows += negative.sorted() }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective.
    func optimizeObjective() { optimize(artificialObjective: false) }

    /// Pivots until no symbol of the objective (or the artificial row) can lower it.
    func optimize(artificialObjective: Bool) {
        while true {
            let goal = artificialObjective ? (artificial ?? Row()) : objective
            guard let entering = goal.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol else { return }
            guard let leaving = leavingRow(for: entering), var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows.insert(row, for: entering)
        }
    }

    /// The row the entering symbol replaces: the tightest ratio among restricted rows it would lower (the
    /// lowest-numbered of equal ones).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for (symbol, coefficient, constant) in rows.rows(holding: entering) where symbol.kind != .external {
            guard coefficient < 0 else { continue }
            let ratio = -constant / coefficient
            if Solver.better(ratio, symbol, than: best) { best = (ratio, symbol) }
        }
        return best?.symbol
    }

    /// Whether (`ratio`, `symbol`) beats `best`: a smaller ratio, or the same with a lower number.
    static func better(_ ratio: Double, _ symbol: Symbol, than best: (ratio: Double, symbol: Symbol)?) -> Bool {
        guard let best else { return true }
        return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
    }

    /// The row to pivot a removed constraint's marker out of: a restricted row it lowers, then one it raises, then an
    /// external one.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var lowers: (ratio: Double, symbol: Symbol)?, raises: (ratio: Double, symbol: Symbol)?, external: Symbol?
        for (symbol, coefficient, constant) in rows.rows(holding: marker) {
            if symbol.kind == .external {
                if external.map({ symbol < $0 }) ?? true { external = symbol }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if Solver.better(ratio, symbol, than: lowers) { lowers = (ratio, symbol) }
            } else {
                let ratio = constant / coefficient
                if Solver.better(ratio, symbol, than: raises) { raises = (ratio, symbol) }
            }
        }
        return lowers?.symbol ?? raises?.symbol ?? external
    }

    /// The dual simplex: makes every infeasible row feasible again, keeping the objective optimal; false when a row
    /// has no symbol that can enter (the required constraints cannot all hold), the rows left to repair forgotten.
    @discardableResult
    func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Symbol)?
            for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient > 0 {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if best == nil || ratio < best!.ratio { best = (ratio, cell.symbol) }
            }
            guard let entering = best?.symbol else {
                infeasibleRows.removeAll()
                return false
            }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows.insert(row, for: entering)
        }
        return true
    }
}
