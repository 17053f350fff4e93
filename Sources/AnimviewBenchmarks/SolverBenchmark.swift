import Cassowary
import Foundation

/// The Cassowary module alone on ``LayoutBenchmarkScreen``: a solve from scratch, and a re-solve after the first
/// view's width constant changes in place.
public struct SolverBenchmark {
    public let screen: LayoutBenchmarkScreen

    public init(screen: LayoutBenchmarkScreen) {
        self.screen = screen
    }

    /// The unknowns and constraints of the screen, made before any timing.
    private func build() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<(4 * screen.viewCount)).map { Variable("v\($0)") }
        let constraints = screen.rows.map { row in
            var expression = Expression(row.constant)
            for term in row.terms { expression.add(variables[term.unknown], coefficient: term.coefficient) }
            return Constraint(expression, row.relation, Expression(), strength: row.strength)
        }
        return (variables, constraints)
    }

    /// Median CPU milliseconds of `repetitions` solves from scratch (a new solver, every constraint added, the
    /// values read out), and the values of the last.
    public func scratch(repetitions: Int) throws -> (milliseconds: Double, values: [Double]) {
        var times: [Double] = []
        var values: [Double] = []
        for _ in 0..<repetitions {
            let (variables, constraints) = build()
            let start = CPUTime.nanoseconds()
            let solver = Solver()
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
            values = variables.map(\.value)
        }
        return (times.sorted()[times.count / 2], values)
    }

    /// Median CPU milliseconds of `repetitions` re-solves, the first view's width moving between 45 and 55 and back.
    public func resolve(repetitions: Int) throws -> Double {
        let (_, constraints) = build()
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let edited = constraints[LayoutBenchmarkScreen.editedRow]
        var times: [Double] = []
        for repetition in 0..<repetitions {
            let start = CPUTime.nanoseconds()
            try solver.setConstant(repetition % 2 == 0 ? -55 : -45, of: edited)
            solver.updateVariables()
            times.append(Double(CPUTime.nanoseconds() - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }
}
