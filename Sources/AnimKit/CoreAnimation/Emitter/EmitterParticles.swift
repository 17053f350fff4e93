import Foundation

/// The particles an emitter shows at one moment, worked out from the time alone (see ``CAEmitterLayer``).
///
/// Particle *k* of a cell is born when the cell's births so far — its rate times the emitter's, summed over the
/// emitter's rate changes — reach *k* (the first at the start). Its random differences come from the emitter's seed,
/// the cell's place and *k*; at age *a* it is at `p₀ + v·a + ½·g·a²`, turned `spin·a`, its scale and colour moved
/// by their speeds times *a*.
struct EmitterParticles {
    /// A particle as drawn.
    struct Particle {
        /// Its centre, in the emitter layer's coordinates.
        var center: CGPoint
        /// Its drawn size: the shown part of its image, scaled.
        var size: CGSize
        /// How far it has turned, in radians (clockwise on the screen).
        var angle: CGFloat
        /// The colour its image is multiplied by.
        var color: Color
        var image: Image
        /// When it was born, to order the drawing.
        var birth: CFTimeInterval
    }

    /// The most particles one emitter draws in a frame.
    static let drawnLimit = 20_000

    /// The particles of `emitter` alive at `now` (``CACurrentMediaTime()``), in drawing order; `limited` tells whether
    /// more were alive than ``drawnLimit``.
    @MainActor
    static func alive(in emitter: CAEmitterLayer, at now: CFTimeInterval) -> (particles: [Particle], limited: Bool) {
        var particles: [Particle] = []
        var limited = false
        for (index, cell) in (emitter.emitterCells ?? []).enumerated() where cell.isEnabled {
            guard let image = cell.contents as? Image, cell.hasEmitted, cell.lifetime + abs(cell.lifetimeRange) > 0 else { continue }
            let births = BirthSchedule(emitter: emitter, cell: cell, until: now)
            let longest = Double(max(0, cell.lifetime + abs(cell.lifetimeRange)) * max(0, emitter.lifetime))
            guard longest > 0, let last = births.lastIndex else { continue }
            // The newest ``drawnLimit`` at most: a rate of millions a second is not walked particle by particle.
            let oldest = births.firstIndex(bornAfter: now - longest), first = max(oldest, last - drawnLimit + 1)
            if first > oldest { limited = true }
            guard first <= last else { continue }
            for k in first...last {
                if particles.count == drawnLimit {
                    limited = true
                    break
                }
                guard let birth = births.time(of: k) else { continue }
                var random = ParticleRandom(seed: emitter.seed, cell: index, particle: k)
                if let particle = make(k, of: cell, in: emitter, image: image, born: birth, now: now, random: &random) {
                    particles.append(particle)
                }
            }
        }
        switch emitter.renderMode {
        case .oldestFirst, .backToFront: particles.sort { $0.birth < $1.birth }
        case .oldestLast: particles.sort { $0.birth > $1.birth }
        default: break
        }
        return (particles, limited)
    }

    /// Particle `k`, born at `birth`, as it is at `now`; `nil` once its lifetime is over.
    @MainActor
    private static func make(
        _ k: Int, of cell: CAEmitterCell, in emitter: CAEmitterLayer, image: Image, born birth: CFTimeInterval, now: CFTimeInterval,
        random: inout ParticleRandom
    ) -> Particle? {
        // The draws come in a fixed order, so that each number a particle gets is its own whatever the others are.
        let life = Double(max(0, cell.lifetime + Float(random.spread()) * cell.lifetimeRange) * max(0, emitter.lifetime))
        let age = now - birth
        guard age >= 0, age < life else { return nil }
        let origin = EmitterShapePoint.point(
            shape: emitter.emitterShape, mode: emitter.emitterMode, center: emitter.emitterPosition, size: emitter.emitterSize,
            random: &random)
        // The range is the cone's whole angle, round the emission direction: half of it either way.
        let direction = cell.emissionLongitude + random.spread() * cell.emissionRange / 2
        let speed = (cell.velocity + random.spread() * cell.velocityRange) * CGFloat(emitter.velocity) * cos(cell.emissionLatitude)
        let spin = (cell.spin + random.spread() * cell.spinRange) * CGFloat(emitter.spin)
        let scale = max(0, cell.scale + random.spread() * cell.scaleRange + cell.scaleSpeed * age) * CGFloat(emitter.scale)
        let base = cell.color ?? .white
        func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> CGFloat {
            min(max(value + random.spread() * CGFloat(range) + CGFloat(speed) * age, 0), 1)
        }
        let color = Color(
            red: channel(base.red, cell.redRange, cell.redSpeed), green: channel(base.green, cell.greenRange, cell.greenSpeed),
            blue: channel(base.blue, cell.blueRange, cell.blueSpeed), alpha: channel(base.alpha, cell.alphaRange, cell.alphaSpeed))
        let a = CGFloat(age)
        let center = CGPoint(
            x: origin.x + speed * cos(direction) * a + cell.xAcceleration * a * a / 2,
            y: origin.y + speed * sin(direction) * a + cell.yAcceleration * a * a / 2)
        // Numbers that are not finite (NaN, ∞ in a cell or the layer) leave the particle out rather than draw nonsense.
        let numbers = [center.x, center.y, spin * a, scale, color.red, color.green, color.blue, color.alpha]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        let shown = cell.contentsRect
        let pixels = CGSize(width: image.size.width * shown.width, height: image.size.height * shown.height)
        let pointsPerPixel = cell.contentsScale > 0 ? 1 / cell.contentsScale : 1
        let size = CGSize(width: pixels.width * pointsPerPixel * scale, height: pixels.height * pointsPerPixel * scale)
        return Particle(center: center, size: size, angle: spin * a, color: color, image: image, birth: birth)
    }
}

/// The random differences of one particle: a SplitMix64 sequence seeded by the emitter's seed, the cell and the
/// particle, so a particle's numbers never depend on the other particles.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state =
            UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: particle) &* 0x94D0_49BB_1331_11EB
    }

    /// The next number, uniform in 0 ..< 1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }

    /// The next number, uniform in −1 ..< 1: how far a value goes into its range, and which way.
    mutating func spread() -> CGFloat { unit() * 2 - 1 }
}
