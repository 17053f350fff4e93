import AnimKit
import Foundation

/// A chart of every animated property against time, and of each animator's timing curve, built as a view tree and drawn by the scene renderer.
@MainActor
public struct PropertyChart {
    /// One property of one view over time.
    struct Series {
        let title: String
        let values: [Double]
    }

    static let width: CGFloat = 1000
    static let panelHeight: CGFloat = 110
    static let curveSize: CGFloat = 150

    private let series: [Series]
    private let curves: [(title: String, animator: PropertyAnimator)]
    private let duration: TimeInterval

    /// Samples `playback`'s views every frame for `duration` seconds, by straight play; a stop signal ends it with ``Interrupted``.
    public init(_ playback: ScenePlayback, duration: TimeInterval) throws(Interrupted) {
        let root = playback.built.canvas, engine = playback.engine
        var columns: [String: [Double]] = [:]
        var order: [String] = []
        var animators: [(String, PropertyAnimator)] = []
        let frames = Swift.max(Int((duration * playback.framesPerSecond).rounded()), 1)
        for frame in 0...frames {
            if let signal = StopSignals.pending {
                throw Interrupted(signal: signal, progress: "sampled \(frame) of \(frames + 1) frames; nothing written")
            }
            if frame > 0 { playback.step() }
            for animator in engine.liveAnimators where !animators.contains(where: { $0.1 === animator }) {
                animators.append(("tag \(animator.tag) \(animator.name ?? animator.animatedViews.first?.name ?? "")", animator))
            }
            let sample = FrameSample(frame: 0, time: playback.time, engine: engine, root: root)
            for view in sample.views {
                for (property, value) in [
                    ("x", view.x), ("y", view.y), ("width", view.width), ("height", view.height),
                    ("alpha", view.alpha), ("scale", view.scale), ("rotation", view.rotation),
                ] {
                    let key = "\(view.name) · \(property)"
                    if columns[key] == nil { order.append(key) }
                    columns[key, default: []].append(value)
                }
            }
        }
        series = order.compactMap { key in
            guard let values = columns[key], let low = values.min(), let high = values.max(), high - low > 1e-9 else { return nil }
            return Series(title: key, values: values)
        }
        curves = animators
        self.duration = duration
    }

    /// The chart as a view tree, ready to render.
    public func makeView() -> View {
        let curveRows = curves.isEmpty ? 0 : 1
        let height = 40 + CGFloat(series.count) * PropertyChart.panelHeight + CGFloat(curveRows) * (PropertyChart.curveSize + 40) + 20
        let root = View(frame: CGRect(x: 0, y: 0, width: PropertyChart.width, height: Swift.max(height, 120)))
        root.backgroundColor = .white
        root.addSubview(text("Animated properties over \(String(format: "%.2f", duration)) s", x: 20, y: 10, bold: true))
        for (index, item) in series.enumerated() {
            root.addSubview(panel(item, y: 40 + CGFloat(index) * PropertyChart.panelHeight))
        }
        if !curves.isEmpty {
            let top = 40 + CGFloat(series.count) * PropertyChart.panelHeight
            root.addSubview(text("Timing curves (progress against time)", x: 20, y: top + 6, bold: true))
            for (index, entry) in curves.prefix(6).enumerated() {
                root.addSubview(
                    curvePlot(entry.title, entry.animator, x: 20 + CGFloat(index) * (PropertyChart.curveSize + 12), y: top + 34))
            }
        }
        if series.isEmpty && curves.isEmpty { root.addSubview(text("Nothing animates in this scene.", x: 20, y: 50, bold: false)) }
        return root
    }

    private func text(_ string: String, x: CGFloat, y: CGFloat, bold: Bool, size: CGFloat = 14, color: Color = .black) -> Label {
        let label = Label(frame: CGRect(x: x, y: y, width: 700, height: 22))
        label.text = string
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = color
        return label
    }

    private func panel(_ item: Series, y: CGFloat) -> View {
        let panel = View(frame: CGRect(x: 20, y: y, width: PropertyChart.width - 40, height: PropertyChart.panelHeight - 10))
        panel.backgroundColor = Color(white: 0.96)
        panel.cornerRadius = 6
        panel.addSubview(text(item.title, x: 10, y: 4, bold: true, size: 12))
        let low = item.values.min() ?? 0, high = item.values.max() ?? 1
        panel.addSubview(text(String(format: "%.3g … %.3g", low, high), x: 10, y: 22, bold: false, size: 11, color: .darkGray))
        let plotX: CGFloat = 170, plotWidth = panel.bounds.width - plotX - 14, plotTop: CGFloat = 10, plotHeight = panel.bounds.height - 20
        let axis = View(frame: CGRect(x: plotX, y: plotTop + plotHeight, width: plotWidth, height: 1))
        axis.backgroundColor = Color(white: 0.75)
        panel.addSubview(axis)
        for (index, value) in item.values.enumerated() {
            let x = plotX + plotWidth * CGFloat(index) / CGFloat(Swift.max(item.values.count - 1, 1))
            let y = plotTop + plotHeight * CGFloat(1 - (value - low) / (high - low))
            let dot = View(frame: CGRect(x: x - 1.5, y: y - 1.5, width: 3, height: 3))
            dot.backgroundColor = .systemBlue
            panel.addSubview(dot)
        }
        return panel
    }

    private func curvePlot(_ title: String, _ animator: PropertyAnimator, x: CGFloat, y: CGFloat) -> View {
        let size = PropertyChart.curveSize
        let box = View(frame: CGRect(x: x, y: y, width: size, height: size + 20))
        box.backgroundColor = Color(white: 0.96)
        box.cornerRadius = 6
        let caption = text(title, x: 6, y: size, bold: false, size: 11, color: .darkGray)
        caption.frame.size.width = size - 12
        box.addSubview(caption)
        for step in 0...60 {
            let t = Double(step) / 60
            let progress = Swift.min(Swift.max(animator.curveProgress(atFraction: t), -0.3), 1.3)
            let dot = View(
                frame: CGRect(
                    x: 10 + CGFloat(t) * (size - 20) - 1.5, y: size - 20 - CGFloat(progress) * (size - 40) - 1.5, width: 3, height: 3))
            dot.backgroundColor = .systemOrange
            box.addSubview(dot)
        }
        return box
    }
}
