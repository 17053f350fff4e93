import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// The layer kernel's fused rows (a tick writes only the numbers a row's moment changes) against the same rows blended
/// whole every tick: the same random scenes run both ways show the same bits, for every key of every layer, every tick.
@MainActor
@Suite("Layer kernel fusion: rows that write their changing numbers alone show, bit for bit, what whole blends show")
struct LayerKernelFusionTests {
    @Test("40 random scenes with groups on shared timing, 240 ticks each: every key's bits agree, and many rows were fused")
    func fusedRowsShowWhatWholeBlendsShow() {
        var fusedRowTicks = 0, rowTicks = 0
        for seed in UInt64(1)...40 {
            let whole = Self.run(seed: seed, fusing: false, fusedRowTicks: nil)
            var fused = 0
            let fusedRun = Self.run(seed: seed, fusing: true, fusedRowTicks: &fused)
            fusedRowTicks += fused
            rowTicks += whole.count
            #expect(whole.count == fusedRun.count)
            guard let tick = whole.indices.first(where: { whole[$0] != fusedRun[$0] }) else { continue }
            Issue.record("seed \(seed), reading \(tick): whole \(whole[tick]), fused \(fusedRun[tick])")
            return
        }
        // About a tenth of all readings (which include layers with no animation and the view's layer).
        #expect(fusedRowTicks * 20 > rowTicks, "fused row ticks \(fusedRowTicks) of \(rowTicks) readings")
    }

    /// Every key's value of every layer after every tick of scene `seed`, as bits; counts the rows fused after a tick.
    private static func run(seed: UInt64, fusing: Bool, fusedRowTicks: UnsafeMutablePointer<Int>?) -> [[UInt64]] {
        let fixture = EngineFixture()
        defer { fixture.end() }
        fixture.engine.kernel.fusesLayerRows = fusing
        var scene = LayerKernelTwinScene(seed: seed)
        for _ in 0..<6 { scene.addSharedGroup() }
        var readings: [[UInt64]] = []
        for _ in 0..<240 {
            if scene.chance(0.06) { scene.perturb() }
            if scene.chance(0.05) { scene.addSharedGroup() }
            fixture.run(frames: 1)
            for layer in scene.layers {
                if layer.kernelRow?.isFused == true { fusedRowTicks?.pointee += 1 }
                guard let shown = layer.presentation() else { continue }
                readings.append(LayerKernelTwinScene.keys(of: layer).flatMap { shown.value(forLayerKey: $0).map(Self.bits) ?? [] })
            }
        }
        return readings
    }

    /// A value's numbers as bits (a transform's sixteen entries; lanes and whether a value is there otherwise).
    private static func bits(of value: LayerValue) -> [UInt64] {
        if case .transform(let t) = value { return t.entries.map { Double($0).bitPattern } }
        let (lanes, isPresent) = LayerSlotKind.lanes(of: value)
        return (0..<4).map { lanes[$0].bitPattern } + [isPresent ? 1 : 0]
    }
}

extension LayerKernelTwinScene {
    /// Groups on the layers of their own whose children share their group's timing (so each row runs on one chain): two
    /// to four basic animations with fixed ends or `toValue` alone, over whole properties or lanes of one — on one
    /// layer, or (one time in three) on each of them on one timing, so rows next to each other share a chain and turn
    /// by different transforms at one moment.
    mutating func addSharedGroup() {
        let own = Array(layers.dropLast())
        let chosen = chance(1.0 / 3) ? own : [own[Int.random(in: 0..<own.count, using: &rng)]]
        let timing = CAAnimationGroup()
        time(timing)
        let key = "k\(Int.random(in: 0..<3, using: &rng))"
        let paths = ["position", "bounds.size", "opacity", "backgroundColor", "transform", "position.x", "cornerRadius"]
        for layer in chosen {
            let group = CAAnimationGroup()
            (group.duration, group.beginTime, group.speed, group.timeOffset) = (
                timing.duration, timing.beginTime, timing.speed, timing.timeOffset
            )
            (group.repeatCount, group.autoreverses, group.fillMode) = (timing.repeatCount, timing.autoreverses, timing.fillMode)
            (group.isRemovedOnCompletion, group.timingFunction) = (timing.isRemovedOnCompletion, timing.timingFunction)
            group.animations = paths.shuffled(using: &rng).prefix(Int.random(in: 2...4, using: &rng)).map { keyPath in
                let animation = CABasicAnimation(keyPath: keyPath)
                let like = layer.currentValue(forKeyPath: keyPath) ?? .number(0)
                if chance(0.5) { animation.fromValue = value(like: like) }
                animation.toValue = value(like: like)
                animation.duration = group.duration
                return animation
            }
            layer.add(group, forKey: key)
        }
    }
}
