import Foundation

/// The particles an emitter shows at one moment, worked out from the time alone (see ``CAEmitterLayer``).
///
/// Particle *k* of a cell is born when the cell's births so far — its rate times the emitter's, summed over both rates'
/// changes — reach *k* (the first at the start). Its random differences come from the emitter's seed, the cell's place
/// and *k* (``ParticleMotion``). A cell's own ``CAEmitterCell/emitterCells`` are emitted by each of its particles, in the
/// particle's time: a sub-cell's `beginTime` and `duration` count from the particle's birth, within its life, its
/// births at its own rate from that start (the emitter's `birthRate` multiplies the top cells' only, so a stop lets the
/// particles alive finish), each where the parent particle is then — a firework's rocket, burst and sparks.
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
        /// The part of the image it shows, in the image's unit coordinates (its cell's `contentsRect`).
        var part: CGRect
        /// When it was born, to order the drawing.
        var birth: CFTimeInterval
    }

    /// The most particles one emitter draws in a frame.
    static let drawnLimit = 20_000

    private(set) var particles: [Particle] = []
    private(set) var limited = false
    private let emitter: CAEmitterLayer
    private let now: CFTimeInterval

    /// The particles of `emitter` alive at `now` (``CACurrentMediaTime()``), in drawing order; `limited` tells whether
    /// more were alive than ``drawnLimit``.
    @MainActor
    static func alive(in emitter: CAEmitterLayer, at now: CFTimeInterval) -> (particles: [Particle], limited: Bool) {
        var found = EmitterParticles(emitter: emitter, now: now)
        for (index, cell) in (emitter.emitterCells ?? []).enumerated() where cell.isEnabled {
            found.emitTopLevel(cell, index: index)
        }
        switch emitter.renderMode {
        case .oldestFirst, .backToFront: found.particles.sort { $0.birth < $1.birth }
        case .oldestLast: found.particles.sort { $0.birth > $1.birth }
        default: break
        }
        return (found.particles, found.limited)
    }

    @MainActor
    private mutating func emitTopLevel(_ cell: CAEmitterCell, index: Int) {
        let reach = cell.reach(lifetime: emitter.lifetime)
        guard cell.hasEmitted, reach > 0, cell.drawsSomething else { return }
        let births = BirthSchedule(emitter: emitter, cell: cell, until: now)
        guard let last = births.lastIndex else { return }
        // The newest ``drawnLimit`` at most: a rate of millions a second is not walked particle by particle.
        let oldest = births.firstIndex(bornAfter: now - reach), first = max(oldest, last - Self.drawnLimit + 1)
        if first > oldest { limited = true }
        guard first <= last else { return }
        for k in first...last {
            if isFull {
                limited = true
                return
            }
            guard let birth = births.time(of: k) else { continue }
            var random = ParticleRandom(seed: emitter.seed, cell: index, particle: k)
            let motion = ParticleMotion(of: cell, in: emitter, born: birth, at: nil, random: &random)
            show(motion, of: cell)
            emitChildren(of: motion, cell: cell, key: UInt64(index) &* 0x100_0000_01b3 ^ UInt64(truncatingIfNeeded: k))
        }
    }

    /// The particles `motion`'s sub-cells have given birth to by now, and theirs.
    @MainActor
    private mutating func emitChildren(of motion: ParticleMotion, cell: CAEmitterCell, key: UInt64) {
        for (index, child) in (cell.emitterCells ?? []).enumerated() where child.isEnabled {
            let rate = Double(max(0, child.birthRate))
            let reach = child.reach(lifetime: emitter.lifetime)
            guard rate.isFinite, rate > 0, reach > 0, child.drawsSomething else { continue }
            let begin = child.beginTime.isFinite ? max(0, child.beginTime) : 0
            let length = child.duration > 0 && child.duration.isFinite ? child.duration : .infinity
            let start = motion.birth + begin, end = motion.birth + min(motion.life, begin + length)
            guard start < end, start <= now else { continue }
            // Births j = 0, 1 … at start + j / rate, before the end and by now, of which some may still be alive.
            let firstJ = max(0, ((now - reach - start) * rate).rounded(.up))
            let lastJ = min((min(now, end) - start) * rate, Double(Int32.max)).rounded(.down)
            guard firstJ <= lastJ else { continue }
            let childKey = key &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index + 1)
            for j in Int(firstJ)...Int(lastJ) {
                let birth = start + Double(j) / rate
                if isFull { limited = true }
                guard !isFull, birth < end else { break }
                var random = ParticleRandom(seed: emitter.seed, cell: Int(truncatingIfNeeded: childKey), particle: j)
                let origin = motion.position(atAge: birth - motion.birth)
                let born = ParticleMotion(of: child, in: emitter, born: birth, at: origin, random: &random)
                show(born, of: child)
                emitChildren(of: born, cell: child, key: childKey &* 0x100_0000_01b3 ^ UInt64(truncatingIfNeeded: j))
            }
        }
    }

    private var isFull: Bool { particles.count >= Self.drawnLimit }

    @MainActor
    private mutating func show(_ motion: ParticleMotion, of cell: CAEmitterCell) {
        guard let image = cell.contents as? Image, !isFull else { return }
        if let particle = motion.particle(of: cell, in: emitter, image: image, at: now) { particles.append(particle) }
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
