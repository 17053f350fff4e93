import Foundation

/// The progress a curve's plot spans: 0 to 1, widened to take in the whole curve, so a spring's swing past its target
/// (ζ = 0.2 reaches about 1.5) or an anticipating curve's dip below 0 is drawn, not cut off at the plot's edge.
package struct ProgressRange: Equatable {
    package let low: Double
    package let high: Double

    /// The range of `values`, progress a curve reached (non-finite ones left out).
    package init(values: [Double]) {
        let finite = values.filter(\.isFinite)
        low = Swift.min(finite.min() ?? 0, 0)
        high = Swift.max(finite.max() ?? 1, 1)
    }

    /// Where `progress` sits in the range: 0 at its bottom, 1 at its top.
    package func height(of progress: Double) -> Double {
        (Swift.min(Swift.max(progress, low), high) - low) / (high - low)
    }
}
