import AnimKit
import Foundation

/// A small plot of an animator's timing curve (progress against time) with a playhead.
///
/// 32 segments, thin rotated views the renderer fills anti-aliased, read as a curve at this size.
@MainActor
final class CurvePlot {
    let view = OverlayStyle.box(Color(white: 0.16), radius: 4)
    private var segments: [View] = []
    private let playhead = OverlayStyle.box(.systemOrange, radius: 3)
    static let samples = 32

    init() {
        for _ in 1..<CurvePlot.samples {
            let segment = OverlayStyle.box(OverlayStyle.dimText)
            segments.append(segment)
            view.addSubview(segment)
        }
        view.addSubview(playhead)
    }

    /// Plots `curve` (progress at a time fraction) with the playhead at time fraction `position`.
    func update(curve: (Double) -> Double, position: Double) {
        let size = view.bounds.size
        let inset: CGFloat = 6
        // Each sample solved once, for the range and for its point.
        let fractions = (0..<CurvePlot.samples).map { Double($0) / Double(CurvePlot.samples - 1) }
        let progress = fractions.map(curve)
        let range = ProgressRange(values: progress)
        func point(_ t: Double, _ value: Double) -> CGPoint {
            CGPoint(
                x: inset + CGFloat(t) * (size.width - 2 * inset),
                y: size.height - inset - CGFloat(range.height(of: value)) * (size.height - 2 * inset))
        }
        let points = zip(fractions, progress).map(point)
        for (segment, (from, to)) in zip(segments, zip(points, points.dropFirst())) {
            LineSegment.lay(segment, from: from, to: to, width: 1.5)
        }
        let at = Swift.min(Swift.max(position, 0), 1)
        let head = point(at, curve(at))
        playhead.frame = CGRect(x: head.x - 3, y: head.y - 3, width: 6, height: 6)
    }
}
