import Foundation

/// The graph's rows for what Core Animation moves beyond a view's own properties: the other keys of the view's layer
/// (`cornerRadius`, `borderColor`, `shadowOpacity`, a shape layer's `strokeEnd`…) and everything animated on the layers
/// under it that are no view's (a progress ring's `strokeEnd`, a sublayer's `position`) — each with its speed, from the
/// same track table rows that draw it.
extension MotionGraph {
    /// A row's value and speed at one sample.
    package struct LayerReading {
        package let name: String
        package let value: Double
        package let speed: Double
        /// The layer's name in the timeline, and the key its animations name (a key path's first part).
        let layer: String
        let key: String
    }

    /// The numbers of the keys Core Animation animates on `view`'s layer beyond the view's properties, and on the layers
    /// under it that are no view's, with their speeds at the clock's `now`: named by the key on the view's own layer
    /// (`strokeEnd`), by the layer and the key below it (`ring · strokeEnd`: its name, else its class and place); a key
    /// of several numbers by its parts (`anchorPoint.x`, `borderColor.red` straight). A layer's own 3-D transform has no
    /// row yet: its blend's slope is not worked out.
    @MainActor
    package static func layerReadings(of view: View, at now: TimeInterval) -> [LayerReading] {
        var readings: [LayerReading] = []
        func visit(_ layer: Layer, named prefix: String) {
            if let engine = layer.animatingEngine, let keys = layer.madeKeyValues {
                for (key, kind, values, speeds) in keys.motion(in: engine.kernel, at: now) {
                    readings += parts(of: key, kind: kind, values: values, speeds: speeds).map {
                        LayerReading(name: prefix + $0.name, value: $0.value, speed: $0.speed, layer: layer.timelineName, key: key)
                    }
                }
            }
            var seen: [String: Int] = [:]
            for sublayer in layer.sublayers ?? [] where sublayer.view == nil {
                let name = sublayer.name ?? sublayer.coreAnimationName
                seen[name, default: 0] += 1
                let label = prefix + (seen[name] == 1 ? name : "\(name) \(seen[name] ?? 1)") + " · "
                if sublayer.madeValues != nil {
                    let (values, speeds) = measure(sublayer, at: now)
                    for (index, channel) in names.enumerated() {
                        readings.append(
                            LayerReading(
                                name: label + channel, value: values[index], speed: speeds[index], layer: sublayer.timelineName,
                                key: layerKey(of: channel)))
                    }
                }
                visit(sublayer, named: label)
            }
        }
        visit(view.layer, named: "")
        return readings
    }

    /// The layer key behind a row of a layer's own values (`x` is its `position`'s).
    private static func layerKey(of channel: String) -> String {
        switch channel {
        case "x", "y": "position"
        case "alpha": "opacity"
        default: property(of: channel)
        }
    }

    /// A key's numbers as rows: one for a number, its parts for a point, size, rectangle or colour (straight, as the
    /// view's colour rows are); none for a transform.
    private static func parts(
        of key: String, kind: LayerSlotKind, values: [Double], speeds: [Double]
    ) -> [(name: String, value: Double, speed: Double)] {
        switch kind {
        case .number: return [(key, values[0], speeds[0])]
        case .point: return [("\(key).x", values[0], speeds[0]), ("\(key).y", values[1], speeds[1])]
        case .size: return [("\(key).width", values[0], speeds[0]), ("\(key).height", values[1], speeds[1])]
        case .rect:
            return zip(["x", "y", "width", "height"], 0..<4).map { ("\(key).\($0.0)", values[$0.1], speeds[$0.1]) }
        case .color:
            // Premultiplied in the blend: a straight channel is c / a, its speed (c′ − channel × a′) / a.
            let opacity = values[3], opacitySpeed = speeds[3]
            let channels = (0..<3).map { index -> (String, Double, Double) in
                let straight = opacity > 0 ? values[index] / opacity : 0
                let speed = opacity > 0 ? (speeds[index] - straight * opacitySpeed) / opacity : 0
                return ("\(key).\(["red", "green", "blue"][index])", straight, speed)
            }
            return channels + [("\(key).opacity", opacity, opacitySpeed)]
        case .transform:
            // A layer's own 3-D transform blends by decomposition, whose slope the kernel does not work out: no row
            // rather than a speed that is not the frames'.
            return []
        }
    }
}
