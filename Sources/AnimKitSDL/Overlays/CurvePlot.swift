import AnimKit
import Foundation

/// A small plot of an animator's timing curve (progress against time) with a playhead.
///
/// Dots, not lines: the renderer draws rectangles, and 32 dots read as a curve at this size.
@MainActor
final class CurvePlot {
    let view = OverlayStyle.box(Color(white: 0.16), radius: 4)
    private var dots: [View] = []
    private let playhead = OverlayStyle.box(.systemOrange, radius: 3)
    static let samples = 32

    init() {
        for _ in 0..<CurvePlot.samples {
            let dot = OverlayStyle.box(OverlayStyle.dimText, radius: 1)
            dots.append(dot)
            view.addSubview(dot)
        }
        view.addSubview(playhead)
    }

    /// Plots `curve` (progress at a time fraction) with the playhead at time fraction `position`.
    func update(curve: (Double) -> Double, position: Double) {
        let size = view.bounds.size
        let inset: CGFloat = 6
        let range = ProgressRange(of: curve, samples: CurvePlot.samples - 1)
        func point(_ t: Double) -> CGPoint {
            CGPoint(
                x: inset + CGFloat(t) * (size.width - 2 * inset),
                y: size.height - inset - CGFloat(range.height(of: curve(t))) * (size.height - 2 * inset))
        }
        for (index, dot) in dots.enumerated() {
            let center = point(Double(index) / Double(CurvePlot.samples - 1))
            dot.frame = CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2)
        }
        let head = point(Swift.min(Swift.max(position, 0), 1))
        playhead.frame = CGRect(x: head.x - 3, y: head.y - 3, width: 6, height: 6)
    }
}
