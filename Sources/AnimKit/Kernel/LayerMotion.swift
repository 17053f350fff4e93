import Foundation

/// How a Core Animation animation's row makes its key's numbers at a moment: a basic animation's ends as numbers
/// (``AnimationEnds``), worked out here; or — a keyframe animation, a colour from the current one, a transform or a part
/// of one — the animation's own evaluation of a value, which the general evaluator uses too, over the numbers under it
/// read as a value. One per row, made when the animation is added: the blend reads it by reference.
final class LayerMotion {
    /// How the row works its numbers out.
    enum Way {
        /// From a basic animation's ends as numbers (up to four).
        case ends(AnimationEnds)
        /// The animation's own value over up to four numbers.
        case evaluated
        /// A basic animation's ends as transforms, blended part by part over a transform's sixteen numbers.
        case transformEnds(TransformEnds)
        /// The animation's own value over a transform's sixteen numbers, or over the part a key path names
        /// (`"transform.rotation.z"`), through the value function when it has one.
        case transform(TransformKeyPath?)
        /// A keyframe animation's turn along its path (`rotationMode`), put before the transform under it.
        case turn
    }

    let way: Way
    /// The animation; it works its value out unless its ends are numbers.
    let animation: CAPropertyAnimation
    /// The layer, which a keyframe animation's evaluation is given.
    unowned(unsafe) let layer: Layer
    /// What kind of value the numbers are, and how many the row writes.
    let kind: LayerSlotKind
    let count: Int
    /// The whole key's first packed place, and how many.
    let propertyStart: Int
    let propertyCount: Int
    /// Whether the first row of the key in a blend starts from what the layer's view shows (a view's layer's
    /// transform, whose affine part is the view's `transform`), rather than from the key's model.
    let startsFromView: Bool
    /// Whether the cycle's number changes what the row shows (an `isCumulative` animation).
    let isCumulative: Bool
    /// Whether the row is an animator's track (a view's layer's 3-D transform changed in a block): its progress is
    /// the share of the change its track has travelled, not its run's.
    let followsTrack: Bool
    /// Whether, as the first row of its key, the row leaves its moment in place of the matrix, composed only when read
    /// (a basic animation of a whole transform, over the key's model): see ``TrackTable/composeTransform(of:at:)``.
    let defersTransform: Bool
    /// The transform's parts the row moves, once worked out (``movedParts(over:)``).
    var movedTransformParts: [String]?

    init(
        way: Way, animation: CAPropertyAnimation, layer: Layer, kind: LayerSlotKind, count: Int, propertyStart: Int, propertyCount: Int,
        startsFromView: Bool, isCumulative: Bool, followsTrack: Bool = false
    ) {
        (self.way, self.animation, self.layer, self.kind, self.count) = (way, animation, layer, kind, count)
        (self.propertyStart, self.propertyCount, self.startsFromView, self.isCumulative, self.followsTrack) = (
            propertyStart, propertyCount, startsFromView, isCumulative, followsTrack
        )
        if case .transformEnds = way { defersTransform = !startsFromView } else { defersTransform = false }
    }

    /// The ends, when the row works its value out itself.
    var ends: AnimationEnds? {
        if case .ends(let ends) = way { return ends }
        return nil
    }

    /// Whether the row writes a transform's sixteen numbers.
    var isTransform: Bool { kind == .transform }

    /// The numbers the row shows at `progress` through cycle `iteration` over `current` (what lies under it), added
    /// to it when additive; `nil` when the animation shows nothing.
    @MainActor
    func shown(over current: PackedOffset, progress: Double, iteration: Int) -> PackedOffset? {
        if let ends {
            let value = ends.value(over: current, progress: progress, iteration: iteration)
            guard ends.isAdditive else { return value }
            var sum = current
            for index in 0..<count { sum[index] += value[index] }
            return sum
        }
        var lanes = SIMD4<Double>()
        for index in 0..<count { lanes[index] = current[index] }
        // A colour with no alpha reads as none, as a presentation copy's `backgroundColor` does.
        let under = kind.value(lanes: lanes, isPresent: kind != .color || lanes[3] > 0)
        guard var value = animation.value(atProgress: progress, iteration: iteration, current: under, layer: layer) else { return nil }
        if animation.isAdditive, let sum = under.adding(value) { value = sum }
        let (shown, _) = LayerSlotKind.lanes(of: value)
        var numbers = PackedOffset(repeating: 0)
        for index in 0..<count { numbers[index] = shown[index] }
        return numbers
    }

    /// How fast the shown numbers move when what lies under them moves at `currentSpeed` and the progress at `rate`:
    /// from the ends in closed form; for the animation's own evaluation, its central difference in progress (a
    /// millionth either side) times `rate`, plus, when additive, what lies under it.
    @MainActor
    func speed(over current: PackedOffset, moving currentSpeed: PackedOffset, progress: Double, rate: Double, iteration: Int)
        -> PackedOffset
    {
        if let ends {
            var speed = ends.speed(over: current, moving: currentSpeed, progress: progress, rate: rate, iteration: iteration)
            if ends.isAdditive { for index in 0..<count { speed[index] += currentSpeed[index] } }
            return speed
        }
        let step = 1e-6
        var speed = PackedOffset(repeating: 0)
        if rate != 0, let before = shown(over: current, progress: progress - step, iteration: iteration),
            let after = shown(over: current, progress: progress + step, iteration: iteration)
        {
            for index in 0..<count { speed[index] = (after[index] - before[index]) / (2 * step) * rate }
        }
        if animation.isAdditive { for index in 0..<count { speed[index] += currentSpeed[index] } }
        return speed
    }
}
