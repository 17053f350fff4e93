import Foundation

/// The rows of a layer's transforms (`transform`, `sublayerTransform`, a replicator's `instanceTransform`): sixteen
/// numbers, row by row, worked out as the general evaluator works a transform animation out — its value over the
/// transform under it, or over the part its key path names, made a transform by its value function, concatenated when
/// additive — or turned along a keyframe path, or as an animator's track shows it.
extension LayerMotion {
    /// Writes the transform the row shows at `progress` through cycle `iteration` over the sixteen numbers at `numbers`
    /// (what lies under it); leaves them when the animation shows nothing.
    @MainActor
    func showTransform(at numbers: UnsafeMutablePointer<Double>, progress: Double, iteration: Int) {
        let under = CATransform3D(numbers: numbers)
        let shown: CATransform3D?
        switch way {
        case .turn:
            shown = (animation as? CAKeyframeAnimation)?.turn(atProgress: progress).map {
                CATransform3DMakeRotation($0, 0, 0, 1).concatenating(under)
            }
        case .transformEnds(let ends): shown = ends.value(over: under, progress: progress)
        case .transform(let part): shown = transform(over: under, part: part, progress: progress, iteration: iteration)
        case .ends, .evaluated: shown = nil
        }
        shown?.write(to: numbers)
    }

    /// The parts of the transform the row moves, by Core Animation's names (`rotation.y`, `translation.x`): the part
    /// its key path names (a translation's two), a turn's `rotation.z`; for a whole transform, those of its
    /// translation, scale and turn whose values differ across its frames over `under` — worked out once, so a graph's
    /// rows stay put while it runs.
    @MainActor
    func movedParts(over under: CATransform3D) -> [String] {
        if let movedTransformParts { return movedTransformParts }
        let parts: [String]
        switch way {
        case .transform(let part?) where part.path == "translation": parts = ["translation.x", "translation.y"]
        case .transform(let part?): parts = [part.path]
        case .turn: parts = ["rotation.z"]
        case .transformEnds, .transform(nil):
            var moments = (0...32).map { Double($0) / 32 }
            moments += ((animation as? CAKeyframeAnimation)?.keyTimes ?? []).map(\.doubleValue)
            parts = Self.partsDiffering(
                among: moments.map { progress in
                    under.changed { showTransform(at: $0, progress: progress, iteration: 0) }
                })
        case .ends, .evaluated: parts = []
        }
        movedTransformParts = parts
        return parts
    }

    /// The parts a graph names a whole transform by, in its order.
    static let wholeTransformParts = ["translation", "scale", "rotation"].flatMap { part in ["x", "y", "z"].map { "\(part).\($0)" } }

    /// Those of ``wholeTransformParts`` whose values differ among `transforms` (by more than a billionth of their size).
    private static func partsDiffering(among transforms: [CATransform3D]) -> [String] {
        wholeTransformParts.filter { path in
            guard let part = TransformKeyPath(path) else { return false }
            let values = transforms.compactMap { transform -> Double? in
                guard case .number(let value) = part.value(in: transform) else { return nil }
                return Double(value)
            }
            guard let low = values.min(), let high = values.max() else { return false }
            return high - low > 1e-9 * Swift.max(1, abs(low), abs(high))
        }
    }

    @MainActor
    private func transform(over under: CATransform3D, part: TransformKeyPath?, progress: Double, iteration: Int) -> CATransform3D? {
        let current: LayerValue = part.map { $0.value(in: under) } ?? .transform(under)
        let function = animation.valueFunction
        guard
            var value = animation.value(
                atProgress: progress, iteration: iteration, current: function?.input(from: current) ?? current, layer: layer)
        else { return nil }
        if let function {
            guard let made = function.transform(of: value) else { return nil }
            value = .transform(made)
        }
        if let part { return animation.isAdditive ? part.adding(value, to: under) : part.replacing(in: under, with: value) }
        if animation.isAdditive, let sum = current.adding(value) { value = sum }
        guard case .transform(let transform) = value else { return nil }
        return transform
    }

    /// Writes, for the first row of a view's layer's transform in the blend `stamp`, what the view shows: its affine
    /// `transform` as the slot's presentation has it in that blend (the model when no block moves it), or the layer's
    /// 3-D transform when it has one.
    @MainActor
    func writeViewTransform(to numbers: UnsafeMutablePointer<Double>, stamp: Int) {
        let slot = layer.values.pointer.pointee
        var values = layer.modelValues
        if slot.stamp == stamp, slot.blendedBits & ViewProperty.Transform.bit != 0 {
            ViewProperty.Transform.unpack(slot.presentation, into: &values)
        }
        let own = layer.state.transform
        (CATransform3DIsAffine(own) ? CATransform3DMakeAffineTransform(values.transform) : own).write(to: numbers)
    }
}

extension CATransform3D {
    /// The transform whose sixteen entries, row by row, are at `numbers`.
    init(numbers n: UnsafeMutablePointer<Double>) {
        self.init(
            m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
            m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }

    /// The transform `change` makes of this one's sixteen entries, row by row (on the main actor, as the rows it runs
    /// are).
    @MainActor
    func changed(_ change: (UnsafeMutablePointer<Double>) -> Void) -> CATransform3D {
        var numbers = [Double](repeating: 0, count: 16)
        return numbers.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return self }
            write(to: base)
            change(base)
            return CATransform3D(numbers: base)
        }
    }

    /// Writes the sixteen entries, row by row, at `numbers`.
    func write(to n: UnsafeMutablePointer<Double>) {
        (n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7]) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (n[8], n[9], n[10], n[11], n[12], n[13], n[14], n[15]) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }
}
