import AnimKit
import Foundation

/// What `animview plot` charts: each animated property of each view sampled every frame, where the animators moving it start and end, and each animator's timing curve.
@MainActor
struct ChartData {
    /// One property of one view over time.
    struct Series {
        let view: String
        /// The property's name as the command takes it (`center.x`, `alpha` …) and its unit.
        let property: String
        let unit: String
        /// A value a frame from the start, as long as anything moved.
        let values: [Double]
        /// How many frames after the last of ``values`` hold it (the scene had nothing left to move).
        var held = 0
    }

    /// A moment to mark on a view's panels: an animator starting or ending, or a keyframe.
    struct Marker {
        enum Kind { case start, end, keyframe }
        let time: TimeInterval
        let kind: Kind
    }

    let title: String
    let duration: TimeInterval
    let framesPerSecond: Double
    let series: [Series]
    let markers: [String: [Marker]]
    let curves: [(title: String, animator: PropertyAnimator)]

    /// The properties a view sample holds, by the names `--property` takes, with their units and how to read them.
    nonisolated static let properties:
        [(name: String, aliases: [String], unit: String, read: @Sendable (FrameSample.ViewState) -> Double)] = [
            ("center.x", ["x"], "pt", { $0.x }), ("center.y", ["y"], "pt", { $0.y }),
            ("bounds.width", ["width"], "pt", { $0.width }), ("bounds.height", ["height"], "pt", { $0.height }),
            ("alpha", ["opacity"], "", { $0.alpha }), ("scale", [], "×", { $0.scale }),
            ("rotation", [], "°", { $0.rotation * 180 / .pi }),
        ]

    /// Samples `playback` (at its start) every frame for `duration` seconds; `properties` and `views` keep only those named (all when empty).
    init(_ playback: ScenePlayback, title: String, duration: TimeInterval, properties: Set<String>, views: Set<String>) throws {
        let timeline = try playback.measure(cap: duration)
        let root = playback.built.canvas, engine = playback.engine
        let chosen = Self.properties.filter {
            properties.isEmpty || properties.contains($0.name) || !properties.isDisjoint(with: $0.aliases)
        }
        var columns: [String: [Double]] = [:]
        var order: [(view: String, property: Int)] = []
        var animators: [(String, PropertyAnimator)] = []
        var held = 0
        let frames = Swift.max(Int((duration * playback.framesPerSecond).rounded()), 1)
        for frame in 0...frames {
            if let signal = StopSignals.pending {
                throw Interrupted(signal: signal, progress: "sampled \(frame) of \(frames + 1) frames; nothing written")
            }
            if frame > 0 { playback.step() }
            for animator in engine.liveAnimators where !animators.contains(where: { $0.1 === animator }) {
                guard views.isEmpty || animator.animatedViews.contains(where: { views.contains($0.accessibilityIdentifier ?? "") }) else {
                    continue
                }
                animators.append(
                    ("tag \(animator.tag) \(animator.name ?? animator.animatedViews.first?.accessibilityIdentifier ?? "")", animator))
            }
            let sample = FrameSample(frame: 0, time: playback.time, engine: engine, root: root)
            for view in sample.views where views.isEmpty || views.contains(view.name) {
                for (index, property) in Self.properties.enumerated() where chosen.contains(where: { $0.name == property.name }) {
                    let key = "\(view.name)\u{0}\(index)"
                    if columns[key] == nil { order.append((view.name, index)) }
                    columns[key, default: []].append(property.read(view))
                }
            }
            // Nothing left to move anything (no animator runs, no work waits): every later frame is this one.
            if engine.isIdle, frame < frames {
                held = frames - frame
                break
            }
        }
        series = order.compactMap { entry in
            guard let values = columns["\(entry.view)\u{0}\(entry.property)"], let low = values.min(), let high = values.max(),
                high - low > 1e-9
            else { return nil }
            let property = Self.properties[entry.property]
            return Series(view: entry.view, property: property.name, unit: property.unit, values: values, held: held)
        }
        var markers: [String: [Marker]] = [:]
        for span in timeline.spans {
            // A span is named "view · family" after the first view its animator moved.
            let view = span.label.components(separatedBy: " · ").first ?? span.label
            markers[view, default: []].append(Marker(time: span.start + span.delay, kind: .start))
            if let end = span.end { markers[view, default: []].append(Marker(time: end, kind: .end)) }
            for keyframe in span.keyframes { markers[view, default: []].append(Marker(time: keyframe, kind: .keyframe)) }
        }
        self.markers = markers
        curves = animators
        self.title = title
        self.duration = duration
        framesPerSecond = playback.framesPerSecond
    }
}
