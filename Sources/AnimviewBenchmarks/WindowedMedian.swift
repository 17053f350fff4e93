/// The benchmarks' statistic, the one the C floor, Qt and SDL peers use: the median over repetitions of each repetition's mean.
///
/// On a shared machine a neighbour slows everything for stretches of tens of
/// milliseconds; a median of single samples lands in such a stretch whenever it
/// covers half the run, a median of window means only when it covers half the windows.
package enum WindowedMedian {
    /// The median over consecutive windows of `window` samples of each window's mean; samples after the last whole
    /// window are left out, and with fewer samples than a window it is the mean of them all.
    package static func of(_ samples: [Double], window: Int) -> Double {
        guard !samples.isEmpty else { return .nan }
        let size = Swift.min(Swift.max(window, 1), samples.count)
        let means = stride(from: 0, through: samples.count - size, by: size).map { start in
            samples[start..<start + size].reduce(0, +) / Double(size)
        }
        return means.sorted()[means.count / 2]
    }
}
