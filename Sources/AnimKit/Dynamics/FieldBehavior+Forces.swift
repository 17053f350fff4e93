import Foundation

/// What a field knows of an item at a step: where it is from the field's position and how it moves (points, points a
/// second), its mass, its charge, and the animator's elapsed time.
struct FieldSample {
    var offset: CGPoint
    var velocity: CGPoint
    var mass: Double
    var charge: CGFloat
    var time: TimeInterval
}

extension FieldBehavior {
    /// Points in one unit of distance (UIKit Dynamics' 100 points).
    private static let unit: CGFloat = 100
    /// The acceleration, in units a second squared, of gravity of strength 1 (1 000 points/s², a ``GravityBehavior``
    /// of magnitude 1).
    private static let gravity: CGFloat = 10

    /// The force (UIKit's units) the field applies to the item `sample` describes, whose centre is at `center`.
    func force(on sample: FieldSample, at center: CGPoint) -> CGVector {
        let distance = hypot(sample.offset.x, sample.offset.y)
        // Past the minimum radius, strength falls as the distance (in units) to the power of the falloff.
        let scale = strength * (falloff == 0 ? 1 : pow(Swift.max(distance, minimumRadius) / Self.unit, -falloff))
        let mass = CGFloat(sample.mass)
        let away = distance > 0 ? CGVector(dx: sample.offset.x / distance, dy: sample.offset.y / distance) : .zero
        let velocity = CGVector(dx: sample.velocity.x / Self.unit, dy: sample.velocity.y / Self.unit)
        switch kind {
        case .linearGravity:
            return CGVector(dx: direction.dx * Self.gravity * mass * scale, dy: direction.dy * Self.gravity * mass * scale)
        case .radialGravity:
            return CGVector(dx: -away.dx * Self.gravity * mass * scale, dy: -away.dy * Self.gravity * mass * scale)
        case .spring:
            return CGVector(dx: -sample.offset.x / Self.unit * scale, dy: -sample.offset.y / Self.unit * scale)
        case .drag:
            return CGVector(dx: -velocity.dx * scale, dy: -velocity.dy * scale)
        case .vortex:
            // Counter-clockwise on screen (y down) for a positive strength: to the right of the centre is up.
            return CGVector(dx: away.dy * Self.gravity * mass * scale, dy: -away.dx * Self.gravity * mass * scale)
        case .velocity:
            // Whatever velocity the item has becomes the field's within one step.
            let target = CGVector(dx: direction.dx * scale, dy: direction.dy * scale)
            let step = CGFloat(PhysicsWorld.step)
            return CGVector(dx: mass * (target.dx - velocity.dx) / step, dy: mass * (target.dy - velocity.dy) / step)
        case .noise:
            let push = noise(at: center, time: sample.time)
            return CGVector(dx: push.dx * Self.gravity * mass * scale, dy: push.dy * Self.gravity * mass * scale)
        case .turbulence:
            let push = noise(at: center, time: sample.time), speed = hypot(velocity.dx, velocity.dy)
            return CGVector(dx: push.dx * speed * scale, dy: push.dy * speed * scale)
        case .electric:
            return CGVector(dx: away.dx * sample.charge * scale, dy: away.dy * sample.charge * scale)
        case .magnetic:
            // The charge's velocity crossed with a field out of the screen.
            return CGVector(dx: velocity.dy * sample.charge * scale, dy: -velocity.dx * sample.charge * scale)
        case .evaluated(let block):
            return block(
                self, center, CGVector(dx: sample.velocity.x, dy: sample.velocity.y), mass, sample.charge, PhysicsWorld.step)
        }
    }

    /// A repeatable random direction and size (each component in −1…1) that changes smoothly across space and time:
    /// value noise on a lattice of cells from 20 points (smoothness 0) to 300 (smoothness 1) a side, and of
    /// 1 / ``animationSpeed`` seconds.
    func noise(at point: CGPoint, time: TimeInterval) -> CGVector {
        let cell = 20 + 280 * Swift.min(Swift.max(smoothness, 0), 1)
        let t = CGFloat(time) * Swift.max(animationSpeed, 0)
        return CGVector(
            dx: FieldNoise.value(point.x / cell, point.y / cell, t, seed: 1),
            dy: FieldNoise.value(point.x / cell, point.y / cell, t, seed: 2))
    }
}

/// Value noise: random values at the corners of a lattice, blended smoothly in between.
enum FieldNoise {
    /// The noise at (`x`, `y`, `t`) in lattice cells, −1…1, for `seed`.
    static func value(_ x: CGFloat, _ y: CGFloat, _ t: CGFloat, seed: UInt64) -> CGFloat {
        let (x0, y0, t0) = (x.rounded(.down), y.rounded(.down), t.rounded(.down))
        let (fx, fy, ft) = (smooth(x - x0), smooth(y - y0), smooth(t - t0))
        func corner(_ dx: CGFloat, _ dy: CGFloat, _ dt: CGFloat) -> CGFloat {
            random(Int64(x0 + dx), Int64(y0 + dy), Int64(t0 + dt), seed: seed)
        }
        func lerp(_ a: CGFloat, _ b: CGFloat, _ f: CGFloat) -> CGFloat { a + (b - a) * f }
        func plane(_ dt: CGFloat) -> CGFloat {
            lerp(lerp(corner(0, 0, dt), corner(1, 0, dt), fx), lerp(corner(0, 1, dt), corner(1, 1, dt), fx), fy)
        }
        return lerp(plane(0), plane(1), ft)
    }

    private static func smooth(_ f: CGFloat) -> CGFloat { f * f * (3 - 2 * f) }

    /// A lattice corner's value, −1…1 (SplitMix64 of the corner and the seed).
    private static func random(_ x: Int64, _ y: Int64, _ t: Int64, seed: UInt64) -> CGFloat {
        var z = UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
        z ^= UInt64(bitPattern: t) &* 0x1656_67B1_9E37_79F9 ^ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53) * 2 - 1
    }
}
