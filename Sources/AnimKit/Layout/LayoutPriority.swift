/// How much a constraint matters to Auto Layout, 1…1000 (also spelled `UILayoutPriority`); 1000 is required.
///
/// A higher priority is met before any lower one: on the solver's scale each
/// 125 points of priority weigh ten times more (`10^(priority ÷ 125)`), so 750 outweighs
/// ten thousand points of error at 250, and every priority below 1000 stays below required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// A button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` fits at.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
