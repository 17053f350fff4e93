/// The Bézier inverse tables of one kernel, one per set of control points, made on first use and freed with the kernel.
///
/// Runs and tracks in the kernel hold a plain pointer to their curve's table
/// (``BezierInverse``), so copying one, as every frame does, costs no reference
/// counting. A run or track leaving the kernel drops its pointer, so nothing
/// outlives the tables it points into. At most ``capacity`` tables (2.5 KB each);
/// curves beyond are solved in full, as a curve outside the kernel always is.
@preconcurrency @MainActor
final class CurveTables {
    private struct Key: Hashable {
        let x1: Double, y1: Double, x2: Double, y2: Double
    }

    /// The most tables one kernel makes.
    static let capacity = 256
    private var tables: [Key: BezierInverse] = [:]

    /// How many tables exist now.
    var count: Int { tables.count }

    /// The table for `function` when it is a Bézier curve that has one (not a spring, the identity or a non-finite
    /// curve), made on first use; `nil` too once ``capacity`` tables exist.
    func table(for function: TimingFunction) -> BezierInverse? {
        guard case .bezier(let curve) = function, curve.isFinite, !curve.isLinear else { return nil }
        let key = Key(
            x1: Double(curve.controlPoint1.x), y1: Double(curve.controlPoint1.y), x2: Double(curve.controlPoint2.x),
            y2: Double(curve.controlPoint2.y))
        if let known = tables[key] { return known }
        guard tables.count < CurveTables.capacity else { return nil }
        let table = BezierInverse(curve)
        tables[key] = table
        return table
    }

    isolated deinit {
        for table in tables.values { table.deallocate() }
    }
}
