import AnimKit
import Foundation

/// The graph pane (the window's `g`; `render --overlay graph`): for one view, a row per property that moves — its
/// value (white) and its speed (orange, about a dashed zero line), each scaled to the row, named with the animators
/// that move it — with the playhead through them all (a press or a drag in the window moves the playhead there). The curves are drawn once for a graph; only the playhead moves from frame to frame. A stretch with more
/// samples than the pane has pixels keeps each pixel column's lowest and highest values, so no peak is lost.
@MainActor
package final class MotionGraphView: View {
    /// What is drawn; the pane is empty without it.
    package var graph: MotionGraph? {
        didSet {
            setNeedsDisplay()
            isHidden = graph == nil
        }
    }
    /// The scene time the playhead marks.
    package var playhead: TimeInterval = 0 { didSet { placePlayhead() } }
    private let playheadLine = View(frame: .zero)

    /// A row's height, and the label column's width.
    static let rowHeight: CGFloat = 46
    static let labelWidth: CGFloat = 150
    static let value = Color(white: 0.92, alpha: 1)
    static let speed = Color(red: 1, green: 0.55, blue: 0.1, alpha: 1)

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0.06, alpha: 0.86)
        // A new height shows more rows or fewer: drawn again, not stretched.
        contentMode = .redraw
        isUserInteractionEnabled = false
        isHidden = true
        playheadLine.backgroundColor = Color(red: 1, green: 0.25, blue: 0.25, alpha: 1)
        addSubview(playheadLine)
    }

    package required init?(coder: NSCoder) { nil }

    /// The pane's height for `graph` in a canvas `height` high: a row a property, at most half the canvas.
    static func height(for graph: MotionGraph?, in height: CGFloat) -> CGFloat {
        guard let graph else { return 0 }
        return Swift.min(CGFloat(graph.channels.count) * rowHeight + 8, (height / 2).rounded(.down))
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        placePlayhead()
    }

    private var plotWidth: CGFloat { Swift.max(bounds.width - Self.labelWidth - 8, 1) }

    /// The scene time under `x` (the pane's coordinates), within the graph's stretch; `nil` left of the plot or
    /// without a graph.
    package func time(atX x: CGFloat) -> TimeInterval? {
        guard let graph, graph.count > 1, x >= Self.labelWidth - 4 else { return nil }
        let start = graph.time(ofSample: 0), length = graph.time(ofSample: graph.count - 1) - start
        let share = Swift.min(Swift.max((x - Self.labelWidth) / plotWidth, 0), 1)
        return start + Double(share) * length
    }

    private func placePlayhead() {
        guard let graph, graph.count > 1 else { return playheadLine.isHidden = true }
        let start = graph.time(ofSample: 0), length = graph.time(ofSample: graph.count - 1) - start
        let share = length > 0 ? Swift.min(Swift.max((playhead - start) / length, 0), 1) : 0
        playheadLine.isHidden = false
        playheadLine.frame = CGRect(x: Self.labelWidth + CGFloat(share) * plotWidth, y: 4, width: 1.5, height: bounds.height - 8)
    }

    package override func draw(_ rect: CGRect) {
        guard let graph, let context = UIGraphicsGetCurrentContext(), graph.count > 0 else { return }
        let rows = Swift.max(Int(((bounds.height - 8) / Self.rowHeight).rounded(.down)), 0)
        let label: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: Self.value]
        let dim: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: Color(white: 0.6, alpha: 1)]
        for (index, channel) in graph.channels.prefix(rows).enumerated() {
            let row = CGRect(x: Self.labelWidth, y: 4 + CGFloat(index) * Self.rowHeight, width: plotWidth, height: Self.rowHeight - 6)
            let finite = channel.values.filter(\.isFinite)
            let low = finite.min() ?? 0, high = finite.max() ?? 0
            let fastest = channel.speeds.map(abs).max() ?? 0
            (graph.view + "." + channel.name as NSString).draw(at: CGPoint(x: 8, y: row.minY), withAttributes: label)
            // Three figures: the label column is 150 points wide, and the plot starts there.
            let extent = String(format: "%.3g … %.3g · ±%.3g/s", low, high, fastest)
            (extent as NSString).draw(at: CGPoint(x: 8, y: row.minY + 14), withAttributes: label)
            (Self.movers(channel.animators, fitting: Self.labelWidth - 12, dim) as NSString).draw(
                at: CGPoint(x: 8, y: row.minY + 28), withAttributes: dim)
            // The speed's zero line, dashed.
            context.setStrokeColor(Color(white: 0.4, alpha: 1).cgColor)
            context.setLineWidth(0.5)
            context.setLineDash(phase: 0, lengths: [3, 3])
            context.strokeLineSegments(between: [CGPoint(x: row.minX, y: row.midY), CGPoint(x: row.maxX, y: row.midY)])
            context.setLineDash(phase: 0, lengths: [])
            plot(channel.speeds, in: row, low: -fastest, high: fastest, colour: Self.speed, context: context)
            plot(channel.values, in: row, low: low, high: high, colour: Self.value, context: context)
        }
    }

    /// "by" and the animators' names with their call sites, or — when that is wider than `width` — their call sites
    /// alone (`by Card.swift:14`), cut at the front to fit: the lines of code are what the row is for.
    static func movers(_ animators: [String], fitting width: CGFloat, _ attributes: [NSAttributedString.Key: Any]) -> String {
        guard !animators.isEmpty else { return "" }
        let whole = "by " + animators.joined(separator: ", ")
        guard (whole as NSString).size(withAttributes: attributes).width > width else { return whole }
        let sites = animators.map { name in
            name.hasSuffix(")") ? name.split(separator: "(").last.map { String($0.dropLast()) } ?? name : name
        }
        // Still too wide: cut from the front, so the line numbers stay.
        var text = sites.joined(separator: ", ")
        while ("by …" + text as NSString).size(withAttributes: attributes).width > width, text.count > 4 { text.removeFirst() }
        return ("by " + sites.joined(separator: ", ")).count == 3 + text.count ? "by " + text : "by …" + text
    }

    /// `numbers` as a line across `row`, `low` at its foot and `high` at its head; several samples to a pixel column
    /// are drawn as that column's span from lowest to highest.
    private func plot(_ numbers: [Double], in row: CGRect, low: Double, high: Double, colour: Color, context: CGContext) {
        let columns = Swift.max(Int(row.width), 1), count = numbers.count
        let y = { (number: Double) in row.maxY - CGFloat(high > low ? (number - low) / (high - low) : 0.5) * row.height }
        context.setStrokeColor(colour.cgColor)
        context.setLineWidth(1.25)
        context.beginPath()
        var drawing = false
        for column in 0..<Swift.min(columns, count) {
            let first = column * count / Swift.min(columns, count),
                last = Swift.max((column + 1) * count / Swift.min(columns, count), first + 1)
            let span = numbers[first..<Swift.min(last, count)].filter(\.isFinite)
            guard let lowest = span.min(), let highest = span.max() else {
                drawing = false
                continue
            }
            let x = row.minX + CGFloat(column) * row.width / CGFloat(Swift.max(Swift.min(columns, count) - 1, 1))
            if drawing { context.addLine(to: CGPoint(x: x, y: y(span[0]))) } else { context.move(to: CGPoint(x: x, y: y(span[0]))) }
            if lowest != highest {
                context.addLine(to: CGPoint(x: x, y: y(lowest)))
                context.addLine(to: CGPoint(x: x, y: y(highest)))
            }
            drawing = true
        }
        context.strokePath()
    }
}
