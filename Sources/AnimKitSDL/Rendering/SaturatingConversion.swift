import Foundation

extension Int32 {
    /// `value` as an `Int32` clamped to `limits`, NaN as 0.
    ///
    /// Geometry from scene files and user code reaches SDL's `Int32` fields, and
    /// `Int32(_:)` traps on anything out of range or not finite.
    init(saturating value: Double, limits: ClosedRange<Int32> = -1_000_000_000...1_000_000_000) {
        guard !value.isNaN else {
            self = Swift.min(Swift.max(0, limits.lowerBound), limits.upperBound)
            return
        }
        self = Int32(Swift.min(Swift.max(value, Double(limits.lowerBound)), Double(limits.upperBound)))
    }
}
