import Foundation

/// A layer that draws its sublayers ``instanceCount`` times, as Core Animation's: instance *i* through
/// ``instanceTransform`` applied *i* times (about the layer's centre), its animations ``instanceDelay`` × *i* later,
/// its colours multiplied by ``instanceColor`` plus *i* times the offsets — the usual loading spinner is one dot,
/// twelve instances a twelfth of a turn apart, each fading a twelfth of a second after the one before.
@preconcurrency @MainActor
open class CAReplicatorLayer: Layer {
    /// How many copies of the sublayers are drawn, the first as they are; 1 by default. At most
    /// ``drawnInstanceLimit`` are drawn (a count above it is said once, when set, and kept as set).
    open var instanceCount = 1 {
        didSet {
            guard instanceCount > Self.drawnInstanceLimit, oldValue != instanceCount else { return }
            report(
                "instanceCount: \(instanceCount) copies would take minutes a frame; the first \(Self.drawnInstanceLimit) are drawn")
        }
    }
    /// The most copies one replicator draws: far more than any screen shows apart.
    public static let drawnInstanceLimit = 10_000
    /// How much later each copy's animations run than the one before, in seconds.
    open var instanceDelay: CFTimeInterval = 0 { didSet { changed("instanceDelay", from: .number(oldValue)) } }
    /// The transform from each copy to the next, about the layer's centre.
    open var instanceTransform = CATransform3DIdentity { didSet { changed("instanceTransform", from: .transform(oldValue)) } }
    /// The colour the first copy's content is multiplied by; white (no change) by default.
    open var instanceColor: CGColor? = .white { didSet { changed("instanceColor", from: .color(oldValue)) } }
    /// Added to the red multiplier for each copy after the first.
    open var instanceRedOffset: Float = 0
    /// Added to the green multiplier for each copy after the first.
    open var instanceGreenOffset: Float = 0
    /// Added to the blue multiplier for each copy after the first.
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha multiplier for each copy after the first (−1/12 fades twelve copies out in turn).
    open var instanceAlphaOffset: Float = 0

    /// A replicator with one instance.
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer`, with its replication.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        copyReplication(from: other)
    }

    private func copyReplication(from other: CAReplicatorLayer) {
        (instanceCount, instanceDelay, instanceTransform, instanceColor) = (
            other.instanceCount, other.instanceDelay, other.instanceTransform, other.instanceColor
        )
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) = (
            other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset
        )
    }

    /// What copy `index` is drawn with: its delay and the colour its content is multiplied by (`nil`: unchanged).
    func instance(_ index: Int) -> Replication {
        let base = instanceColor ?? .white
        func channel(_ value: CGFloat, _ offset: Float) -> CGFloat { Swift.min(Swift.max(value + CGFloat(offset) * CGFloat(index), 0), 1) }
        let tint = Color(
            red: channel(base.red, instanceRedOffset), green: channel(base.green, instanceGreenOffset),
            blue: channel(base.blue, instanceBlueOffset), alpha: channel(base.alpha, instanceAlphaOffset))
        return Replication(delay: instanceDelay * Double(index), tint: tint == .white ? nil : tint)
    }

    override package func value(forLayerKey key: String) -> LayerValue? {
        switch key {
        case "instanceTransform": .transform(instanceTransform)
        case "instanceColor": .color(instanceColor)
        case "instanceDelay": .number(instanceDelay)
        default: super.value(forLayerKey: key)
        }
    }

    override package func setValue(_ value: LayerValue, forLayerKey key: String) -> Bool {
        switch (key, value) {
        case ("instanceTransform", .transform(let v)): instanceTransform = v
        case ("instanceColor", .color(let v)): instanceColor = v
        case ("instanceDelay", .number(let v)): instanceDelay = v
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }

    override package func capturedOwnState() -> @MainActor () -> Void {
        let copy = CAReplicatorLayer(layer: self)
        return { [weak self] in
            guard let self else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            copyReplication(from: copy)
        }
    }
}

/// How one copy of a replicator's sublayers is drawn: how much later its animations run, and the colour its content
/// is multiplied by (copies nested in copies combine both).
struct Replication {
    var delay: CFTimeInterval = 0
    var tint: Color?

    /// No replication: the sublayers as they are.
    static let none = Replication()

    /// This copy's look inside `outer`'s.
    func inside(_ outer: Replication) -> Replication {
        let tint: Color? =
            switch (self.tint, outer.tint) {
            case (let a?, let b?): Color(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue, alpha: a.alpha * b.alpha)
            case (let a, let b): a ?? b
            }
        return Replication(delay: delay + outer.delay, tint: tint)
    }
}
