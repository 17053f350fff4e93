import AnimKit
import Foundation

/// What a chart is made of, in chart coordinates (points, y down): the same marks become a PNG or an SVG.
enum ChartMark {
    case rect(CGRect, fill: Color, radius: CGFloat)
    case line(from: CGPoint, to: CGPoint, color: Color, width: CGFloat)
    case polyline([CGPoint], color: Color, width: CGFloat)
    /// Text whose `anchor` point is its left, centre or right end (by `alignment`), on its baseline's middle.
    case text(String, at: CGPoint, size: CGFloat, bold: Bool, color: Color, alignment: TextAlignment)
}

/// Lays a ``ChartData`` out as marks: a title, one panel per series with axes, ticks and units, the animators' starts, ends and keyframes, a legend, and the timing curves.
@MainActor
struct ChartLayout {
    static let width: CGFloat = 1000
    static let panelHeight: CGFloat = 170
    static let curveSize: CGFloat = 150
    static let seriesColors: [Color] = [.systemBlue, .systemPink, .systemGreen, .systemOrange, .systemPurple, .systemTeal]

    private(set) var marks: [ChartMark] = []
    private(set) var height: CGFloat = 0

    init(_ data: ChartData) {
        marks.append(.rect(CGRect(x: 0, y: 0, width: Self.width, height: 1), fill: .white, radius: 0))
        text(data.title, x: 20, y: 24, size: 18, bold: true)
        var top: CGFloat = 44
        if data.series.isEmpty {
            text("Nothing animates in this scene (or nothing matches --property / --view).", x: 20, y: top + 20, size: 13)
        }
        for (index, series) in data.series.enumerated() {
            panel(
                series, markers: data.markers[series.view] ?? [], data: data, color: Self.seriesColors[index % Self.seriesColors.count],
                top: top)
            top += Self.panelHeight
        }
        if !data.curves.isEmpty {
            text("Timing curves: progress against the fraction of each animator's duration", x: 20, y: top + 24, size: 14, bold: true)
            for (index, entry) in data.curves.prefix(6).enumerated() {
                curve(entry.title, entry.animator, x: 20 + CGFloat(index) * (Self.curveSize + 12), top: top + 40)
            }
            top += Self.curveSize + 80
        }
        height = top + 10
        marks[0] = .rect(CGRect(x: 0, y: 0, width: Self.width, height: height), fill: .white, radius: 0)
    }

    private mutating func text(
        _ string: String, x: CGFloat, y: CGFloat, size: CGFloat, bold: Bool = false, color: Color = .black, alignment: TextAlignment = .left
    ) {
        marks.append(.text(string, at: CGPoint(x: x, y: y), size: size, bold: bold, color: color, alignment: alignment))
    }

    private mutating func panel(_ series: ChartData.Series, markers: [ChartData.Marker], data: ChartData, color: Color, top: CGFloat) {
        let plot = CGRect(x: 90, y: top + 34, width: Self.width - 130, height: Self.panelHeight - 70)
        marks.append(
            .rect(CGRect(x: 12, y: top + 4, width: Self.width - 24, height: Self.panelHeight - 10), fill: Color(white: 0.97), radius: 6))
        // Legend: a swatch of the line's colour and what it is.
        marks.append(.rect(CGRect(x: 24, y: top + 14, width: 14, height: 4), fill: color, radius: 1))
        let unit = series.unit.isEmpty ? "" : " (\(series.unit))"
        text("\(series.view) · \(series.property)\(unit)", x: 44, y: top + 20, size: 13, bold: true)
        let low = series.values.min() ?? 0, high = series.values.max() ?? 1
        let (yLow, yHigh, yStep) = Self.niceRange(low, high)
        func y(_ value: Double) -> CGFloat { plot.maxY - plot.height * CGFloat((value - yLow) / (yHigh - yLow)) }
        func x(_ time: TimeInterval) -> CGFloat { plot.minX + plot.width * CGFloat(time / data.duration) }
        // Axes, ticks and their labels: seconds along, the property's unit up.
        let axis = Color(white: 0.55), grid = Color(white: 0.88)
        for value in stride(from: yLow, through: yHigh + yStep / 2, by: yStep) {
            marks.append(.line(from: CGPoint(x: plot.minX, y: y(value)), to: CGPoint(x: plot.maxX, y: y(value)), color: grid, width: 1))
            text(Self.format(value) + series.unit, x: plot.minX - 8, y: y(value) + 4, size: 10, color: .darkGray, alignment: .right)
        }
        let timeStep = Self.niceStep(data.duration / 8)
        for time in stride(from: 0, through: data.duration + timeStep / 1000, by: timeStep) {
            marks.append(.line(from: CGPoint(x: x(time), y: plot.maxY), to: CGPoint(x: x(time), y: plot.maxY + 5), color: axis, width: 1))
            text(Self.format(time) + " s", x: x(time), y: plot.maxY + 18, size: 10, color: .darkGray, alignment: .center)
        }
        marks.append(.line(from: CGPoint(x: plot.minX, y: plot.minY), to: CGPoint(x: plot.minX, y: plot.maxY), color: axis, width: 1))
        marks.append(.line(from: CGPoint(x: plot.minX, y: plot.maxY), to: CGPoint(x: plot.maxX, y: plot.maxY), color: axis, width: 1))
        // Where the animators moving this view start (green), end (red), and their keyframes (violet ticks).
        for marker in markers where marker.time >= 0 && marker.time <= data.duration {
            switch marker.kind {
            case .start, .end:
                let tint = marker.kind == .start ? Color.systemGreen : .systemRed
                marks.append(
                    .line(
                        from: CGPoint(x: x(marker.time), y: plot.minY), to: CGPoint(x: x(marker.time), y: plot.maxY), color: tint,
                        width: 1.5))
            case .keyframe:
                marks.append(
                    .line(
                        from: CGPoint(x: x(marker.time), y: plot.minY - 6), to: CGPoint(x: x(marker.time), y: plot.minY + 4),
                        color: .systemPurple, width: 2))
            }
        }
        var points = series.values.enumerated().map { index, value in CGPoint(x: x(Double(index) / data.framesPerSecond), y: y(value)) }
        if series.held > 0, let last = series.values.last {
            points.append(CGPoint(x: x(Double(series.values.count - 1 + series.held) / data.framesPerSecond), y: y(last)))
        }
        marks.append(.polyline(Self.decimated(points), color: color, width: 2))
    }

