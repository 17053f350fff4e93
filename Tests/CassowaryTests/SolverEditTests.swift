import Cassowary
import Testing

/// Edits re-solved incrementally (the dual simplex) land where a solver built from scratch with the edit as a plain
/// constraint lands.
@Suite("Cassowary: incremental edits against solving from scratch")
struct SolverEditTests {
    /// A row of `count` boxes 40 wide in 0…1000, each at least 10 after the one before (required), each wishing to
    /// stay at 100·i (weak, heavier to the right); box `edited` is dragged (strong).
    func row(count: Int, edited: Int, at value: Double?, solver: Solver) throws -> [Variable] {
        let boxes = (0..<count).map { Variable("x\($0)") }
        try solver.addConstraint(boxes[0] >= 0)
        try solver.addConstraint(boxes[count - 1] + 40 <= Expression(1000))
        for index in 1..<count { try solver.addConstraint(boxes[index] >= boxes[index - 1] + 50) }
        for (index, box) in boxes.enumerated() {
            try solver.addConstraint((box == Double(100 * index)).withStrength(Strength.weak * Double(index + 1)))
        }
        if let value {
            try solver.addConstraint((boxes[edited] == value).withStrength(Strength.strong))
        } else {
            try solver.addEditVariable(boxes[edited], strength: Strength.strong)
        }
        return boxes
    }

    @Test("dragging a box through 200 positions: each incremental solve equals a fresh solve")
    func dragMatchesScratch() throws {
        let edited = 4
        let solver = Solver()
        let boxes = try row(count: 9, edited: edited, at: nil, solver: solver)
        var value = 0.0
        for step in 0..<200 {
            value = Double((step * 137) % 1100) - 50
            try solver.suggestValue(boxes[edited], value)
            solver.updateVariables()
            let scratch = Solver()
            let fresh = try row(count: 9, edited: edited, at: value, solver: scratch)
            scratch.updateVariables()
            for (incremental, reference) in zip(boxes, fresh) {
                #expect(
                    abs(incremental.value - reference.value) < 1e-9,
                    "step \(step), drag to \(value): \(incremental) is \(incremental.value), a fresh solve says \(reference.value)")
            }
        }
    }
}
