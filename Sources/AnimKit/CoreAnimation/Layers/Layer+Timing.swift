import Foundation

/// A layer's own timing: its local time runs from its superlayer's as `(parent − beginTime) × speed + timeOffset`,
/// and its animations run on that local time — so `speed = 0` with `timeOffset` set pauses every animation in the
/// subtree where it is (Apple's Q&A 1673 recipe).
extension Layer: CAMediaTiming {
    /// When the layer's time starts, in its superlayer's time.
    public var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { state.beginTime = newValue }
    }
    /// How fast the layer's time runs against its superlayer's; 0 stops it.
    public var speed: Float {
        get { state.speed }
        set { state.speed = newValue }
    }
    /// Added to the layer's local time.
    public var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { state.timeOffset = newValue }
    }
    /// Kept for the protocol; a layer's own duration does not limit its animations here.
    public var duration: CFTimeInterval {
        get { state.duration }
        set { state.duration = newValue }
    }
    /// Kept for the protocol; a layer's own repeat count does not repeat its animations here.
    public var repeatCount: Float {
        get { state.repeatCount }
        set { state.repeatCount = newValue }
    }
    /// Kept for the protocol.
    public var repeatDuration: CFTimeInterval {
        get { state.repeatDuration }
        set { state.repeatDuration = newValue }
    }
    /// Kept for the protocol.
    public var autoreverses: Bool {
        get { state.autoreverses }
        set { state.autoreverses = newValue }
    }
    /// Kept for the protocol.
    public var fillMode: CAMediaTimingFillMode {
        get { state.fillMode }
        set { state.fillMode = newValue }
    }

    /// Whether the layer's time is not simply its superlayer's: its begin time, speed or time offset was changed.
    var keepsOwnTime: Bool { state.beginTime != 0 || state.speed != 1 || state.timeOffset != 0 }

    /// The layer's own state was set: its row reads it again, and the kernel's count learns whether it keeps its own time.
    func stateChanged() {
        ownValuesChanged()
        let keeps = keepsOwnTime
        guard keeps != isCountedKeepingOwnTime else { return }
        isCountedKeepingOwnTime = keeps
        FrameKernel.layer(keepsOwnTime: keeps)
    }

    /// The layer's local time when the scene's clock reads `time` (`CACurrentMediaTime()`), through every superlayer.
    func localTime(atGlobal time: CFTimeInterval) -> CFTimeInterval {
        guard FrameKernel.someLayerKeepsOwnTime else { return time }
        let parent = superlayerLink.map { $0.localTime(atGlobal: time) } ?? time
        return (parent - state.beginTime) * Double(state.speed) + state.timeOffset
    }

    /// The local time of a replicator's copy `delay` seconds behind the original: the delay is taken off in the
    /// nearest replicator's time, as Core Animation offsets each instance there.
    func localTime(atGlobal time: CFTimeInterval, replicaDelay delay: CFTimeInterval) -> CFTimeInterval {
        guard FrameKernel.someLayerKeepsOwnTime else { return time - delay }
        let parent: CFTimeInterval
        if let superlayer = superlayerLink {
            parent =
                superlayer is CAReplicatorLayer
                ? superlayer.localTime(atGlobal: time) - delay : superlayer.localTime(atGlobal: time, replicaDelay: delay)
        } else {
            parent = time - delay
        }
        return (parent - state.beginTime) * Double(state.speed) + state.timeOffset
    }

    /// How fast the layer's local time moves with the scene clock's: its speed times its ancestors'.
    var timeRate: Double {
        guard FrameKernel.someLayerKeepsOwnTime else { return 1 }
        return Double(state.speed) * (superlayerLink?.timeRate ?? 1)
    }

    /// The scene clock's time at which this layer's local time is `local`; `nil` when some layer's time stands still.
    func globalTime(atLocal local: CFTimeInterval) -> CFTimeInterval? {
        guard FrameKernel.someLayerKeepsOwnTime else { return local }
        guard state.speed != 0 else { return nil }
        let parent = (local - state.timeOffset) / Double(state.speed) + state.beginTime
        guard let superlayer = superlayerLink else { return parent }
        return superlayer.globalTime(atLocal: parent)
    }

    /// `t` in `layer`'s time (the scene clock's when `nil`) as this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: Layer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(atLocal: t) ?? t } ?? t
        return localTime(atGlobal: global)
    }

    /// `t` in this layer's time as `layer`'s time (the scene clock's when `nil`).
    public func convertTime(_ t: CFTimeInterval, to layer: Layer?) -> CFTimeInterval {
        let global = globalTime(atLocal: t) ?? t
        return layer.map { $0.localTime(atGlobal: global) } ?? global
    }
}
