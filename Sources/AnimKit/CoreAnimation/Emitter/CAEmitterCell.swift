import Foundation

/// One kind of particle a ``CAEmitterLayer`` emits, as Core Animation's: how many a second, how long each lives, how
/// fast and in which direction it leaves, how it spins, grows and changes colour, and the image it shows.
///
/// Each `…Range` lets a particle's value differ from the cell's by up to that much either way (uniformly, from the
/// emitter's ``CAEmitterLayer/seed``: the same seed gives the same particles); each `…Speed` changes it by that much a
/// second of the particle's life. A particle's values are worked out from the values the cell has when it is drawn:
/// change a cell while its particles live and they are drawn with the new values — but for ``birthRate``, whose
/// changes count from their moment on. The emitter reaches a cell's values by key path
/// (`"emitterCells.NAME.birthRate"`), and the cell answers ``setValue(_:forKey:)``. A cell's own
/// ``emitterCells`` are emitted by each of its particles, in that particle's time: their `beginTime` and `duration` count from its birth.
@preconcurrency @MainActor
open class CAEmitterCell: CAMediaTiming {
    /// The cell's name, to find it among its emitter's cells.
    open var name: String?
    /// Whether the cell emits; `true` by default.
    open var isEnabled = true
    /// Particles emitted a second (times the emitter's ``CAEmitterLayer/birthRate``); 0 by default. A change takes
    /// effect from that moment on (0 stops new particles; those alive live on).
    open var birthRate: Float = 0 {
        didSet { if birthRate != oldValue { rateChanges.append((AnimationEngine.shared.clock.now, birthRate)) } }
    }
    /// Each change of ``birthRate`` (the engine clock's time) and the rate from then on.
    var rateChanges: [(time: CFTimeInterval, rate: Float)] = []
    /// Whether the cell has ever given birth at a rate above 0.
    var hasEmitted: Bool { rateChanges.contains { $0.rate > 0 } }
    /// How long each particle lives, in seconds (times the emitter's ``CAEmitterLayer/lifetime``); 0 by default.
    open var lifetime: Float = 0
    /// How much a particle's lifetime may differ from ``lifetime``.
    open var lifetimeRange: Float = 0
    /// The emission direction's angle from the z-axis (its colatitude); 0 by default. The drawing is flat: a particle's
    /// speed in the plane is its speed times the cosine of this angle.
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the xy-plane, from the x-axis towards the y-axis (down on the screen): −π/2
    /// emits upwards; 0 by default.
    open var emissionLongitude: CGFloat = 0
    /// The angle, in radians, of the cone round the emission direction that particles leave in, evenly spread (half of
    /// it either way; 2π: every direction); 0 by default.
    open var emissionRange: CGFloat = 0
    /// How fast a particle leaves, in points a second (times the emitter's ``CAEmitterLayer/velocity``).
    open var velocity: CGFloat = 0
    /// How much a particle's speed may differ from ``velocity``.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points a second squared (wind).
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y, in points a second squared (gravity, when positive: the screen's y points down).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (away from the flat drawing: it does not move a particle on screen).
    open var zAcceleration: CGFloat = 0
    /// A particle's size against its image's; 1 by default.
    open var scale: CGFloat = 1
    /// How much a particle's scale may differ from ``scale``.
    open var scaleRange: CGFloat = 0
    /// How much the scale changes a second.
    open var scaleSpeed: CGFloat = 0
    /// Turns a second, in radians, clockwise on the screen (times the emitter's ``CAEmitterLayer/spin``).
    open var spin: CGFloat = 0
    /// How much a particle's spin may differ from ``spin``.
    open var spinRange: CGFloat = 0
    /// The colour each particle's image is multiplied by, channel by channel; white (none) when `nil`.
    open var color: CGColor?
    /// How much a particle's red may differ from the colour's (0…1).
    open var redRange: Float = 0
    /// How much a particle's green may differ from the colour's.
    open var greenRange: Float = 0
    /// How much a particle's blue may differ from the colour's.
    open var blueRange: Float = 0
    /// How much a particle's alpha may differ from the colour's.
    open var alphaRange: Float = 0
    /// How much red changes a second of a particle's life (clamped to 0…1).
    open var redSpeed: Float = 0
    /// How much green changes a second.
    open var greenSpeed: Float = 0
    /// How much blue changes a second.
    open var blueSpeed: Float = 0
    /// How much alpha changes a second (−0.1 fades a particle out over ten seconds).
    open var alphaSpeed: Float = 0
    /// The image each particle shows (a `CGImage`: `UIImage.cgImage`); a cell without one emits nothing that is seen.
    open var contents: Any?
    /// The part of the image shown, in unit coordinates; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's pixels per point; 1 by default.
    open var contentsScale: CGFloat = 1
    /// Kept for code that sets it: images are filtered linearly.
    open var magnificationFilter = "linear"
    /// Kept for code that sets it: images are filtered linearly.
    open var minificationFilter = "linear"
    /// Kept for code that sets it.
    open var minificationFilterBias: Float = 0
    /// Particles that each particle would emit: kept, not emitted here.
    open var emitterCells: [CAEmitterCell]?
    /// Kept for code that sets it.
    open var style: [AnyHashable: Any]?

    /// When the cell starts emitting, in its emitter's time (`CACurrentMediaTime()` now); 0: from the start.
    open var beginTime: CFTimeInterval = 0
    /// How long it emits from ``beginTime``; 0: for as long as the emitter does.
    open var duration: CFTimeInterval = 0
    /// Kept for code that sets it: a cell's time runs with its emitter's.
    open var speed: Float = 1
    /// Kept for code that sets it.
    open var timeOffset: CFTimeInterval = 0
    /// Kept for code that sets it.
    open var repeatCount: Float = 0
    /// Kept for code that sets it.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept for code that sets it.
    open var autoreverses = false
    /// Kept for code that sets it.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A cell that emits nothing until its ``birthRate`` and ``lifetime`` are set.
    public required init() {}

    /// A cell that emits nothing until its ``birthRate`` and ``lifetime`` are set (Objective-C's spelling).
    open class func emitterCell() -> Self { self.init() }

    /// The value a cell has for `key` before it is set (`nil` for a key with no default of note).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": true
        case "scale", "contentsScale", "speed": 1
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        default: nil
        }
    }

    /// Whether a value is archived for `key`: every key is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The window of emitter time in which the cell emits.
    var emittingWindow: ClosedRange<CFTimeInterval> {
        // A begin time or duration that is not a finite number counts as none.
        let begin = beginTime.isFinite ? beginTime : 0
        let end = duration > 0 && duration.isFinite ? begin + duration : .infinity
        return begin...Swift.max(begin, end)
    }

    /// How long after a particle's birth it, or a particle its sub-cells give birth to, may still be alive, with the
    /// emitter's `lifetime` multiplier.
    func reach(lifetime multiplier: Float) -> CFTimeInterval {
        let own = Double(max(0, lifetime + abs(lifetimeRange)) * max(0, multiplier))
        let longest = (emitterCells ?? []).map { $0.reach(lifetime: multiplier) }.max() ?? 0
        // A life of ∞ reaches for ever (the scene then runs to its cap); NaN counts as none.
        return own.isNaN ? longest : own + longest
    }

    /// Whether the cell or one of its sub-cells, however deep, has an image to draw.
    var drawsSomething: Bool { contents is Image || (emitterCells ?? []).contains { $0.isEnabled && $0.drawsSomething } }

    /// Takes every value of `other`, its rate's history included (a checkpoint puts a cell back this way).
    func takeValues(of other: CAEmitterCell) {
        (name, isEnabled, birthRate, lifetime, lifetimeRange) = (
            other.name, other.isEnabled, other.birthRate, other.lifetime, other.lifetimeRange
        )
        (emissionLatitude, emissionLongitude, emissionRange, velocity, velocityRange) = (
            other.emissionLatitude, other.emissionLongitude, other.emissionRange, other.velocity, other.velocityRange
        )
        (xAcceleration, yAcceleration, zAcceleration, scale, scaleRange, scaleSpeed, spin, spinRange) = (
            other.xAcceleration, other.yAcceleration, other.zAcceleration, other.scale, other.scaleRange, other.scaleSpeed, other.spin,
            other.spinRange
        )
        (color, redRange, greenRange, blueRange, alphaRange) = (
            other.color, other.redRange, other.greenRange, other.blueRange, other.alphaRange
        )
        (redSpeed, greenSpeed, blueSpeed, alphaSpeed) = (other.redSpeed, other.greenSpeed, other.blueSpeed, other.alphaSpeed)
        (contents, contentsRect, contentsScale, magnificationFilter, minificationFilter, minificationFilterBias) = (
            other.contents, other.contentsRect, other.contentsScale, other.magnificationFilter, other.minificationFilter,
            other.minificationFilterBias
        )
        (emitterCells, style, beginTime, duration, speed, timeOffset) = (
            other.emitterCells, other.style, other.beginTime, other.duration, other.speed, other.timeOffset
        )
        (repeatCount, repeatDuration, autoreverses, fillMode) = (
            other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode
        )
        rateChanges = other.rateChanges
    }

    /// A cell holding `self`'s values now.
    func snapshot() -> CAEmitterCell {
        let copy = CAEmitterCell()
        copy.takeValues(of: self)
        return copy
    }
}
