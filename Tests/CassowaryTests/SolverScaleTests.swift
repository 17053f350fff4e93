import Testing

@testable import Cassowary

/// A screen-sized system: the solver's work grows with the rows a pivot touches, not with the rows there are.
@Suite("Cassowary at scale: a grid of 2 500 boxes, 10 000 constraints")
struct SolverScaleTests {
    /// 50 × 50 boxes, each 6 wide and as tall as wide, its left edge 1 after its left neighbour's right edge (10 from
    /// the screen's for the first column) and its top 1 under the box above (10 for the first row): box (row, column)
    /// is at (10 + 7 × column, 10 + 7 × row), 6 × 6.
    static let side = 50

    @Test("every box where the constraints put it, and the pivots visit fewer than 50 rows per constraint added (323 632 in all here)")
    func grid() throws {
        let solver = Solver()
        let side = Self.side
        let boxes = (0..<(side * side)).map { _ in (left: Variable("l"), top: Variable("t"), width: Variable("w"), height: Variable("h")) }
        for (index, box) in boxes.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: side)
            try solver.addConstraint(box.width == 6)
            try solver.addConstraint(box.height == box.width.expression)
            let before = boxes[max(index - 1, 0)], above = boxes[max(index - side, 0)]
            try solver.addConstraint(column == 0 ? box.left == 10 : box.left == before.left + before.width + 1)
            try solver.addConstraint(row == 0 ? box.top == 10 : box.top == above.top + above.height + 1)
        }
        solver.updateVariables()
        var misplaced = 0
        for (index, box) in boxes.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: side)
            let expected = (Double(10 + 7 * column), Double(10 + 7 * row), 6.0, 6.0)
            if (box.left.value, box.top.value, box.width.value, box.height.value) != expected { misplaced += 1 }
        }
        #expect(misplaced == 0)
        // Walking every row for each pivot visits about n²/2 = 50 million rows here.
        #expect(solver.rowVisits < 50 * 4 * side * side, "\(solver.rowVisits) rows visited")
    }
}
