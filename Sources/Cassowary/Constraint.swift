/// A linear relation the solver keeps: `expression (relation) 0`, at a strength (also spelled `kiwi::Constraint`).
public final class Constraint: Hashable, CustomStringConvertible {
    /// How the expression relates to zero.
    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// The constraint moved to one side: `lhs − rhs`; its constant changes through ``Solver/setConstant(_:of:)``.
    public internal(set) var expression: Expression
    public let relation: Relation
    /// From 0 to ``Strength/required``.
    public let strength: Double

    /// `lhs (relation) rhs` at `strength`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Double = Strength.required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = Strength.clipped(strength)
    }

    /// The same relation at another strength.
    public func withStrength(_ strength: Double) -> Constraint {
        Constraint(expression, relation, Expression(), strength: strength)
    }

    /// Whether both are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// A readable form, for messages.
    public var description: String { "\(expression) \(relation.rawValue) 0 (strength \(strength))" }
}

/// Constraints written as relations: `x == y + 10`, `w >= 20`, `2 * a <= b`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The constraint `lhs <= rhs` (required; see ``Constraint/withStrength(_:)``).
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The constraint `lhs >= rhs` (required; see ``Constraint/withStrength(_:)``).
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The constraint `lhs == rhs` (required; see ``Constraint/withStrength(_:)``).
public func == (lhs: Variable, rhs: Expression) -> Constraint { lhs.expression == rhs }
/// The constraint `lhs <= rhs` (required; see ``Constraint/withStrength(_:)``).
public func <= (lhs: Variable, rhs: Expression) -> Constraint { lhs.expression <= rhs }
/// The constraint `lhs >= rhs` (required; see ``Constraint/withStrength(_:)``).
public func >= (lhs: Variable, rhs: Expression) -> Constraint { lhs.expression >= rhs }
/// The constraint `lhs == rhs` (required; see ``Constraint/withStrength(_:)``).
public func == (lhs: Variable, rhs: Variable) -> Constraint { lhs.expression == rhs.expression }
/// The constraint `lhs <= rhs` (required; see ``Constraint/withStrength(_:)``).
public func <= (lhs: Variable, rhs: Variable) -> Constraint { lhs.expression <= rhs.expression }
/// The constraint `lhs >= rhs` (required; see ``Constraint/withStrength(_:)``).
public func >= (lhs: Variable, rhs: Variable) -> Constraint { lhs.expression >= rhs.expression }
/// The constraint `lhs == rhs` (required; see ``Constraint/withStrength(_:)``).
public func == (lhs: Variable, rhs: Double) -> Constraint { lhs.expression == Expression(rhs) }
/// The constraint `lhs <= rhs` (required; see ``Constraint/withStrength(_:)``).
public func <= (lhs: Variable, rhs: Double) -> Constraint { lhs.expression <= Expression(rhs) }
/// The constraint `lhs >= rhs` (required; see ``Constraint/withStrength(_:)``).
public func >= (lhs: Variable, rhs: Double) -> Constraint { lhs.expression >= Expression(rhs) }
/// The constraint `lhs == rhs` (required; see ``Constraint/withStrength(_:)``).
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
/// The constraint `lhs <= rhs` (required; see ``Constraint/withStrength(_:)``).
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
/// The constraint `lhs >= rhs` (required; see ``Constraint/withStrength(_:)``).
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
