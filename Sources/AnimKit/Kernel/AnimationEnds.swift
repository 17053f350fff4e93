import Foundation

/// What a Core Animation basic animation makes of a property at a moment, in blend space: its ends — fixed, or read
/// from what lies under it — interpolated at the moment's progress, put in place of what lies under it or added to it.
///
/// The ends follow `CABasicAnimation`'s table (see ``CABasicAnimation``): an end the animation does not give is "the
/// current value", the value under this animation — its layer's model with every animation added before it applied,
/// in the order added — or, for an additive animation, whose values are offsets, 0.
struct AnimationEnds {
    /// Which ends are fixed, and which are read from what lies under the animation.
    enum Source: Equatable {
        /// Both fixed (`fromValue` and `toValue`, or either with `byValue`).
        case fixed
        /// From the current value to `to` (`toValue` alone).
        case fromCurrent
        /// From `from` to the current value (`fromValue` alone).
        case toCurrent
        /// From the current value to the current value plus `to` (`byValue` alone).
        case byFromCurrent
        /// The current value throughout (no value given).
        case current
    }

    let source: Source
    /// The fixed ends in blend space (for ``Source/byFromCurrent``, `to` is the step).
    let from: PackedOffset, to: PackedOffset
    /// How many numbers the animation moves (1 to 4).
    let count: Int
    let isAdditive: Bool
    let isCumulative: Bool
    /// Whether the numbers are a premultiplied colour, kept in gamut when a curve overshoots.
    let isColor: Bool

    /// The value at `progress` through cycle `iteration`, over `current` (what lies under the animation).
    @inline(__always)
    func value(over current: PackedOffset, progress: Double, iteration: Int) -> PackedOffset {
        var value = PackedOffset(repeating: 0)
        for index in 0..<count {
            let base = isAdditive ? 0 : current[index]
            let (start, end): (Double, Double)
            switch source {
            case .fixed: (start, end) = (from[index], to[index])
            case .fromCurrent: (start, end) = (base, to[index])
            case .toCurrent: (start, end) = (from[index], base)
            case .byFromCurrent: (start, end) = (base, base + to[index])
            case .current: (start, end) = (base, base)
            }
            var number = start + (end - start) * progress
            if isCumulative, iteration > 0 { number += Double(iteration) * (end - start) }
            value[index] = number
        }
        if isColor, progress < 0 || progress > 1 { value = Self.keptInGamut(value) }
        return value
    }

    /// How fast ``value(over:progress:iteration:)`` moves when what lies under it moves at `currentSpeed` and the
    /// progress at `rate` a second: `start′ + (end′ − start′)·p + (end − start)·p′`, an end read from the value under
    /// moving with it (an additive animation's base is 0, and still). Kept in gamut, a colour's speed is its blend's.
    func speed(over current: PackedOffset, moving currentSpeed: PackedOffset, progress: Double, rate: Double, iteration: Int)
        -> PackedOffset
    {
        var speed = PackedOffset(repeating: 0)
        for index in 0..<count {
            let base = isAdditive ? 0 : current[index], baseSpeed = isAdditive ? 0 : currentSpeed[index]
            let (start, end, startSpeed, endSpeed): (Double, Double, Double, Double)
            switch source {
            case .fixed: (start, end, startSpeed, endSpeed) = (from[index], to[index], 0, 0)
            case .fromCurrent: (start, end, startSpeed, endSpeed) = (base, to[index], baseSpeed, 0)
            case .toCurrent: (start, end, startSpeed, endSpeed) = (from[index], base, 0, baseSpeed)
            case .byFromCurrent: (start, end, startSpeed, endSpeed) = (base, base + to[index], baseSpeed, baseSpeed)
            case .current: (start, end, startSpeed, endSpeed) = (base, base, baseSpeed, baseSpeed)
            }
            var moving = startSpeed + (endSpeed - startSpeed) * progress + (end - start) * rate
            if isCumulative, iteration > 0 { moving += Double(iteration) * (endSpeed - startSpeed) }
            speed[index] = moving
        }
        return speed
    }

    /// A blended premultiplied colour as a colour value keeps it: alpha within 0…1, each channel within 0…1 of it.
    private static func keptInGamut(_ color: PackedOffset) -> PackedOffset {
        var kept = PackedOffset(repeating: 0)
        let alpha = Swift.min(Swift.max(color[3], 0), 1)
        guard alpha > 0 else { return kept }
        kept[3] = alpha
        for channel in 0..<3 { kept[channel] = Swift.min(Swift.max(color[channel] / alpha, 0), 1) * alpha }
        return kept
    }
}
