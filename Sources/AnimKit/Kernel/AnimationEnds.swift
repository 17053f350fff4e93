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
        // A colour read from what lies under it with no alpha is no colour: the two do not blend, and the value
        // snaps to the end at the end, as Core Animation snaps what it cannot blend.
        if isColor, source != .fixed, current[3] <= 0 { return snapped(over: current, progress: progress) }
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
        if isColor, source != .fixed, current[3] <= 0 { return speed }
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

    /// The start before the end, then the end: for ends that do not blend (a colour and none).
    private func snapped(over current: PackedOffset, progress: Double) -> PackedOffset {
        switch source {
        case .fromCurrent: progress < 1 ? current : to
        case .toCurrent: progress < 1 ? from : current
        case .fixed, .byFromCurrent, .current: current
        }
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

/// A basic animation's ends as numbers, read when it is compiled.
extension AnimationEnds {
    /// `animation`'s ends in blend space, as ``CABasicAnimation``'s table gives them for a property whose values are
    /// like `like`; `nil` when a value is not of that kind, or a colour is not given by both ends or is added or
    /// accumulated (colours do not add).
    @MainActor
    static func of(_ animation: CABasicAnimation, like: LayerValue) -> AnimationEnds? {
        func read(_ value: Any?) -> LayerValue?? { value.map { LayerValue($0, like: like) } }
        let (from, to, by) = (read(animation.fromValue), read(animation.toValue), read(animation.byValue))
        if from == .some(nil) || to == .some(nil) || by == .some(nil) { return nil }
        let source: AnimationEnds.Source, start: LayerValue?, end: LayerValue?
        switch (from ?? nil, to ?? nil, by ?? nil) {
        case (let from?, let to?, _): (source, start, end) = (.fixed, from, to)
        case (let from?, nil, let by?): (source, start, end) = (.fixed, from, from.adding(by))
        case (nil, let to?, let by?): (source, start, end) = (.fixed, to.adding(by, times: -1), to)
        case (let from?, nil, nil): (source, start, end) = (.toCurrent, from, nil)
        case (nil, let to?, nil): (source, start, end) = (.fromCurrent, nil, to)
        case (nil, nil, let by?): (source, start, end) = (.byFromCurrent, nil, by)
        case (nil, nil, nil): (source, start, end) = (.current, nil, nil)
        }
        if source == .fixed, start == nil || end == nil { return nil }
        let isColor: Bool, count: Int
        if case .color = like {
            (isColor, count) = (true, 4)
        } else {
            guard let components = like.components, (1...4).contains(components.count) else { return nil }
            (isColor, count) = (false, components.count)
        }
        if isColor, animation.isAdditive || animation.isCumulative || animation.byValue != nil { return nil }
        // An end read from the current value has no fixed numbers.
        let zero = PackedOffset(repeating: 0)
        guard let fromNumbers = start.map(numbers) ?? zero, let toNumbers = end.map(numbers) ?? zero else { return nil }
        return AnimationEnds(
            source: source, from: fromNumbers, to: toNumbers, count: count, isAdditive: animation.isAdditive,
            isCumulative: animation.isCumulative, isColor: isColor)
    }

    /// `value`'s numbers in blend space (a colour premultiplied, as a view's); `nil` for no colour, or a kind no slot
    /// property has.
    private static func numbers(of value: LayerValue) -> PackedOffset? {
        var numbers = PackedOffset(repeating: 0)
        switch value {
        case .color(let color?):
            let data = color.animatableData
            (numbers[0], numbers[1], numbers[2], numbers[3]) = (data.red, data.green, data.blue, data.alpha)
        case .number, .point, .size, .rect:
            guard let components = value.components else { return nil }
            for (index, component) in components.enumerated() { numbers[index] = Double(component) }
        default: return nil
        }
        return numbers
    }
}
