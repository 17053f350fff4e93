import Foundation

/// A layer that emits particles, as Core Animation's: each of its ``emitterCells`` gives birth to particles at its rate
/// on the emitter's shape, and each particle flies, spins, grows and fades by its cell's numbers until its lifetime ends.
///
/// The particles are worked out afresh for each frame from the time alone — where a particle born *s* seconds after the
/// emitter started is *t* seconds later follows from its cell's numbers and ``seed`` — so the same moment always shows
/// the same particles, a seek lands on what straight play draws, and nothing is kept per particle. Emitting starts when
/// the layer is placed in a layer tree (or, for a layer never placed, when it is made); setting ``birthRate`` changes
/// the rate from that moment on (0 stops new particles; those alive live on).
@preconcurrency @MainActor
open class CAEmitterLayer: Layer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate; 1 by default. Setting it takes effect from that moment on.
    open var birthRate: Float = 1 {
        didSet { if birthRate != oldValue { rateChanges.append((AnimationEngine.shared.clock.now, birthRate)) } }
    }
    /// Multiplies every cell's lifetime; 1 by default.
    open var lifetime: Float = 1
    /// The centre of the emitter's shape, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero
    /// The shape's z position (kept: the drawing is flat).
    open var emitterZPosition: CGFloat = 0
    /// The shape's size: a line's length is its width, a circle's diameter too.
    open var emitterSize = CGSize.zero
    /// The shape's depth (kept: the drawing is flat).
    open var emitterDepth: CGFloat = 0
    /// The shape particles are born in; a point by default.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Which part of the shape they are born on; anywhere inside by default.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The order particles are drawn in, or additive mixing.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Kept for code that sets it: the drawing is flat.
    open var preservesDepth = false
    /// Multiplies every cell's velocity; 1 by default.
    open var velocity: Float = 1
    /// Multiplies every cell's scale; 1 by default.
    open var scale: Float = 1
    /// Multiplies every cell's spin; 1 by default.
    open var spin: Float = 1
    /// The seed of the particles' random differences: the same seed, the same particles.
    open var seed: UInt32 = 0

    /// When emitting started (the engine clock's time), and each change of ``birthRate`` since: the rate from then on.
    var rateChanges: [(time: CFTimeInterval, rate: Float)]

    /// An emitter with no cells.
    public required init() {
        rateChanges = [(AnimationEngine.shared.clock.now, 1)]
        super.init()
    }

    public required init?(coder: NSCoder) {
        rateChanges = [(AnimationEngine.shared.clock.now, 1)]
        super.init(coder: coder)
    }

    /// A copy of `layer`, with its emitter.
    public required init(layer: Any) {
        let other = layer as? CAEmitterLayer
        rateChanges = other?.rateChanges ?? [(AnimationEngine.shared.clock.now, Float(1))]
        super.init(layer: layer)
        if let other { copyEmitter(from: other) }
    }

    private func copyEmitter(from other: CAEmitterLayer) {
        (emitterCells, lifetime, emitterPosition, emitterZPosition, emitterSize, emitterDepth) = (
            other.emitterCells, other.lifetime, other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth
        )
        (emitterShape, emitterMode, renderMode, preservesDepth, velocity, scale, spin, seed) = (
            other.emitterShape, other.emitterMode, other.renderMode, other.preservesDepth, other.velocity, other.scale, other.spin,
            other.seed
        )
        // Set last and without a change of its own: the history came with the copy.
        rateChanges = other.rateChanges
        withoutRecordingRate { birthRate = other.birthRate }
    }

    private func withoutRecordingRate(_ change: () -> Void) {
        let kept = rateChanges
        change()
        rateChanges = kept
    }

    /// Emitting starts now: the layer was placed in a tree for the first time.
    func startEmitting() {
        guard !hasStarted else { return }
        hasStarted = true
        rateChanges = [(AnimationEngine.shared.clock.now, birthRate)]
        AnimationEngine.shared.emitterLayers.append(WeakEmitterLayer(layer: self))
    }

    /// Whether particles are being born, or some born may still be alive at `now`.
    func isEmitting(at now: CFTimeInterval) -> Bool {
        guard hasStarted else { return false }
        return quietTime.map { $0 > now } ?? true
    }

    /// When the last particle dies, once no cell gives birth any more; `nil` while one gives birth for ever.
    var quietTime: CFTimeInterval? {
        // The rates as animations leave them at their ends (an animation without one leaves them unknown: for ever).
        let layerChanges = animatedRateChanges(atKeyPath: "birthRate", over: rateChanges, until: .infinity)
        let last = layerChanges.last ?? (AnimationEngine.shared.clock.now, birthRate)
        var quiet = last.time
        for cell in emitterCells ?? [] where cell.isEnabled && cell.hasEmitted && cell.drawsSomething {
            let cellChanges = cell.name.map {
                animatedRateChanges(atKeyPath: "emitterCells.\($0).birthRate", over: cell.rateChanges, until: .infinity)
            }
            let cellLast = (cellChanges ?? cell.rateChanges).last ?? (last.time, cell.birthRate)
            let stop = Swift.min(
                last.rate > 0 ? .infinity : last.time, cellLast.rate > 0 ? .infinity : cellLast.time, cell.emittingWindow.upperBound)
            guard stop.isFinite else { return nil }
            // Those born until the births stopped, and what they give birth to, live out their lifetimes.
            quiet = Swift.max(quiet, stop + cell.reach(lifetime: lifetime))
        }
        return quiet
    }

    /// Whether the layer has been placed in a tree (emitting started then).
    private(set) var hasStarted = false

    override package func capturedOwnState() -> @MainActor () -> Void {
        let copy = CAEmitterLayer(layer: self), started = hasStarted
        // The cells are the code's objects, changed by key paths while the scene plays: their values are kept too.
        let cells = Self.allCells(of: emitterCells).map { ($0, $0.snapshot()) }
        return { [weak self] in
            guard let self else { return }
            copyEmitter(from: copy)
            hasStarted = started
            for (cell, values) in cells { cell.takeValues(of: values) }
        }
    }

    /// `cells` and theirs, however deep.
    private static func allCells(of cells: [CAEmitterCell]?) -> [CAEmitterCell] {
        (cells ?? []).flatMap { [$0] + allCells(of: $0.emitterCells) }
    }
}
