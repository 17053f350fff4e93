import Foundation

/// How a Core Animation animation's row makes its property's numbers at a moment: a basic animation's ends as numbers
/// (``AnimationEnds``), worked out here; or — a keyframe animation, a colour from the current one — the animation's own
/// evaluation of a value, which the general evaluator uses too, over the numbers under it read as a value.
struct LayerMotion {
    /// The ends, when the row works its value out itself.
    let ends: AnimationEnds?
    /// The animation; it works its value out when ``ends`` is `nil`.
    let animation: CAPropertyAnimation
    /// The layer, which a keyframe animation's evaluation is given.
    unowned(unsafe) let layer: Layer
    /// What kind of value the numbers are, and how many the row writes.
    let kind: LayerSlotKind
    let count: Int
    /// The whole property's first packed place, and how many.
    let propertyStart: Int
    let propertyCount: Int

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
