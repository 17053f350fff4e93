/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
struct Row {
    var constant: Double
    /// Coefficients by symbol; a coefficient that becomes (nearly) zero is dropped.
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The symbols of the row, lowest number first: the order every choice walks them in.
    var sortedSymbols: [Symbol] { cells.keys.sorted() }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Row.isNearZero(sum) ? nil : sum
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, coefficient: value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Solves the row for `symbol` (which it holds): `symbol = −constant/c − Σ (other/c) × …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / (cells.removeValue(forKey: symbol) ?? 1)
        constant *= coefficient
        for key in cells.keys { cells[key] = (cells[key] ?? 0) * coefficient }
    }

    /// Solves `lhs = row` for `rhs`, where `lhs` is the row's basic symbol and `rhs` one of its cells.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`, if the row holds it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient: coefficient)
    }

    /// Whether every symbol is a dummy (a required equality that is redundant, or one that cannot hold).
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}
