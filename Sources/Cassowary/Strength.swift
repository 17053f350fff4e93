/// How much a constraint matters: required constraints must hold; the others are met as well as their strength allows,
/// a stronger one before any number of weaker ones (within the range each level spans).
public enum Strength {
    /// Must hold; a required constraint that cannot is refused (``SolverError/unsatisfiableConstraint(_:)``).
    public static let required = make(1000, 1000, 1000)
    /// Strong: wins over any number of medium and weak constraints (up to a thousand of them).
    public static let strong = make(1, 0, 0)
    /// Medium: wins over any number of weak constraints (up to a thousand of them).
    public static let medium = make(0, 1, 0)
    /// Weak: the least that still counts.
    public static let weak = make(0, 0, 1)

    /// A strength from its strong, medium and weak parts (each 0…1000), scaled by `weight`.
    public static func make(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Double {
        func part(_ value: Double) -> Double { Swift.min(Swift.max(value * weight, 0), 1000) }
        return part(strong) * 1_000_000 + part(medium) * 1000 + part(weak)
    }

    /// `strength` kept within 0…``required``.
    static func clipped(_ strength: Double) -> Double { Swift.min(Swift.max(strength, 0), required) }
}
