import Foundation

/// A basic animation's ends as transforms, read once when it is compiled — an end it leaves out is the transform under
/// it (the identity for an additive one) — blended as ``CABasicAnimation`` blends transforms: part by part, the turn
/// along the shorter arc, the ends taken apart once and again only when they change.
final class TransformEnds {
    private let source: AnimationEnds.Source
    /// The fixed ends (for ``AnimationEnds/Source/byFromCurrent``, `to` is the step).
    private let from: CATransform3D, to: CATransform3D
    /// Whether the value is concatenated with what lies under it.
    let isAdditive: Bool
    /// The ends last blended; their parts and the turn between them (`nil` when one has no parts: then blended entry by
    /// entry).
    private var taken: (from: CATransform3D, to: CATransform3D)?
    private var parts: (from: TransformDecomposition, to: TransformDecomposition, turn: TransformTurn)?

    /// The ends of `animation`, an animation of a transform; `nil` when a value is not a transform.
    @MainActor
    init?(_ animation: CABasicAnimation) {
        isAdditive = animation.isAdditive
        let like = LayerValue.transform(CATransform3DIdentity)
        func read(_ value: Any?) -> CATransform3D?? {
            guard let value else { return .some(nil) }
            guard case .transform(let transform)? = LayerValue(value, like: like) else { return nil }
            return transform
        }
        guard let from = read(animation.fromValue), let to = read(animation.toValue), let by = read(animation.byValue) else {
            return nil
        }
        let none = CATransform3DIdentity
        switch (from, to, by) {
        case (let from?, let to?, _): (source, self.from, self.to) = (.fixed, from, to)
        case (let from?, nil, let by?): (source, self.from, self.to) = (.fixed, from, by.concatenating(from))
        case (nil, let to?, let by?): (source, self.from, self.to) = (.fixed, CATransform3DInvert(by).concatenating(to), to)
        case (let from?, nil, nil): (source, self.from, self.to) = (.toCurrent, from, none)
        case (nil, let to?, nil): (source, self.from, self.to) = (.fromCurrent, none, to)
        case (nil, nil, let by?): (source, self.from, self.to) = (.byFromCurrent, none, by)
        case (nil, nil, nil): (source, self.from, self.to) = (.current, none, none)
        }
    }

    /// The transform shown at `progress` over `under` (what lies under the animation), concatenated with it when
    /// additive. (No closures here: each would check its actor, every frame, for every layer.)
    func value(over under: CATransform3D, progress: Double) -> CATransform3D {
        let base = isAdditive ? CATransform3DIdentity : under
        let (a, b): (CATransform3D, CATransform3D)
        switch source {
        case .fixed: (a, b) = (from, to)
        case .fromCurrent: (a, b) = (base, to)
        case .toCurrent: (a, b) = (from, base)
        case .byFromCurrent: (a, b) = (base, to.concatenating(base))
        case .current: (a, b) = (base, base)
        }
        let value: CATransform3D
        if progress == 0 || progress == 1 {
            value = progress == 0 ? a : b
        } else {
            if taken?.from != a || taken?.to != b {
                taken = (a, b)
                parts = nil
                if let first = TransformDecomposition(a), let second = TransformDecomposition(b) {
                    parts = (first, second, TransformTurn(from: first.quaternion, to: second.quaternion))
                }
            }
            if let parts {
                value =
                    TransformDecomposition.blendedParts(
                        parts.from, parts.to, turn: parts.turn, fraction: progress, sines: parts.turn.sines(fraction: progress)
                    ).transform
            } else {
                value = TransformDecomposition.interpolate(from: a, to: b, fraction: progress)
            }
        }
        return isAdditive ? value.concatenating(under) : value
    }
}
