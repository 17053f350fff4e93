import Foundation

/// Pacing figures from a window's frame log (`animview demo --frame-log FILE`).
///
/// Each line holds a frame's index on the refresh grid, its target time and
/// when its work actually began (ms since the window opened). Lateness is
/// actual − target; a frame index skipped between two logged frames while the
/// scene was animating is a missed frame. Indices run from 0 to 10⁹ (over
/// six months at 60 Hz) and times are finite, so no sum can overflow.
public struct FrameLogStatistics: Sendable {
    /// How many frames were drawn.
    public let frames: Int
    /// Refresh slots skipped between two drawn frames.
    public let missed: Int
    /// The mean |actual − target|, in ms.
    public let meanLateness: Double
    /// The median |actual − target|, in ms.
    public let p50: Double
    /// The 99th percentile of |actual − target|, in ms.
    public let p99: Double
    /// The largest |actual − target|, in ms.
    public let worst: Double

    /// The largest frame index a log may hold.
    public static let maximumIndex = 1_000_000_000

    /// Reads a log; a line that is not `INDEX TARGET_MS ACTUAL_MS` within bounds, or a log with no frames, is a ``FrameLogError``.
    public init(log text: String) throws(FrameLogError) {
        var indices: [Int] = [], deviations: [Double] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let index = Int(fields[0]), let target = Double(fields[1]), let actual = Double(fields[2]),
                (0...Self.maximumIndex).contains(index), target.isFinite, actual.isFinite
            else {
                throw FrameLogError(
                    "not a frame log line (index from 0 to \(Self.maximumIndex), two finite times in ms): \(line.prefix(80))")
            }
            indices.append(index)
            deviations.append(abs(actual - target))
        }
        guard !indices.isEmpty else { throw FrameLogError("the frame log has no frames") }
        frames = indices.count
        missed = zip(indices, indices.dropFirst()).reduce(0) { $0 + max($1.1 - $1.0 - 1, 0) }
        let sorted = deviations.sorted()
        meanLateness = deviations.reduce(0, +) / Double(deviations.count)
        p50 = sorted[sorted.count / 2]
        p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.down)))]
        worst = sorted[sorted.count - 1]
    }

    /// The figures as one `pacing key=value …` line.
    public var line: String {
        String(
            format: "pacing frames=%d missed=%d mean_abs_ms=%.3f p50_abs_ms=%.3f p99_abs_ms=%.3f max_abs_ms=%.3f",
            frames, missed, meanLateness, p50, p99, worst)
    }
}

/// A frame log that cannot be read, and why.
public struct FrameLogError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, with the offending line.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
