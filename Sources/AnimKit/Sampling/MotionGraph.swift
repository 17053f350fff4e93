import Foundation

/// How one view's properties move over a stretch of a scene: each property's value and its speed, frame by frame — a
/// value graph and a speed graph, as animation tools draw them. Values are the presentation the frames are drawn from;
/// speeds are worked out, not differenced: each animation's slope through the chain rule (a Bézier curve's dy/dx, a
/// spring's velocity, a keyframe path's segment or spline), its window and repeats, its animator's pace, summed over
/// the animations in flight, as the presentation sums them.
package struct MotionGraph: Sendable, Equatable {
    /// One property's two curves.
    package struct Channel: Sendable, Equatable {
        /// The property, as samples name it: `x`, `y` (the centre), `width`, `height`, `alpha`, `rotation` (radians),
        /// `scale` (along x), the background colour's `red`, `green`, `blue` and `opacity`, `cornerRadius`; then what Core Animation
        /// moves beyond them, by key (`strokeEnd`, `borderColor.red`), on a layer under the view that is no view's by
        /// the layer too (`ring · strokeEnd`, `ring · x`).
        package let name: String
        package var values: [Double] = []
        /// Per second of scene time.
        package var speeds: [Double] = []
        /// The animators that move it, as the timeline names them, each with its call site (`card · UIView.animate
        /// (Card.swift:14)`).
        package var animators: [String] = []
    }

    /// The view's name in samples.
    package let view: String
    /// The frame grid's rate, and the first sample's grid frame.
    package let framesPerSecond: Double
    package let firstFrame: Int
    /// How many grid frames apart samples are (1 unless a long stretch was thinned).
    package let stride: Int
    /// The properties that move in the stretch (or all of them when none does), in the order above.
    package var channels: [Channel]

    /// How many samples each channel has.
    package var count: Int { channels.first?.values.count ?? 0 }

    /// The time of sample `index`.
    package func time(ofSample index: Int) -> TimeInterval { Double(firstFrame + index * stride) / framesPerSecond }

    /// The names of the channels, in order (the background colour's channels straight, not premultiplied, 0…1).
    package static let names = [
        "x", "y", "width", "height", "alpha", "rotation", "scale", "red", "green", "blue", "opacity", "cornerRadius",
    ]

    /// The most samples a channel keeps: a longer stretch is thinned evenly (the graph then keeps each pixel column's
    /// extremes when it draws).
    package static let sampleLimit = 20_000
}

extension MotionGraph {
    /// `name`'s values and speeds through `playback`'s scene from `from` to `to` (by default its end), a sample a frame;
    /// the scene is put back where it was. `nil` when no view has that name.
    @MainActor
    package static func record(
        _ playback: ScenePlayback, view name: String, from: TimeInterval = 0, to: TimeInterval? = nil,
        checkingStop: () throws -> Void = {}
    ) throws -> MotionGraph? {
        let timeline = try playback.measure(cap: to ?? SceneTimeline.followCap)
        let end = Swift.max(to ?? timeline.lengthToFollow, from)
        let first = playback.gridFrame(at: from), last = Swift.max(playback.gridFrame(at: end), first)
        let stride = Swift.max(1, (last - first) / sampleLimit + 1)
        var channels = names.map { Channel(name: $0) }
        // Rows of what Core Animation moves beyond the view's properties, by name, as they first appear (gaps before).
        var layerRows: [String: (index: Int, layer: String, key: String)] = [:]
        var found = false
        try playback.lookingThrough { playback in
            for frame in Swift.stride(from: first, through: last, by: stride) {
                try playback.seek(to: playback.time(ofFrame: frame))
                try checkingStop()
                let canvas = playback.built.canvas, sample = channels[0].values.count
                let view = zip(canvas.subtree, FrameSample.orderedNames(under: canvas)).first { $0.1 == name }?.0
                found = found || view != nil
                let (values, speeds) = view.map { measure($0, at: playback.time) } ?? (names.map { _ in .nan }, names.map { _ in 0 })
                for index in names.indices {
                    channels[index].values.append(values[index])
                    channels[index].speeds.append(speeds[index])
                }
                for reading in view.map({ layerReadings(of: $0, at: playback.time) }) ?? [] {
                    if layerRows[reading.name] == nil {
                        layerRows[reading.name] = (channels.count, reading.layer, reading.key)
                        channels.append(
                            Channel(
                                name: reading.name, values: Array(repeating: .nan, count: sample),
                                speeds: Array(repeating: 0, count: sample)))
                    }
                    let index = layerRows[reading.name]?.index ?? 0
                    channels[index].values.append(reading.value)
                    channels[index].speeds.append(reading.speed)
                }
                for index in channels.indices where channels[index].values.count == sample {
                    channels[index].values.append(.nan)
                    channels[index].speeds.append(0)
                }
            }
        }
        guard found else { return nil }
        for index in channels.indices {
            let moved = "\(name).\(property(of: channels[index].name))"
            let row = layerRows[channels[index].name]
            // Each with where the code made it, when a line of the code did.
            let labels = timeline.spans.filter { span in
                guard let row else { return span.moves.contains(moved) }
                if span.identity.map({ Self.identity($0, moves: row.key, of: row.layer) }) ?? false { return true }
                // The view's own layer's 3-D transform, changed in a block, moves with the block's animator.
                return row.key.hasPrefix("transform.") && !channels[index].name.contains(" · ")
                    && span.moves.contains("\(name).transform3D")
            }.map { span in
                span.callSite.map { "\(span.label) (\($0.shortDescription))" } ?? span.label
            }
            channels[index].animators = labels.enumerated().filter { !labels.prefix($0.offset).contains($0.element) }.map(\.element)
        }
        let moving = channels.filter { channel in
            channel.speeds.contains { $0 != 0 } || Set(channel.values.filter { !$0.isNaN }).count > 1
        }
        return MotionGraph(
            view: name, framesPerSecond: playback.framesPerSecond, firstFrame: first, stride: stride,
            channels: moving.isEmpty ? channels : moving)
    }

