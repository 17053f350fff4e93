import Foundation

/// The progress a curve's plot spans: 0 to 1, widened to take in the whole curve, so a spring's swing past its target
/// (ζ = 0.2 reaches about 1.5) or an anticipating curve's dip below 0 is drawn, not cut off at the plot's edge.
package struct ProgressRange: Equatable {
    package let low: Double
    package let high: Double

    /// The range of `curve` (progress at a time fraction) over `samples` fractions evenly spread across 0…1.
    package init(of curve: (Double) -> Double, samples: Int) {
        var low = 0.0, high = 1.0
        for step in 0...Swift.max(samples, 1) {
            let progress = curve(Double(step) / Double(Swift.max(samples, 1)))
            guard progress.isFinite else { continue }
            low = Swift.min(low, progress)
            high = Swift.max(high, progress)
        }
        self.low = low
        self.high = high
    }

    /// Where `progress` sits in the range: 0 at its bottom, 1 at its top.
    package func height(of progress: Double) -> Double {
        (Swift.min(Swift.max(progress, low), high) - low) / (high - low)
    }
}