    private mutating func curve(_ title: String, _ animator: PropertyAnimator, x: CGFloat, top: CGFloat) {
        let size = Self.curveSize
        marks.append(.rect(CGRect(x: x, y: top, width: size, height: size + 24), fill: Color(white: 0.97), radius: 6))
        let plot = CGRect(x: x + 14, y: top + 22, width: size - 28, height: size - 44)
        marks.append(
            .line(from: CGPoint(x: plot.minX, y: plot.maxY), to: CGPoint(x: plot.maxX, y: plot.maxY), color: Color(white: 0.6), width: 1))
        marks.append(
            .line(from: CGPoint(x: plot.minX, y: plot.minY), to: CGPoint(x: plot.minX, y: plot.maxY), color: Color(white: 0.6), width: 1))
        let fractions = (0...80).map { Double($0) / 80 }
        let progress = fractions.map(animator.curveProgress(atFraction:))
        let range = ProgressRange(values: progress)
        func y(_ progress: Double) -> CGFloat { plot.maxY - plot.height * CGFloat(range.height(of: progress)) }
        // Where the curve reaches its target, when it swings past it (a spring), so the overshoot reads as one.
        if range.high > 1 {
            marks.append(
                .line(from: CGPoint(x: plot.minX, y: y(1)), to: CGPoint(x: plot.maxX, y: y(1)), color: Color(white: 0.8), width: 1))
        }
        let points = zip(fractions, progress).map { fraction, value in
            CGPoint(x: plot.minX + plot.width * CGFloat(fraction), y: y(value))
        }
        marks.append(.polyline(points, color: .systemOrange, width: 2))
        text(animator.curveDescription, x: x + 10, y: top + 16, size: 10, color: .darkGray)
        text(String(title.prefix(24)), x: x + 10, y: top + size + 12, size: 11)
    }

    /// `points` (left to right) as a line drawn a pixel column at a time looks: in each column, its first, lowest,
    /// highest and last point, in their order — the same picture from at most four points a column (M4, as plotting
    /// tools decimate), so ten minutes sampled at 1 000 fps charts in a blink instead of 600 000 segments.
    static func decimated(_ points: [CGPoint]) -> [CGPoint] {
        guard points.count > 4 * Int(width) else { return points }
        var kept: [CGPoint] = []
        var start = 0
        while start < points.count {
            let column = points[start].x.rounded(.down)
            var end = start + 1
            while end < points.count && points[end].x.rounded(.down) == column { end += 1 }
            let slice = points[start..<end].indices
            let low = slice.min { points[$0].y < points[$1].y } ?? start
            let high = slice.max { points[$0].y < points[$1].y } ?? start
            for index in Set([start, low, high, end - 1]).sorted() { kept.append(points[index]) }
            start = end
        }
        return kept
    }

    /// A step of 1, 2 or 5 times a power of ten, at least `rough`.
    static func niceStep(_ rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let power = pow(10, (log10(rough)).rounded(.down))
        return [1, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
    }

    /// A range from `low` to `high` widened to whole steps, about four of them.
    static func niceRange(_ low: Double, _ high: Double) -> (Double, Double, Double) {
        let step = niceStep((high - low) / 4)
        let bottom = (low / step).rounded(.down) * step, top = (high / step).rounded(.up) * step
        return (bottom, top > bottom ? top : bottom + step, step)
    }

    /// A number as a tick label: no trailing zeros, at most three decimals.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", abs(value) < 1e-9 ? 0 : value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
