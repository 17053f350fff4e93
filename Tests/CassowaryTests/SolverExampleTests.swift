import Cassowary
import Testing

/// The solver on the paper's example and on the rules of strengths, with answers worked out by hand.
@Suite("Cassowary: the paper's example and the rules of strengths")
struct SolverExampleTests {
    /// Badros, Borning & Stuckey's running example: a midpoint between a left and a right edge, inside 0…100, at least
    /// 10 apart — `2·xm = xl + xr`, `xl + 10 ≤ xr`, `xr ≤ 100`, `xl ≥ 0`, all required — with xm edited (strong), the
    /// right edge staying at 100 (medium) and the left at 90 (weak).
    func midpoint() throws -> (Solver, xl: Variable, xm: Variable, xr: Variable) {
        let solver = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        for constraint in [2 * xm == xl + xr, xl + 10 <= xr.expression, xr <= 100, xl >= 0] { try solver.addConstraint(constraint) }
        try solver.addConstraint((xr == 100).withStrength(Strength.medium))
        try solver.addConstraint((xl == 90).withStrength(Strength.weak))
        try solver.addEditVariable(xm, strength: Strength.strong)
        return (solver, xl, xm, xr)
    }

    @Test("dragging the midpoint to 60: the right edge stays (medium beats weak), the left moves to 20")
    func dragInside() throws {
        let (solver, xl, xm, xr) = try midpoint()
        try solver.suggestValue(xm, 60)
        solver.updateVariables()
        #expect(xm.value == 60 && xr.value == 100 && xl.value == 20)
    }

    @Test("past the right wall (110) the midpoint stops where the edges allow: 95, with the edges at 90 and 100")
    func dragPastTheWall() throws {
        let (solver, xl, xm, xr) = try midpoint()
        try solver.suggestValue(xm, 110)
        solver.updateVariables()
        #expect(xm.value == 95 && xl.value == 90 && xr.value == 100)
    }

    @Test("to the left wall (0): the left edge at 0, the right 10 from it, the midpoint at 5; and back to 60")
    func dragToTheLeftWallAndBack() throws {
        let (solver, xl, xm, xr) = try midpoint()
        try solver.suggestValue(xm, 0)
        solver.updateVariables()
        #expect(xm.value == 5 && xl.value == 0 && xr.value == 10)
        try solver.suggestValue(xm, 60)
        solver.updateVariables()
        #expect(xm.value == 60 && xr.value == 100 && xl.value == 20)
    }

    @Test("a required bound beats a strong wish, which beats a weak one: x ≥ 10, x = 5 strong, x = 20 weak gives 10")
    func strengthsInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 5).withStrength(Strength.strong))
        try solver.addConstraint((x == 20).withStrength(Strength.weak))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("a required constraint that contradicts is refused, and the solver goes on as before")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y == x + 5)
        #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
        #expect(throws: SolverError.self) { try solver.addConstraint(y <= x.expression) }
        try solver.addConstraint((x == 12).withStrength(Strength.weak))
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 17)
    }

    @Test("removing a constraint lets the next strongest decide; duplicates and unknowns are refused")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 20).withStrength(Strength.strong)
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(strong)
        try solver.addConstraint((x == 15).withStrength(Strength.weak))
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(throws: SolverError.duplicateConstraint("\(strong)")) { try solver.addConstraint(strong) }
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 15)
        #expect(throws: SolverError.unknownConstraint("\(strong)")) { try solver.removeConstraint(strong) }
    }

    @Test("an edit cannot be required; a second edit of a variable and a suggestion without one are refused")
    func editRules() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.requiredEditStrength("x")) { try solver.addEditVariable(x, strength: Strength.required) }
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(throws: SolverError.duplicateEditVariable("x")) { try solver.addEditVariable(x, strength: Strength.weak) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable("x")) { try solver.suggestValue(x, 3) }
    }
}
