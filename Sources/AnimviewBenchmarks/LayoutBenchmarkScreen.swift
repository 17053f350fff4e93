import Cassowary
import Foundation

/// The screen `animview bench layout` lays out: a grid of views ten to a row, as plain linear constraints — the same
/// system given to this project's solver and to kiwi.
///
/// Each view has four unknowns (left, top, width, height) and four constraints: its
/// left edge 8 points after its left neighbour's right edge (or 16 from the
/// screen's), its top 8 below the bottom of the view above (or 20 from the top), its
/// height half its width plus 10, and its width — an optional equality at
/// priority 750 on even views, a required minimum on odd ones. The first view's width
/// is the constraint whose constant the re-solve changes.
public struct LayoutBenchmarkScreen: Sendable {
    /// One constraint: Σ coefficient × unknown + constant (relation) 0, at a strength.
    public struct Row: Sendable {
        public let terms: [(unknown: Int, coefficient: Double)]
        public let constant: Double
        public let relation: Constraint.Relation
        public let strength: Double
    }

    public static let columns = 10
    /// Priority 750 on Auto Layout's scale, as AnimKit maps it to a strength (10^(750/125)).
    public static let optionalStrength = 1e6

    public let viewCount: Int
    public let rows: [Row]

    /// The screen with `constraintCount / 4` views.
    public init(constraintCount: Int) {
        viewCount = Swift.max(constraintCount / 4, 1)
        var rows: [Row] = []
        for view in 0..<viewCount {
            let (left, top, width, height) = (4 * view, 4 * view + 1, 4 * view + 2, 4 * view + 3)
            let column = view % Self.columns
            rows.append(
                column == 0
                    ? Row(terms: [(left, 1)], constant: -16, relation: .equal, strength: Strength.required)
                    : Row(terms: [(left, 1), (left - 4, -1), (width - 4, -1)], constant: -8, relation: .equal, strength: Strength.required))
            let above = 4 * Self.columns
            rows.append(
                view < Self.columns
                    ? Row(terms: [(top, 1)], constant: -20, relation: .equal, strength: Strength.required)
                    : Row(
                        terms: [(top, 1), (top - above, -1), (height - above, -1)], constant: -8, relation: .equal,
                        strength: Strength.required))
            rows.append(Self.widthRow(view: view, width: Self.baseWidth(of: view)))
            rows.append(Row(terms: [(height, 1), (width, -0.5)], constant: -10, relation: .equal, strength: Strength.required))
        }
        self.rows = rows
    }

    /// How many constraints the screen has.
    public var constraintCount: Int { rows.count }

    /// The width a view asks for: 40 to 100 points.
    public static func baseWidth(of view: Int) -> Double { Double(40 + (view * 37) % 61) }

    /// The first view's width constraint with its constant at `width`: what the re-solve changes.
    static func widthRow(view: Int, width: Double) -> Row {
        Row(
            terms: [(4 * view + 2, 1)], constant: -width, relation: view % 2 == 0 ? .equal : .greaterThanOrEqual,
            strength: view % 2 == 0 ? optionalStrength : Strength.required)
    }

    /// Index of the first view's width constraint in ``rows``.
    public static let editedRow = 2

    /// The system as text for the kiwi peer: the unknowns' count, then one constraint a line —
    /// `relation strength constant unknown:coefficient…`, the edited one's relation written `edit`.
    public var text: String {
        var lines = ["\(4 * viewCount)"]
        for (index, row) in rows.enumerated() {
            let relation = index == Self.editedRow ? "edit" : row.relation.rawValue
            let terms = row.terms.map { "\($0.unknown):\($0.coefficient)" }.joined(separator: " ")
            lines.append("\(relation) \(row.strength) \(row.constant) \(terms)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
