import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// Core Animation's animations as rows of the frame kernel's track table against their plain twin, the general
/// evaluator (each animation applied to a copy of the layer, value by value): on every tick of random scenes, both show
/// the same value for every key of every layer.
@MainActor
@Suite("Layer kernel twin: the track table shows what the general evaluator shows, tick by tick")
struct LayerKernelTwinTests {
    @Test("60 random scenes, 240 ticks each, every key of every layer: the two agree, and the table ran the animations")
    func randomScenesAgree() {
        var tableAnimations = 0, otherAnimations = 0
        for seed in UInt64(1)...60 {
            let fixture = EngineFixture()
            defer { fixture.end() }
            var scene = LayerKernelTwinScene(seed: seed)
            for tick in 0..<240 {
                if scene.chance(0.15) { scene.perturb() }
                fixture.run(frames: 1)
                let inTable = Set(fixture.engine.layerFlightDescriptions.map { ObjectIdentifier($0.layer) })
                for (index, layer) in scene.layers.enumerated() {
                    guard let shown = layer.presentation(), let plain = layer.plainPresentation() else { continue }
                    if let keys = layer.animationKeys(), layer.view == nil {
                        if inTable.contains(ObjectIdentifier(layer)) {
                            tableAnimations += keys.count
                        } else {
                            otherAnimations += keys.count
                        }
                    }
                    // A view's layer's slot properties blend its view's block animations and its own in the order added,
                    // which the general evaluator does not know: the plain twin of the soak checks those.
                    let slotKeys: Set = ["bounds", "position", "opacity", "backgroundColor", "cornerRadius"]
                    for key in LayerKernelTwinScene.keys(of: layer) where layer.view == nil || !slotKeys.contains(key) {
                        guard let a = shown.value(forLayerKey: key), let b = plain.value(forLayerKey: key), !Self.agree(a, b) else {
                            continue
                        }
                        Issue.record("seed \(seed), tick \(tick), layer \(index), \(key): kernel \(a), general \(b)")
                        return
                    }
                }
            }
        }
        // Every animation of these scenes (numbers, colours, transforms) is for the table.
        #expect(tableAnimations > 10_000 && otherAnimations == 0, "in the table \(tableAnimations), outside \(otherAnimations)")
    }

    /// Equal within rounding: numbers and lanes to 1e-9 of their size, transforms entry by entry, colours by their
    /// premultiplied channels (a colour with no alpha is the same whatever its hue).
    static func agree(_ a: LayerValue, _ b: LayerValue) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * Swift.max(1, abs(x), abs(y)) }
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            return zip(x.entries, y.entries).allSatisfy { close($0, $1) }
        default:
            let (x, y) = (LayerSlotKind.lanes(of: a), LayerSlotKind.lanes(of: b))
            return x.isPresent == y.isPresent && (0..<4).allSatisfy { close(x.lanes[$0], y.lanes[$0]) }
        }
    }
}