    /// Whether a Core Animation animation's timeline identity (`ring · strokeEnd, opacity`) says it animates `key` of
    /// the layer named `layer`: a key path that is `key` (`transform.rotation.y`), starts with it (`position.x`) or
    /// holds it (`transform`, whose parts are rows).
    static func identity(_ identity: String, moves key: String, of layer: String) -> Bool {
        guard identity.hasPrefix("\(layer) · ") else { return false }
        let paths = identity.dropFirst(layer.count + 3).split(separator: ", ")
        return paths.contains { $0 == key || $0.split(separator: ".").first.map(String.init) == key || key.hasPrefix("\($0).") }
    }

    /// The view property a channel shows, as tracks and the timeline name it.
    static func property(of channel: String) -> String {
        switch channel {
        case "x", "y": "center"
        case "width", "height": "bounds"
        case "rotation", "scale": "transform"
        case "red", "green", "blue", "opacity": "backgroundColor"
        default: channel
        }
    }

    /// The view's values now, and their speeds at the clock's `now`, in the order of ``names``.
    @MainActor
    package static func measure(_ view: View, at now: TimeInterval) -> (values: [Double], speeds: [Double]) { measure(view.layer, at: now) }

    /// The layer's values now (a view's as the view's properties: `x` and `y` its position), and their speeds at the
    /// clock's `now`, in the order of ``names``.
    @MainActor
    static func measure(_ layer: Layer, at now: TimeInterval) -> (values: [Double], speeds: [Double]) {
        let shown = layer.currentPresentation(), parts = AffineComponents(shown.transform)
        // The colour blends premultiplied: a straight channel is c / a, and its speed (c′ − channel × a′) / a.
        let colour = shown.backgroundColor.animatableData, opacity = colour.alpha
        let premultiplied = [colour.red, colour.green, colour.blue]
        let straight = premultiplied.map { opacity > 0 ? $0 / opacity : 0 }
        let values =
            [shown.center.x, shown.center.y, shown.bounds.width, shown.bounds.height, shown.alpha].map { Double($0) }
            + [parts.rotation, parts.scaleX] + straight + [opacity, Double(shown.cornerRadius)]
        var speeds = names.map { _ in 0.0 }
        if let engine = layer.animatingEngine, let slot = layer.madeValues {
            let velocity = engine.kernel.velocity(of: slot, at: now)
            let (center, bounds) = (ViewProperty.Center.packedOffset, ViewProperty.Bounds.packedOffset)
            let (transform, alpha) = (ViewProperty.Transform.packedOffset, ViewProperty.Alpha.packedOffset)
            let colourPlace = ViewProperty.BackgroundColor.packedOffset, opacitySpeed = velocity[colourPlace + 3]
            let channelSpeeds = (0..<3).map { opacity > 0 ? (velocity[colourPlace + $0] - straight[$0] * opacitySpeed) / opacity : 0 }
            speeds =
                [
                    velocity[center], velocity[center + 1], velocity[bounds + 2], velocity[bounds + 3], velocity[alpha],
                    velocity[transform + 2], velocity[transform + 3],
                ] + channelSpeeds + [opacitySpeed, velocity[ViewProperty.CornerRadius.packedOffset]]
        }
        return (values, speeds)
    }
}
