/// The rows of the tableau by basic symbol: rows side by side in one array, found through an array indexed by symbol
/// number (symbols are numbered densely from 1), with each symbol's column — the rows that hold it.
///
/// A pivot substitutes one symbol into the rows that hold it. Walking every row for
/// that made adding n constraints cost n² row visits (52 s for 10 000 constraints in a
/// debug build); the column lists the rows to visit, so a sparse screen — each view
/// tied to a neighbour or two — adds its constraints in near-linear time. A column may
/// list a row that no longer holds its symbol, or a row twice: every walk checks, and
/// drops those as it goes.
struct Tableau {
    private(set) var basics: [Symbol] = []
    private(set) var rows: [Row] = []
    /// Where each symbol's row is in ``rows``, by symbol number; −1 when the symbol is not basic.
    private var position: [Int32] = []
    /// By symbol number, the basic symbols whose rows may hold it: every row that holds it is listed.
    private var columns: [Column] = []
    /// Stamps by symbol number, to see a row once in a walk.
    private var seen: [UInt32] = []
    private var walk: UInt32 = 0
    /// Whether a walk is under way (a column is not cleaned inside one: cleaning is a walk of its own).
    private var walking = false
    /// Columns that reached their cleaning length during a walk, cleaned after it.
    private var overgrown: [Symbol] = []
    /// How many rows the walks have visited: the work a pivot costs, for tests to bound.
    private(set) var visits = 0

    private struct Column {
        var rows: [Symbol] = []
        /// The length at which the column is next cleaned of rows that no longer hold the symbol.
        var cleanAt = 16
    }

    var count: Int { rows.count }

    /// The row of `symbol`, if it is basic.
    subscript(symbol: Symbol) -> Row? {
        let place = index(of: symbol)
        return place < 0 ? nil : rows[place]
    }

    /// Makes `symbol` basic with `row` (it must not be basic already).
    mutating func insert(_ row: Row, for symbol: Symbol) {
        precondition(index(of: symbol) < 0, "Tableau: \(symbol.id) is basic already")
        grow(to: symbol.id)
        position[symbol.id] = Int32(rows.count)
        basics.append(symbol)
        rows.append(row)
        for cell in row.cells { list(symbol, in: cell.symbol) }
    }

    /// Takes the row of `symbol` out, returning it.
    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        let place = index(of: symbol)
        guard place >= 0 else { return nil }
        let row = rows[place]
        removeRow(at: place)
        return row
    }

    /// Moves the constant of `symbol`'s row by `delta`, returning the new constant; nil when the symbol is not basic.
    mutating func moveConstant(of symbol: Symbol, by delta: Double) -> Double? {
        let place = index(of: symbol)
        guard place >= 0 else { return nil }
        rows[place].constant += delta
        return rows[place].constant
    }

    /// Runs `change` on every row that holds `symbol`, once each, with its basic symbol and the symbol's coefficient
    /// there. The change may add to the row only symbols it lists in `added` (the cells of a row it merges in).
    mutating func modifyRows(holding symbol: Symbol, adding added: Row? = nil, _ change: (Symbol, Double, inout Row) -> Void) {
        guard symbol.id < columns.count, !walking else { return }
        walking = true
        walk &+= 1
        if walk == 0 {
            for index in seen.indices { seen[index] = 0 }
            walk = 1
        }
        let listed = columns[symbol.id].rows
        var kept: [Symbol] = []
        kept.reserveCapacity(listed.count)
        visits += listed.count
        for basic in listed where seen[basic.id] != walk {
            seen[basic.id] = walk
            let place = index(of: basic)
            guard place >= 0 else { continue }
            let coefficient = rows[place].coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            change(basic, coefficient, &rows[place])
            if let added { for cell in added.cells { list(basic, in: cell.symbol) } }
            if rows[place].coefficient(for: symbol) != 0 { kept.append(basic) }
        }
        // A change lists only the symbols of `added`, never `symbol` itself (it is what `added` stands for), but keep
        // anything listed meanwhile all the same.
        kept += columns[symbol.id].rows[listed.count...]
        columns[symbol.id] = Column(rows: kept, cleanAt: Swift.max(16, 2 * kept.count))
        walking = false
        while let next = overgrown.popLast() {
            if columns[next.id].rows.count >= columns[next.id].cleanAt { modifyRows(holding: next) { _, _, _ in } }
        }
    }

    /// Every row that holds `symbol`: its basic symbol, the symbol's coefficient there and the row's constant (in no
    /// set order).
    mutating func rows(holding symbol: Symbol) -> [(basic: Symbol, coefficient: Double, constant: Double)] {
        var found: [(basic: Symbol, coefficient: Double, constant: Double)] = []
        modifyRows(holding: symbol) { basic, coefficient, row in found.append((basic, coefficient, row.constant)) }
        return found
    }

    private func index(of symbol: Symbol) -> Int {
        symbol.id < position.count ? Int(position[symbol.id]) : -1
    }

    private mutating func grow(to id: Int) {
        while position.count <= id {
            position.append(-1)
            columns.append(Column())
            seen.append(0)
        }
    }

    /// Lists `basic` in `symbol`'s column, cleaning the column when it has doubled since it was last clean.
    private mutating func list(_ basic: Symbol, in symbol: Symbol) {
        grow(to: Swift.max(symbol.id, basic.id))
        columns[symbol.id].rows.append(basic)
        guard columns[symbol.id].rows.count == columns[symbol.id].cleanAt else { return }
        if walking { overgrown.append(symbol) } else { modifyRows(holding: symbol) { _, _, _ in } }
    }

    /// Moves the last row into `place`.
    private mutating func removeRow(at place: Int) {
        position[basics[place].id] = -1
        let last = rows.count - 1
        if place != last {
            basics[place] = basics[last]
            rows.swapAt(place, last)
            position[basics[place].id] = Int32(place)
        }
        basics.removeLast()
        rows.removeLast()
    }
}
