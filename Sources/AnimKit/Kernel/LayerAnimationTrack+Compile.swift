import Foundation

/// Core Animation's animations compiled, when they are added, into rows of the one track table: a basic, spring or
/// keyframe animation of a layer's key whose values are numbers or a transform, alone or in a group of such animations,
/// each with the timings it runs on.
extension LayerAnimationTrack {
    /// The tracks of `animation` on `layer`, each with its timings (a group's, then its own); `nil` when some part of
    /// it is not for the track table — a transition, a key whose values are not numbers or a transform (a path, an
    /// array) — which the general evaluator then runs.
    static func compile(_ animation: CAAnimation, on layer: Layer) -> [(track: LayerAnimationTrack, stages: [AnimationTiming])]? {
        var compiled: [(track: LayerAnimationTrack, stages: [AnimationTiming])] = []
        return compile(animation, stages: [], on: layer, into: &compiled) ? compiled : nil
    }

    private static func compile(
        _ animation: CAAnimation, stages: [AnimationTiming], on layer: Layer,
        into compiled: inout [(track: LayerAnimationTrack, stages: [AnimationTiming])]
    ) -> Bool {
        let stages = stages + [animation.timing]
        if let group = animation as? CAAnimationGroup {
            return (group.animations ?? []).allSatisfy { compile($0, stages: stages, on: layer, into: &compiled) }
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath,
            let like = layer.currentValue(forKeyPath: keyPath), let place = KeyPlace(keyPath, on: layer)
        else { return false }
        let way: LayerMotion.Way
        switch (place.kind, property) {
        case (.transform, let basic as CABasicAnimation) where place.isWholeTransform && basic.valueFunction == nil && !basic.isCumulative:
            guard let ends = TransformEnds(basic) else { return false }
            way = .transformEnds(ends)
        case (.transform, _):
            guard case .transform(let part) = place.part else { return false }
            way = .transform(part)
        case (_, _) where property.valueFunction != nil: return false
        case (_, let basic as CABasicAnimation): way = AnimationEnds.of(basic, like: like).map { .ends($0) } ?? .evaluated
        default: way = .evaluated
        }
        compiled.append((LayerAnimationTrack(layer, property, way, at: place), stages))
        // A keyframe animation that turns the layer along its path turns its transform too, after the position.
        if let keyframes = property as? CAKeyframeAnimation, keyframes.rotationMode != nil, keyframes.path != nil {
            guard let turn = KeyPlace("transform", on: layer) else { return false }
            compiled.append((LayerAnimationTrack(layer, property, .turn, at: turn), stages))
        }
        return true
    }

    /// The keys `animation` moves, by any kind of animation (a group's children's too): `"position"` for `"position.x"`,
    /// and the transform too for a keyframe animation that turns the layer along its path.
    static func animatedKeys(of animation: CAAnimation) -> Set<String> {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).reduce([]) { $0.union(animatedKeys(of: $1)) } }
        guard let keyPath = animation.animatedKeyPath, let key = keyPath.split(separator: ".").first else { return [] }
        let turns = (animation as? CAKeyframeAnimation).map { $0.rotationMode != nil && $0.path != nil } ?? false
        return turns ? [String(key), "transform"] : [String(key)]
    }
}

extension LayerAnimationTrack {
    /// A row of `animation` on `layer`, worked out `way`, writing at `place`.
    fileprivate init(_ layer: Layer, _ animation: CAPropertyAnimation, _ way: LayerMotion.Way, at place: KeyPlace) {
        self.init(
            layer: layer, values: place.values, animation: animation, way: way, kind: place.kind, packedOffset: UInt8(place.first),
            packedCount: UInt8(place.count), bit: place.bit, propertyOffset: UInt8(place.start), propertyCount: UInt8(place.wholeCount),
            startsFromView: place.startsFromView)
    }
}
