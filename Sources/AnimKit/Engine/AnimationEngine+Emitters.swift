import Foundation

/// Emitter layers need no tick — their particles are worked out from the time — but a scene whose particles still fly
/// is not over: its timeline runs to its cap, as with an animation that repeats for ever.
extension AnimationEngine {
    /// Whether an emitter placed in a tree is giving birth, or has particles alive.
    var hasEmittingLayers: Bool {
        guard !emitterLayers.isEmpty else { return false }
        emitterLayers.removeAll { $0.layer == nil }
        let now = clock.now
        for entry in emitterLayers where entry.layer?.isEmitting(at: now) == true { return true }
        return false
    }

    /// The next time an emitter falls quiet (its last particle dies), after `now`; an endless lifetime is no event.
    var nextEmitterQuietTime: TimeInterval? {
        let now = clock.now
        return emitterLayers.compactMap { $0.layer.flatMap { $0.hasStarted ? $0.quietTime : nil } }.filter { $0 > now && $0.isFinite }.min()
    }
}

/// An emitter layer the engine does not keep alive.
struct WeakEmitterLayer {
    weak var layer: CAEmitterLayer?
}
