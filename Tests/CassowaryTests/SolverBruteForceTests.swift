import Cassowary
import Foundation
import Testing

/// Random small systems against a brute-force reference: two unknowns in a box, random required inequalities and
/// random optional constraints at distinct strengths. Cassowary minimises Σ strength × error subject to the required
/// constraints; that minimum of a convex piecewise-linear function over a polygon lies at a vertex of the
/// arrangement of every constraint's line, so trying every intersection of two lines finds it.
@Suite("Cassowary against brute force on random systems")
struct SolverBruteForceTests {
    /// SplitMix64: the same systems on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
    }

    /// `a·x + b·y (relation) c` at `strength`.
    struct Line {
        let a: Double, b: Double
        var c: Double
        let relation: Constraint.Relation
        let strength: Double

        /// How far (x, y) misses it (0 when it holds).
        func error(_ x: Double, _ y: Double) -> Double {
            let value = a * x + b * y - c
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return Swift.max(value, 0)
            case .greaterThanOrEqual: return Swift.max(-value, 0)
            }
        }
    }

    /// The box 0…100 × 0…100 every system starts from: it keeps the feasible polygon bounded.
    static let box = [
        Line(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, strength: Strength.required),
        Line(a: 1, b: 0, c: 100, relation: .lessThanOrEqual, strength: Strength.required),
        Line(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, strength: Strength.required),
        Line(a: 0, b: 1, c: 100, relation: .lessThanOrEqual, strength: Strength.required),
    ]

    static func objective(_ lines: [Line], _ x: Double, _ y: Double) -> Double {
        lines.filter { $0.strength < Strength.required }.reduce(0) { $0 + $1.strength * $1.error(x, y) }
    }

    static func feasible(_ lines: [Line], _ x: Double, _ y: Double) -> Bool {
        lines.filter { $0.strength >= Strength.required }.allSatisfy { $0.error(x, y) <= 1e-7 }
    }

    /// The least objective over every vertex of the arrangement that meets the required lines; nil when none does.
    static func bruteForce(_ lines: [Line]) -> Double? {
        var best: Double?
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (p, q) = (lines[i], lines[j])
                let determinant = p.a * q.b - p.b * q.a
                guard abs(determinant) > 1e-12 else { continue }
                let x = (p.c * q.b - p.b * q.c) / determinant, y = (p.a * q.c - p.c * q.a) / determinant
                guard feasible(lines, x, y) else { continue }
                let value = objective(lines, x, y)
                if best == nil || value < best! { best = value }
            }
        }
        return best
    }

    @Test("500 random systems: the solver's objective is the brute-force minimum, and it refuses exactly the infeasible")
    func randomSystems() throws {
        var random = Random(state: 2026)
        let strengths = [Strength.strong, Strength.medium, Strength.weak, 7 * Strength.weak, Strength.make(0, 3, 0)]
        for system in 0..<500 {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            // The box keeps the feasible polygon bounded, so the minimum sits at a vertex.
            var lines = Self.box
            for _ in 0..<random.int(0...3) {
                lines.append(
                    Line(
                        a: Double(random.int(-3...3)), b: Double(random.int(-3...3)), c: Double(random.int(-150...150)),
                        relation: random.int(0...1) == 0 ? .lessThanOrEqual : .greaterThanOrEqual, strength: Strength.required))
            }
            for index in 0..<random.int(1...4) {
                let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                lines.append(
                    Line(
                        a: Double(random.int(-3...3)), b: Double(random.int(-3...3)), c: Double(random.int(-150...150)),
                        relation: relations[random.int(0...2)], strength: strengths[index]))
            }
            var accepted: [Line] = []
            for line in lines {
                let constraint = Constraint(line.a * x + line.b * y, line.relation, Expression(line.c), strength: line.strength)
                // Optional constraints always go in; required ones once the box is whole (its corners are vertices).
                let possible = line.strength < Strength.required || accepted.count < 4 || Self.bruteForce(accepted + [line]) != nil
                do {
                    try solver.addConstraint(constraint)
                    #expect(possible, "system \(system): accepted a required constraint no point meets")
                    accepted.append(line)
                } catch {
                    #expect(!possible, "system \(system): refused \(constraint), which some point meets")
                }
            }
            solver.updateVariables()
            let expected = try #require(Self.bruteForce(accepted))
            let found = Self.objective(accepted, x.value, y.value)
            #expect(Self.feasible(accepted, x.value, y.value), "system \(system): (\(x.value), \(y.value)) breaks a required constraint")
            #expect(
                abs(found - expected) <= 1e-6 * Swift.max(1, expected), "system \(system): objective \(found), the least is \(expected)")
        }
    }
}
