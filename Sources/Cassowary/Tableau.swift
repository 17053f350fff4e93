/// The rows of the tableau by basic symbol: rows side by side in one array, found through an array indexed by symbol
/// number (symbols are numbered densely from 1).
///
/// The simplex walks every row for each substitution; walking one array, changing
/// each row where it is, costs a fraction of walking a dictionary (whose index
/// ranges hold the storage and make a change copy all of it).
struct Tableau {
    private(set) var basics: [Symbol] = []
    private(set) var rows: [Row] = []
    /// Where each symbol's row is in ``rows``, by symbol number; −1 when the symbol is not basic.
    private var position: [Int32] = []

    var count: Int { rows.count }

    /// The row of `symbol`, if it is basic; setting `nil` takes the row out.
    subscript(symbol: Symbol) -> Row? {
        get {
            let place = index(of: symbol)
            return place < 0 ? nil : rows[place]
        }
        set {
            let place = index(of: symbol)
            switch (place < 0, newValue) {
            case (true, let row?):
                while position.count <= symbol.id { position.append(-1) }
                position[symbol.id] = Int32(rows.count)
                basics.append(symbol)
                rows.append(row)
            case (false, let row?):
                rows[place] = row
            case (false, nil):
                removeRow(at: place)
            case (true, nil):
                break
            }
        }
    }

    /// Takes the row of `symbol` out, returning it.
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        let place = index(of: symbol)
        guard place >= 0 else { return nil }
        let row = rows[place]
        removeRow(at: place)
        return row
    }

    /// Changes the row of `symbol` in place; false when the symbol is not basic.
    @discardableResult
    mutating func modify(_ symbol: Symbol, _ change: (inout Row) -> Void) -> Bool {
        let place = index(of: symbol)
        guard place >= 0 else { return false }
        change(&rows[place])
        return true
    }

    /// Runs `change` on every row in place, with its basic symbol.
    mutating func modifyEach(_ change: (Symbol, inout Row) -> Void) {
        for place in rows.indices { change(basics[place], &rows[place]) }
    }

    private func index(of symbol: Symbol) -> Int {
        symbol.id < position.count ? Int(position[symbol.id]) : -1
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
