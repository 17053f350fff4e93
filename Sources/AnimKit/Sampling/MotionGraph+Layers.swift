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
        /// The layer's name in the timeline, and the key its animations name (a key path's first part, or a transform's
        /// part's whole path).
        let layer: String
        let key: String
    }

    /// The numbers of the keys Core Animation animates on `view`'s layer beyond the view's properties, and on the layers
    /// under it that are no view's, with their speeds at the clock's `now`: named by the key on the view's own layer
    /// (`strokeEnd`), by the layer and the key below it (`ring · strokeEnd`: its name, else its class and place); a key
    /// of several numbers by its parts (`anchorPoint.x`, `borderColor.red` straight), a transform by the parts its
    /// animations move (`transform.rotation.z`; a whole 3-D transform's changing parts, a flip's `transform.rotation.y`).
    @MainActor
    package static func layerReadings(of view: View, at now: TimeInterval) -> [LayerReading] {
        var readings: [LayerReading] = []
        func visit(_ layer: Layer, named prefix: String) {
            if let engine = layer.animatingEngine, let keys = layer.madeKeyValues {
                for row in keys.motion(in: engine.kernel, at: now) {
                    readings.append(
                        LayerReading(name: prefix + row.row, value: row.value, speed: row.speed, layer: layer.timelineName, key: row.key))
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
}
