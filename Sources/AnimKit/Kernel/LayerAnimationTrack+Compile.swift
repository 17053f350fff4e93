import Foundation

/// Core Animation's animations compiled, when they are added, into rows of the one track table: a basic, spring or
/// keyframe animation of a layer's slot property, alone or in a group of such animations, each with the timings it runs on.
extension LayerAnimationTrack {
    /// The tracks of `animation` on `layer`, each with its timings (a group's, then its own); `nil` when some part of
    /// it is not for the track table — a transition, a value function, a keyframe animation that turns the layer along
    /// its path, an animation an animator drives, a key path that is not of the layer's slot — which the layer's rows
    /// or the general evaluator then run.
    static func compile(_ animation: CAAnimation, on layer: Layer) -> [(track: LayerAnimationTrack, stages: [AnimationTiming])]? {
        var compiled: [(track: LayerAnimationTrack, stages: [AnimationTiming])] = []
        return compile(animation, stages: [], on: layer, into: &compiled) ? compiled : nil
    }

    private static func compile(
        _ animation: CAAnimation, stages: [AnimationTiming], on layer: Layer,
        into compiled: inout [(track: LayerAnimationTrack, stages: [AnimationTiming])]
    ) -> Bool {
        guard animation.driver == nil else { return false }
        let stages = stages + [animation.timing]
        if let group = animation as? CAAnimationGroup, type(of: group) == CAAnimationGroup.self {
            return (group.animations ?? []).allSatisfy { compile($0, stages: stages, on: layer, into: &compiled) }
        }
        guard let property = animation as? CAPropertyAnimation, property.valueFunction == nil, let keyPath = property.keyPath,
            let place = slotPlace(of: keyPath), let like = layer.currentValue(forKeyPath: keyPath), let kind = LayerSlotKind(of: like),
            kind.laneCount == place.count
        else { return false }
        // A basic animation's ends as numbers where they can be; else the animation's own evaluation, in the table's order.
        let ends: AnimationEnds?
        switch property {
        case let basic as CABasicAnimation: ends = Self.ends(of: basic, like: like)
        case let keyframes as CAKeyframeAnimation where keyframes.rotationMode == nil: ends = nil
        default: return false
        }
        let track = LayerAnimationTrack(
            layer: layer, animation: property, ends: ends, kind: kind, packedOffset: UInt8(place.property.packedOffset + place.first),
            packedCount: UInt8(place.count),
            bit: place.property.bit, propertyOffset: UInt8(place.property.packedOffset), propertyCount: UInt8(place.property.packedCount))
        compiled.append((track, stages))
        return true
    }

    /// The bits of the slot properties `animation` moves, by any kind of animation (a group's children's too).
    static func slotBits(of animation: CAAnimation) -> UInt8 {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).reduce(0) { $0 | slotBits(of: $1) } }
        return animation.animatedKeyPath.flatMap(slotPlace).map { $0.property.bit } ?? 0
    }

    /// Where `keyPath` lies in a layer's slot: its whole property, and the first of the property's numbers it moves and
    /// how many; `nil` for a key path of no slot property.
    static func slotPlace(of keyPath: String) -> (property: any AnimatableProperty.Type, first: Int, count: Int)? {
        switch keyPath {
        case "position": (ViewProperty.Center.self, 0, 2)
        case "position.x": (ViewProperty.Center.self, 0, 1)
        case "position.y": (ViewProperty.Center.self, 1, 1)
        case "bounds": (ViewProperty.Bounds.self, 0, 4)
        case "bounds.origin": (ViewProperty.Bounds.self, 0, 2)
        case "bounds.origin.x": (ViewProperty.Bounds.self, 0, 1)
        case "bounds.origin.y": (ViewProperty.Bounds.self, 1, 1)
        case "bounds.size": (ViewProperty.Bounds.self, 2, 2)
        case "bounds.size.width": (ViewProperty.Bounds.self, 2, 1)
        case "bounds.size.height": (ViewProperty.Bounds.self, 3, 1)
        case "opacity": (ViewProperty.Alpha.self, 0, 1)
        case "backgroundColor": (ViewProperty.BackgroundColor.self, 0, 4)
        case "cornerRadius": (ViewProperty.CornerRadius.self, 0, 1)
        default: nil
        }
    }

    /// `animation`'s ends in blend space, as ``CABasicAnimation``'s table gives them for a property whose values are
    /// like `like`; `nil` when a value is not of that kind, or a colour is not given by both ends or is added or
    /// accumulated (colours do not add).
    private static func ends(of animation: CABasicAnimation, like: LayerValue) -> AnimationEnds? {
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
        if isColor, source != .fixed || animation.isAdditive || animation.isCumulative || animation.byValue != nil { return nil }
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
