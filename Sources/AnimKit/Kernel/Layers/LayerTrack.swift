import Foundation

/// One basic or spring animation of one key path, compiled for the frame kernel when it is added: where it writes, the
/// chain of timings it runs on, and its ends as lanes or transform parts — no key path or value is read again per frame.
struct LayerTrack {
    /// Which of `fromValue`, `toValue` and `byValue` the ends come from (see ``CABasicAnimation``).
    enum Ends {
        /// Both ends fixed when the animation was added.
        case fixed
        /// From the current value to `to` (`toValue` alone).
        case fromCurrent
        /// From `from` to the current value (`fromValue` alone).
        case toCurrent
        /// From the current value to the current value plus `to` (`byValue` alone).
        case byFromCurrent
        /// The current value throughout (no value set).
        case current
    }

    /// The row's slot for the whole property.
    let slot: Int
    let part: LayerPlace.Part
    let valueKind: LayerSlotKind
    /// The row's chain the animation runs on.
    let chain: Int
    let ends: Ends
    /// The fixed ends as lanes (for ``Ends/byFromCurrent``, `to` is the step).
    let from: SIMD4<Double>, to: SIMD4<Double>
    let fromIsPresent: Bool, toIsPresent: Bool
    /// The row's fixed transform ends for a whole transform; -1 otherwise.
    let transformEnds: Int
    let isAdditive: Bool
    let isCumulative: Bool
}

extension LayerTrack {
    /// The ends `animation` gives on `layer` at `place`: values as lanes or parts, and which are fixed; `nil` when the
    /// kernel does not run it (a transform by `byValue` alone, added or accumulated as matrices; values it cannot take
    /// apart), which the general evaluator then runs.
    @MainActor
    static func ends(
        of animation: CABasicAnimation, at place: LayerPlace, on layer: Layer
    ) -> (ends: Ends, from: LayerValue?, to: LayerValue?)? {
        guard let keyPath = animation.keyPath, let like = layer.currentValue(forKeyPath: keyPath) else { return nil }
        func read(_ value: Any?) -> LayerValue?? { value.map { LayerValue($0, like: like) } }
        let (from, to, by) = (read(animation.fromValue), read(animation.toValue), read(animation.byValue))
        if from == .some(nil) || to == .some(nil) || by == .some(nil) { return nil }
        let isTransform = place.valueKind == .transform
        if isTransform, animation.isAdditive || animation.isCumulative { return nil }
        switch (from ?? nil, to ?? nil, by ?? nil) {
        case (let from?, let to?, _): return (.fixed, from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (.fixed, from, $0) }
        case (nil, let to?, let by?): return to.adding(by, times: -1).map { (.fixed, $0, to) }
        case (let from?, nil, nil): return (.toCurrent, from, nil)
        case (nil, let to?, nil): return (.fromCurrent, nil, to)
        case (nil, nil, let by?): return isTransform || place.valueKind == .color ? nil : (.byFromCurrent, nil, by)
        case (nil, nil, nil): return (.current, nil, nil)
        }
    }
}
