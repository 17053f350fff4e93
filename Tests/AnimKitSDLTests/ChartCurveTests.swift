import AnimKit
import AnimKitSDL
import Foundation
import Testing

@MainActor
@Suite("The chart's timing curves")
struct ChartCurveTests {
    /// The y-coordinates of every timing-curve line in `svg`, with the vertical axis drawn just before it.
    func curves(in svg: String) -> [(axis: ClosedRange<Double>, ys: [Double])] {
        let lines = svg.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("Timing curves") }) else { return [] }
        func number(_ name: String, in line: String) -> Double? {
            guard let range = line.range(of: "\(name)=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        var axis: ClosedRange<Double>?
        var found: [(ClosedRange<Double>, [Double])] = []
        for line in lines[start...] {
            if line.hasPrefix("<line"), number("x1", in: line) == number("x2", in: line),
                let top = number("y1", in: line), let bottom = number("y2", in: line)
            {
                axis = top...bottom
            }
            guard line.hasPrefix("<polyline"), let axis, let points = line.split(separator: "\"").dropFirst().first else { continue }
            found.append((axis, points.split(separator: " ").compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }))
        }
        return found
    }

    @Test("a spring's swing past its target stays inside its plot, whole, with its highest point at the plot's top")
    func overshootInside() throws {
        let playback = try ScenePlayback(framesPerSecond: 60) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) {
                PropertyAnimator(duration: 1, dampingRatio: 0.2) { box.center.x = 300 }.startAnimation()
            }
        }
        defer { playback.end() }
        let svg = try PropertyChart(playback, title: "spring", duration: 1).svg()
        let found = curves(in: svg)
        #expect(found.count == 1)
        for (axis, ys) in found {
            #expect(ys.count == 81 && ys.allSatisfy { axis.contains($0) }, "\(axis) \(ys.min() ?? 0)")
            // Not clipped flat: the peak is one point, at the top of the plot.
            #expect(ys.min() == axis.lowerBound && ys.filter { $0 == axis.lowerBound }.count == 1)
        }
    }
}

@MainActor
@Suite("Charts of long runs at high rates")
struct LongChartTests {
    /// The points of the first property line in `svg` (before the timing curves).
    func seriesPoints(in svg: String) -> [(x: Double, y: Double)] {
        guard let line = svg.split(separator: "\n").first(where: { $0.hasPrefix("<polyline") }),
            let list = line.split(separator: "\"").dropFirst().first
        else { return [] }
        return list.split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: ",").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    func chart(duration: TimeInterval, animate: @escaping @MainActor @Sendable (View) -> Void) throws -> String {
        let playback = try ScenePlayback(framesPerSecond: 1000) {
            let canvas = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.addSubview(box)
            return ScenePlayback.Built(canvas: canvas) { animate(box) }
        }
        defer { playback.end() }
        return try PropertyChart(playback, title: "chart", duration: duration, properties: ["center.x"]).svg()
    }

    @Test("20 s of a shuttle that never rests, at 1 000 fps: 20 001 samples drawn as at most four a column, every swing whole")
    func decimatedWhileMoving() throws {
        let shuttle: @MainActor @Sendable (View) -> Void = { box in
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) { box.center.x = 300 }
        }
        let whole: [Double] = seriesPoints(in: try chart(duration: 1, animate: shuttle)).map { $0.y }
        let long: [Double] = seriesPoints(in: try chart(duration: 20, animate: shuttle)).map { $0.y }
        #expect(long.count <= 4 * 1000 && long.count > 1000)
        let low = whole.min() ?? 0, high = whole.max() ?? 0
        #expect(long.min() == low && long.max() == high)
        // Forty swings, each reaching both ends.
        let lows = long.filter { $0 == low }.count, highs = long.filter { $0 == high }.count
        #expect(lows >= 20 && highs >= 20)
    }

    func springChart(duration: TimeInterval) throws -> String {
        try chart(duration: duration) { box in PropertyAnimator(duration: 1, dampingRatio: 0.2) { box.center.x = 300 }.startAnimation() }
    }

    @Test("600 s at 1 000 fps: at most four points a pixel column, the same swing (peak and rest) as one second charted whole")
    func decimatedAndHeld() throws {
        let whole = seriesPoints(in: try springChart(duration: 1))
        let long = seriesPoints(in: try springChart(duration: 600))
        // One second at 1 000 fps is 1 001 samples, under the 4 000 a 1 000-point-wide chart keeps: drawn whole.
        #expect(whole.count == 1001)
        #expect(long.count <= 4 * 1000 && long.count > 2)
        #expect(long.map(\.y).min() == whole.map(\.y).min())
        #expect(long.last?.y == whole.last?.y && long.last?.x == whole.last?.x)
    }
}

@Suite("The progress a curve's plot spans")
struct ProgressRangeTests {
    /// `curve` at `samples` + 1 fractions evenly spread across 0…1, as a plot samples it.
    func sampled(_ curve: (Double) -> Double, _ samples: Int) -> [Double] {
        (0...samples).map { curve(Double($0) / Double(samples)) }
    }

    @Test("0 to 1, widened to a curve's overshoot above and its dip below, from the fractions sampled")
    func widenedToTheCurve() {
        let overshoot = ProgressRange(values: sampled({ $0 + 0.5 * sin(.pi * $0) }, 4))
        #expect(overshoot.low == 0 && overshoot.high == 0.75 + 0.5 * sin(0.75 * .pi))
        #expect(overshoot.height(of: 1) == 1 / overshoot.high)
        let anticipation = ProgressRange(values: sampled({ $0 - 2 * $0 * (1 - $0) }, 4))
        #expect(anticipation.low == -0.125 && anticipation.high == 1)
        #expect(anticipation.height(of: 0) == 0.125 / 1.125)
        // An ease-in-out curve stays within 0…1: the plain range, and values outside it sit at its edges.
        let plain = ProgressRange(values: sampled({ $0 * $0 * (3 - 2 * $0) }, 32))
        #expect(plain == ProgressRange(values: sampled({ $0 }, 2)) && plain.low == 0 && plain.high == 1)
        #expect(plain.height(of: 1.4) == 1 && plain.height(of: -1) == 0)
    }
}
