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

    /// What a frame does with the track: the common cases by a short path, the rest by the general one.
    enum Op {
        /// Fixed ends on a number, point, size or rectangle — a whole property or lanes of one (`"bounds.size"`) —
        /// neither added nor accumulated: `from + delta × t`.
        case lerp
        /// The same for a colour whose ends are both colours (kept in gamut when the curve overshoots).
        case lerpColor
        /// Fixed ends on a whole transform: its parts blended by the row's prepared turn.
        case fixedTransform
        /// Anything else: ends read from the current value, parts of a property, added or accumulated values.
        case general
    }

    private(set) var op: Op
    /// The row's slot for the whole property.
    let slot: Int
    let part: LayerPlace.Part
    let valueKind: LayerSlotKind
    /// The row's chain the animation runs on.
    let chain: Int
    let ends: Ends
    /// Whether the end read from the current value is fixed each time the row reads its layer's values: the track is
    /// the first on its property (whole, or lanes of it) and neither adds nor accumulates, so the current value it
    /// reads is the layer's.
    let fixesEndsOnRead: Bool
    /// Whether no track before it in its row moves its property.
    let isFirstOnSlot: Bool
    /// The fixed ends as lanes (for ``Ends/byFromCurrent``, `to` is the step); an end read from the current value is
    /// the one last fixed.
    private(set) var from: SIMD4<Double>, to: SIMD4<Double>
    /// `to - from`, for ``Op/lerp`` and ``Op/lerpColor``.
    private(set) var delta: SIMD4<Double>
    private(set) var fromIsPresent: Bool, toIsPresent: Bool
    /// The row's fixed transform ends for a whole transform; -1 otherwise.
    let transformEnds: Int
    let isAdditive: Bool
    let isCumulative: Bool

    /// A track of `place`'s value, its other fields worked out from these (its op, the ends' difference).
    init(
        slot: Int, place: LayerPlace, chain: Int, ends: Ends, from: (lanes: SIMD4<Double>, isPresent: Bool),
        to: (lanes: SIMD4<Double>, isPresent: Bool), transformEnds: Int, isAdditive: Bool, isCumulative: Bool, isFirstOnSlot: Bool
    ) {
        (self.slot, part, valueKind, self.chain, self.ends) = (slot, place.part, place.valueKind, chain, ends)
        (self.from, self.to, fromIsPresent, toIsPresent) = (from.lanes, to.lanes, from.isPresent, to.isPresent)
        delta = to.lanes - from.lanes
        (self.transformEnds, self.isAdditive, self.isCumulative) = (transformEnds, isAdditive, isCumulative)
        var isPlain = !isAdditive && !isCumulative
        if case .transform = place.part { isPlain = false }
        self.isFirstOnSlot = isFirstOnSlot
        fixesEndsOnRead = isPlain && isFirstOnSlot && (ends == .fromCurrent || ends == .toCurrent)
        op = .general
        if isPlain, ends == .fixed { op = fixedOp }
    }

    /// Whether the track writes its whole property over the layer's own value on the short path — the first to move
    /// it — so that a frame need not copy the layer's value first (the track writes it when it shows nothing).
    var coversSlot: Bool {
        guard isFirstOnSlot else { return false }
        switch op {
        case .lerpColor, .fixedTransform: return true
        case .lerp:
            if case .whole = part { return true }
            return false
        case .general: return false
        }
    }

    /// The op for the track's kind once its ends are fixed.
    private var fixedOp: Op {
        switch valueKind {
        case .number, .point, .size, .rect: .lerp
        case .color: fromIsPresent && toIsPresent ? .lerpColor : .general
        case .transform: .fixedTransform
        }
    }

    /// Fixes the end read from the current value to `current`, the row's own value of the property just read (for a
    /// transform, the caller fixes the row's transform ends).
    mutating func fixEnds(current: (lanes: SIMD4<Double>, isPresent: Bool)) {
        guard fixesEndsOnRead else { return }
        if ends == .fromCurrent { (from, fromIsPresent) = current } else { (to, toIsPresent) = current }
        delta = to - from
        op = fixedOp
    }
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

/// A transform track's fixed ends taken apart, and the turn between their rotations prepared.
struct LayerTransformEnds {
    let from: TransformDecomposition, to: TransformDecomposition
    let turn: TransformTurn

    init(from: TransformDecomposition, to: TransformDecomposition) {
        (self.from, self.to) = (from, to)
        turn = TransformTurn(from: from.quaternion, to: to.quaternion)
    }

    /// The same ends with the one `ends` reads from the current value set to `current`.
    func fixing(_ ends: LayerTrack.Ends, to current: TransformDecomposition) -> LayerTransformEnds {
        ends == .fromCurrent ? LayerTransformEnds(from: current, to: to) : LayerTransformEnds(from: from, to: current)
    }
}
