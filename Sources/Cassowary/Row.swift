/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// The cells sit in one array sorted by symbol number: rows are short (a few
/// symbols each), so a binary search finds a symbol, adding a row to another is one
/// merge of two sorted runs, and every walk over a row visits the lowest-numbered
/// symbol first — the order every choice between symbols takes.
struct Row {
    struct Cell {
        let symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    /// Coefficients by symbol, lowest number first; a coefficient that becomes (nearly) zero is dropped.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Where `symbol` is in ``cells``, or where it would go.
    private func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let place = index(of: symbol)
        return place.found ? cells[place.index].coefficient : 0
    }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let place = index(of: symbol)
        guard place.found else {
            if !Row.isNearZero(coefficient) { cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: place.index) }
            return
        }
        let sum = cells[place.index].coefficient + coefficient
        if Row.isNearZero(sum) { cells.remove(at: place.index) } else { cells[place.index].coefficient = sum }
    }

    /// Adds `coefficient × row`: one merge of the two sorted runs.
    mutating func insert(_ row: Row, coefficient: Double = 1) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        if row.cells.count == 1 {
            insert(row.cells[0].symbol, coefficient: row.cells[0].coefficient * coefficient)
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0, theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count || (mine < cells.count && cells[mine].symbol.id < row.cells[theirs].symbol.id) {
                merged.append(cells[mine])
                mine += 1
            } else if mine == cells.count || row.cells[theirs].symbol.id < cells[mine].symbol.id {
                let product = row.cells[theirs].coefficient * coefficient
                if !Row.isNearZero(product) { merged.append(Cell(symbol: row.cells[theirs].symbol, coefficient: product)) }
                theirs += 1
            } else {
                let sum = cells[mine].coefficient + row.cells[theirs].coefficient * coefficient
                if !Row.isNearZero(sum) { merged.append(Cell(symbol: cells[mine].symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    /// Takes `symbol` out, returning its coefficient (0 when the row did not hold it).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let place = index(of: symbol)
        guard place.found else { return 0 }
        return cells.remove(at: place.index).coefficient
    }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves the row for `symbol` (which it holds): `symbol = −constant/c − Σ (other/c) × …`.
    mutating func solve(for symbol: Symbol) {
        let removed = remove(symbol)
        let coefficient = -1 / (removed == 0 ? 1 : removed)
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Solves `lhs = row` for `rhs`, where `lhs` is the row's basic symbol and `rhs` one of its cells.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`, if the row holds it; returns whether it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return false }
        insert(row, coefficient: coefficient)
        return true
    }

    /// Whether every symbol is a dummy (a required equality that is redundant, or one that cannot hold).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}
