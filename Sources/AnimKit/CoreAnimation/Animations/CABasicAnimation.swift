import Foundation

/// An animation of one property between two values, as Core Animation's: `fromValue`, `toValue` and `byValue` in
/// any of the combinations the documentation lists.
///
/// - `fromValue` and `toValue`: from one to the other.
/// - `fromValue` and `byValue`: from `fromValue` to `fromValue + byValue`.
/// - `byValue` and `toValue`: from `toValue − byValue` to `toValue`.
/// - `fromValue` alone: from it to the property's current value.
/// - `toValue` alone: from the current value to it.
/// - `byValue` alone: from the current value to the current value plus it.
/// - none: the current value throughout.
///
/// "The current value" is the property's value under this animation: the model value, with any animation added
/// before this one applied. Values are written as code writes them (`0`, `CGFloat.pi`, `UIColor.red.cgColor`,
/// `CATransform3DMakeScale(…)`, `path.cgPath`); one of the wrong kind is reported when the animation is added.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts (a number is kept as an `NSNumber`, as Objective-C keeps it, so it reads back as any
    /// number type).
    open var fromValue: Any? { didSet { fromValue = fromValue.map(objectBridged) } }
    /// Where the animation ends (a number kept as an `NSNumber`).
    open var toValue: Any? { didSet { toValue = toValue.map(objectBridged) } }
    /// How far the animation moves (a number kept as an `NSNumber`).
    open var byValue: Any? { didSet { byValue = byValue.map(objectBridged) } }

    /// A copy of `other`.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        copyProperty(from: other)
        if let other = other as? CABasicAnimation { (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue) }
    }

    /// The transform ends last blended, taken apart (a transform animation blends the same ends every frame).
    private var decomposedEnds: (from: CATransform3D, to: CATransform3D, parts: (TransformDecomposition, TransformDecomposition)?)?

    override func value(atProgress progress: Double, iteration: Int, current: LayerValue, layer: Layer) -> LayerValue? {
        guard let (from, to) = ends(current: current) else { return nil }
        var value: LayerValue
        if case .transform(let a) = from, case .transform(let b) = to, progress != 0, progress != 1 {
            if decomposedEnds?.from != a || decomposedEnds?.to != b {
                decomposedEnds = (a, b, TransformDecomposition(a).flatMap { da in TransformDecomposition(b).map { (da, $0) } })
            }
            let parts = decomposedEnds?.parts
            value =
                parts.map { .transform(TransformDecomposition.blend($0.0, $0.1, fraction: progress)) }
                ?? from.interpolated(to: to, fraction: progress)
        } else {
            value = from.interpolated(to: to, fraction: progress)
        }
        if isCumulative, iteration > 0, let step = to.adding(from, times: -1), let moved = value.adding(step, times: CGFloat(iteration)) {
            value = moved
        }
        return value
    }

    override var timelineSummary: String {
        let ends = [fromValue, toValue, byValue].map { $0.map(Self.describe) }
        let path = keyPath ?? "?"
        switch (ends[0], ends[1], ends[2]) {
        case (let from?, let to?, _): return "\(path) \(from) → \(to)" + curveSummary
        case (let from?, nil, let by?): return "\(path) \(from) by \(by)" + curveSummary
        case (nil, let to?, _): return "\(path) → \(to)" + curveSummary
        case (let from?, nil, nil): return "\(path) \(from) →" + curveSummary
        case (nil, nil, let by?): return "\(path) by \(by)" + curveSummary
        case (nil, nil, nil): return path + curveSummary
        }
    }

    /// A value as the timeline writes it: numbers to three significant figures, points and sizes as pairs.
    static func describe(_ value: Any) -> String {
        func number(_ n: CGFloat) -> String { String(format: "%.3g", Double(n)) }
        if let n = LayerValue.number(value) { return number(n) }
        switch value {
        case let p as CGPoint: return "(\(number(p.x)), \(number(p.y)))"
        case let s as CGSize: return "(\(number(s.width)) × \(number(s.height)))"
        case let array as [Any]: return "[\(array.map(describe).joined(separator: ", "))]"
        default: return String(describing: type(of: value))
        }
    }

    /// The start and end values, against `current`; `nil` when a value is not of the property's kind.
    func ends(current: LayerValue) -> (LayerValue, LayerValue)? {
        let base = isAdditive ? Self.zero(like: current) : current
        let from = fromValue.map { LayerValue($0, like: current) }, to = toValue.map { LayerValue($0, like: current) }
        let by = byValue.map { LayerValue($0, like: current) }
        if from == .some(nil) || to == .some(nil) || by == .some(nil) { return nil }
        switch (from ?? nil, to ?? nil, by ?? nil) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return from.adding(by).map { (from, $0) }
        case (nil, let to?, let by?): return to.adding(by, times: -1).map { ($0, to) }
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return base.adding(by).map { (base, $0) }
        case (nil, nil, nil): return (base, base)
        }
    }

    override func problem(on layer: Layer) -> String? {
        if let problem = super.problem(on: layer) { return problem }
        guard let keyPath, let current = valueKind(on: layer) else { return nil }
        for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
            guard let value else { continue }
            guard let read = LayerValue(value, like: current), valueFunction.map({ $0.transform(of: read) != nil }) ?? true else {
                let kind = valueFunction == nil ? current.kindName : current == .number(0) ? "a number" : "an array of three numbers"
                return "the \(name) of the \"\(keyPath)\" animation is \(type(of: value)), not \(kind)"
            }
        }
        return nil
    }

    /// The kind's zero, for additive animations (values are then offsets from the current value).
    static func zero(like value: LayerValue) -> LayerValue {
        switch value {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .numbers(let numbers): .numbers(numbers.map { _ in 0 })
        default: value
        }
    }
}
