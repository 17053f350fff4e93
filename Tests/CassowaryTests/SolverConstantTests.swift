import Cassowary
import Foundation
import Testing

/// Constants changed in place (``Solver/setConstant(_:of:)``) against the brute-force minimum of the changed system.
@Suite("Cassowary: a constant changed in place re-solves to the changed system's optimum")
struct SolverConstantTests {
    typealias Line = SolverBruteForceTests.Line

    @Test("300 random systems, five changes each: the objective is the brute-force minimum; an impossible change is refused")
    func randomChanges() throws {
        var random = SolverBruteForceTests.Random(state: 77)
        let strengths = [Strength.strong, Strength.medium, Strength.weak, 7 * Strength.weak]
        var refusals = 0
        for system in 0..<300 {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            var lines = SolverBruteForceTests.box
            let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            for index in 0..<random.int(1...4) {
                let required = random.int(0...2) == 0
                lines.append(
                    Line(
                        a: Double(random.int(-3...3)), b: Double(random.int(-3...3)), c: Double(random.int(-150...150)),
                        relation: required ? relations[random.int(1...2)] : relations[random.int(0...2)],
                        strength: required ? Strength.required : strengths[index]))
            }
            var accepted: [(line: Line, constraint: Constraint)] = []
            for line in lines {
                let constraint = Constraint(line.a * x + line.b * y, line.relation, Expression(line.c), strength: line.strength)
                if (try? solver.addConstraint(constraint)) != nil { accepted.append((line, constraint)) }
            }
            for change in 0..<5 {
                let index = random.int(0...(accepted.count - 1))
                let old = accepted[index].line
                let changed = Line(a: old.a, b: old.b, c: Double(random.int(-150...150)), relation: old.relation, strength: old.strength)
                var lines = accepted.map(\.line)
                lines[index] = changed
                let possible = SolverBruteForceTests.bruteForce(lines) != nil
                do {
                    try solver.setConstant(-changed.c, of: accepted[index].constraint)
                    #expect(possible, "system \(system) change \(change): accepted \(changed.c), which no point meets")
                    accepted[index].line = changed
                } catch {
                    #expect(!possible, "system \(system) change \(change): refused \(changed.c), which some point meets")
                    refusals += 1
                    #expect(accepted[index].constraint.expression.constant == -old.c)
                }
                solver.updateVariables()
                let current = accepted.map(\.line)
                let expected = try #require(SolverBruteForceTests.bruteForce(current))
                let found = SolverBruteForceTests.objective(current, x.value, y.value)
                #expect(SolverBruteForceTests.feasible(current, x.value, y.value), "system \(system) change \(change): infeasible")
                #expect(
                    abs(found - expected) <= 1e-6 * Swift.max(1, expected),
                    "system \(system) change \(change): objective \(found), the least is \(expected)")
            }
        }
        // The systems include required changes no point meets, so the refusal path is exercised too.
        #expect(refusals > 20)
    }

    @Test("an optional equality's constant moved: the solution follows, and a redundant required equality refuses a contradiction")
    func byHand() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left == 10)
        let wish = (width == 100).withStrength(Strength.strong)
        try solver.addConstraint(wish)
        try solver.addConstraint(left + width <= Expression(250))
        try solver.setConstant(-300, of: wish) // width == 300, capped by left + width ≤ 250: width 240
        solver.updateVariables()
        #expect(left.value == 10 && width.value == 240)
        try solver.setConstant(-50, of: wish)
        solver.updateVariables()
        #expect(width.value == 50)

        let twice = left == 10
        try solver.addConstraint(twice)
        #expect(throws: SolverError.self) { try solver.setConstant(-20, of: twice) }
        solver.updateVariables()
        #expect(left.value == 10 && width.value == 50)
    }
}
