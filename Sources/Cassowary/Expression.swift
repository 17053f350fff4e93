/// A linear expression: Σ coefficient × variable + constant.
public struct Expression: CustomStringConvertible {
    /// Each variable with its coefficient, in the order they first appeared; a variable appears once.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    /// `constant` alone.
    public init(_ constant: Double = 0) {
        terms = []
        self.constant = constant
    }

    /// `coefficient × variable + constant`.
    public init(_ variable: Variable, coefficient: Double = 1, constant: Double = 0) {
        terms = [(variable, coefficient)]
        self.constant = constant
    }

    /// Adds `coefficient × variable`, merging with the variable's term if it has one.
    public mutating func add(_ variable: Variable, coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    /// This expression's value with every variable at its current ``Variable/value``.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    /// A readable form, for messages.
    public var description: String {
        (terms.map { "\($0.coefficient) × \($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        var sum = lhs
        for term in rhs.terms { sum.add(term.variable, coefficient: term.coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    /// The expression `lhs * rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        var product = Expression(lhs * rhs.constant)
        for term in rhs.terms { product.add(term.variable, coefficient: lhs * term.coefficient) }
        return product
    }

    /// The negated expression.
    public static prefix func - (operand: Expression) -> Expression { -1 * operand }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(-rhs) }
    /// The expression `lhs * rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
    /// The expression `lhs / rhs`.
    public static func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
}

/// A variable reads as the expression `1 × variable` wherever an expression is expected.
extension Variable {
    /// `1 × self`.
    public var expression: Expression { Expression(self) }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { lhs.expression + rhs }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { lhs.expression - rhs }
    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { lhs.expression + rhs.expression }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { lhs.expression - rhs.expression }
    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { lhs.expression + rhs }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { lhs.expression - rhs }
    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + rhs.expression }
    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - rhs.expression }
    /// The expression `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs, coefficient: lhs) }
    /// The expression `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs, coefficient: rhs) }
    /// The expression `lhs / rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs, coefficient: 1 / rhs) }
}
