import Foundation

/// One particle's numbers, drawn once from its random sequence when it is born, and where they put it at any age: at
/// age *a* it is at `p₀ + v·a + ½·g·a²`, turned `spin·a`, its scale and colour moved by their speeds times *a*.
///
/// A particle that emits particles (its cell has ``CAEmitterCell/emitterCells``) is their source: they are born where
/// it is at their birth.
struct ParticleMotion {
    /// When it was born (the engine clock's time) and how long it lives.
    let birth: CFTimeInterval
    let life: CFTimeInterval
    let origin: CGPoint
    let direction: CGFloat
    let speed: CGFloat
    let acceleration: CGVector
    let spin: CGFloat
    /// The scale and colour channels at birth, before their speeds move them.
    let scale: CGFloat
    let channels: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Draws a particle of `cell` born at `birth` at `origin` (or on the emitter's shape when `origin` is nil), in a fixed
    /// order, so that each number a particle gets is its own whatever the others are.
    @MainActor
    init(of cell: CAEmitterCell, in emitter: CAEmitterLayer, born birth: CFTimeInterval, at origin: CGPoint?, random: inout ParticleRandom)
    {
        self.birth = birth
        life = Double(max(0, cell.lifetime + Float(random.spread()) * cell.lifetimeRange) * max(0, emitter.lifetime))
        self.origin =
            origin
            ?? EmitterShapePoint.point(
                shape: emitter.emitterShape, mode: emitter.emitterMode, center: emitter.emitterPosition, size: emitter.emitterSize,
                random: &random)
        // The range is the cone's whole angle, round the emission direction: half of it either way.
        direction = cell.emissionLongitude + random.spread() * cell.emissionRange / 2
        speed = (cell.velocity + random.spread() * cell.velocityRange) * CGFloat(emitter.velocity) * cos(cell.emissionLatitude)
        acceleration = CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration)
        spin = (cell.spin + random.spread() * cell.spinRange) * CGFloat(emitter.spin)
        scale = cell.scale + random.spread() * cell.scaleRange
        let base = cell.color ?? .white
        channels = (
            base.red + random.spread() * CGFloat(cell.redRange), base.green + random.spread() * CGFloat(cell.greenRange),
            base.blue + random.spread() * CGFloat(cell.blueRange), base.alpha + random.spread() * CGFloat(cell.alphaRange)
        )
    }

    /// Where it is `age` seconds after its birth.
    func position(atAge age: CFTimeInterval) -> CGPoint {
        let a = CGFloat(age)
        return CGPoint(
            x: origin.x + speed * cos(direction) * a + acceleration.dx * a * a / 2,
            y: origin.y + speed * sin(direction) * a + acceleration.dy * a * a / 2)
    }

    /// The particle as drawn at `now`, showing `image` of `cell`; `nil` outside its life or where a number is not finite
    /// (NaN, ∞ in a cell or the layer leave it out rather than draw nonsense).
    @MainActor
    func particle(of cell: CAEmitterCell, in emitter: CAEmitterLayer, image: Image, at now: CFTimeInterval) -> EmitterParticles.Particle? {
        let age = now - birth
        guard age >= 0, age < life else { return nil }
        let a = CGFloat(age)
        let grown = max(0, scale + cell.scaleSpeed * a) * CGFloat(emitter.scale)
        func channel(_ value: CGFloat, _ speed: Float) -> CGFloat { min(max(value + CGFloat(speed) * a, 0), 1) }
        let color = Color(
            red: channel(channels.red, cell.redSpeed), green: channel(channels.green, cell.greenSpeed),
            blue: channel(channels.blue, cell.blueSpeed), alpha: channel(channels.alpha, cell.alphaSpeed))
        let center = position(atAge: age)
        let numbers = [center.x, center.y, spin * a, grown, color.red, color.green, color.blue, color.alpha]
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        let shown = cell.contentsRect
        let pixels = CGSize(width: image.pixelSize.width * shown.width, height: image.pixelSize.height * shown.height)
        let pointsPerPixel = cell.contentsScale > 0 ? 1 / cell.contentsScale : 1
        let size = CGSize(width: pixels.width * pointsPerPixel * grown, height: pixels.height * pointsPerPixel * grown)
        let part = shown.width > 0 && shown.height > 0 ? shown : CGRect(x: 0, y: 0, width: 1, height: 1)
        return EmitterParticles.Particle(center: center, size: size, angle: spin * a, color: color, image: image, part: part, birth: birth)
    }
}
