import Foundation

/// How a keyframe animation moves between its keyframes (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight from each keyframe to the next, at the times `keyTimes` gives (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next one's time, with no blending.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight between keyframes at one even speed: `keyTimes` and `timingFunctions` are not used.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes (Kochanek–Bartels, shaped by the tension, continuity and bias values).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline at one even speed from keyframe to keyframe.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a keyframe path turns to follow it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns so that its x axis follows the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The same, facing backwards (turned a further half turn).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation of one property through a list of values or along a path, as Core Animation's.
///
/// With `values`, keyframe *i* is reached at `keyTimes[i]` (evenly spaced when not given), and the gap after it follows
/// `timingFunctions[i]` (linear when not given); the animation's own `timingFunction` paces the whole first. With
/// `path` (for a point property such as `"position"`), the path's segments are the gaps, and `rotationMode` turns the
/// layer with it. `isAdditive` and `isCumulative` work as for every property animation — the usual shake is
/// `values = [0, 10, -10, 10, -5, 5, 0]` on `"position.x"` with `isAdditive = true`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of the property's kind (numbers kept as `NSNumber`s, as Objective-C keeps them).
    open var values: [Any]? { didSet { values = values?.map(objectBridged) } }
    /// A path for a point property to follow; when set, `values` is not used.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of a cycle (0…1, none before the one before it).
    open var keyTimes: [NSNumber]?
    /// The pace of each gap between keyframes (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values between keyframes are found.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether the layer turns to follow `path`; `nil` (the default) leaves it as it is.
    open var rotationMode: CAAnimationRotationMode?
    /// For the cubic modes: how tight the curve is at each keyframe (1 tight, −1 round; 0 by default).
    open var tensionValues: [NSNumber]?
    /// For the cubic modes: how sharp the corner at each keyframe is (0, smooth, by default).
    open var continuityValues: [NSNumber]?
    /// For the cubic modes: where the curve leans at each keyframe (0 by default).
    open var biasValues: [NSNumber]?

    /// The path's keyframes, measured once (an added animation does not change).
    private var measuredPath: (path: CGPath, keyframes: PathKeyframes)?

    /// A copy of `other`.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        copyProperty(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
        (calculationMode, rotationMode) = (other.calculationMode, other.rotationMode)
        (tensionValues, continuityValues, biasValues) = (other.tensionValues, other.continuityValues, other.biasValues)
    }

    override func value(atProgress progress: Double, iteration: Int, current: LayerValue, layer: Layer) -> LayerValue? {
        if let path, case .point = current {
            let keyframes = self.keyframes(of: path)
            let (gap, t) = position(at: progress, count: keyframes.count, lengths: keyframes.lengths)
            guard let point = keyframes.point(gap: gap, fraction: t, byLength: isPaced) else { return nil }
            let step = CGPoint(x: keyframes.end.x - keyframes.start.x, y: keyframes.end.y - keyframes.start.y)
            let turns = CGFloat(isCumulative ? iteration : 0)
            return .point(CGPoint(x: point.x + step.x * turns, y: point.y + step.y * turns))
        }
        guard let frames = keyframeValues(like: current), let first = frames.first, let last = frames.last else { return nil }
        guard frames.count > 1 else { return first }
        // Distances between keyframes matter only to the paced modes; the others are not measured every frame.
        let lengths = isPaced ? zip(frames, frames.dropFirst()).map { $0.distance(to: $1) ?? 1 } : []
        let (gap, t) = position(at: progress, count: frames.count, lengths: lengths)
        var value: LayerValue
        let cubic = calculationMode == .cubic || calculationMode == .cubicPaced
        let vectors = cubic ? frames.compactMap(\.components) : []
        if calculationMode == .discrete {
            value = frames[Swift.min(gap, frames.count - 1)]
        } else if cubic, vectors.count == frames.count, Set(vectors.map(\.count)).count == 1 {
            value = first.with(
                components: KeyframeTiming.spline(
                    vectors, gap: gap, t: t, tension: tensionValues?.map(\.doubleValue), continuity: continuityValues?.map(\.doubleValue),
                    bias: biasValues?.map(\.doubleValue)))
        } else {
            value = frames[gap].interpolated(to: frames[gap + 1], fraction: t)
        }
        if isCumulative, iteration > 0, let step = last.adding(first, times: -1), let moved = value.adding(step, times: CGFloat(iteration))
        {
            value = moved
        }
        return value
    }

    override func apply(to target: Layer, atLayerTime layerTime: CFTimeInterval, heldByParent: Bool = false) {
        super.apply(to: target, atLayerTime: layerTime, heldByParent: heldByParent)
        guard let moment = timing.moment(atActiveTime: activeTime(atLayerTime: layerTime), heldByParent: heldByParent),
            let angle = turn(atProgress: moment.progress),
            case .transform(let turned)? = target.currentValue(forKeyPath: "transform")
        else { return }
        target.setCurrentValue(.transform(CATransform3DMakeRotation(angle, 0, 0, 1).concatenating(turned)), forKeyPath: "transform")
    }

    /// The angle the layer turns to at `progress` along the path, as ``rotationMode`` asks (the path's direction there,
    /// or the opposite one); `nil` when it does not turn (no rotation mode, no path, not the position).
    func turn(atProgress progress: Double) -> CGFloat? {
        guard let rotationMode, let path, keyPath == "position" else { return nil }
        let keyframes = self.keyframes(of: path)
        let (gap, t) = position(at: progress, count: keyframes.count, lengths: keyframes.lengths)
        guard let angle = keyframes.direction(gap: gap, fraction: t, byLength: isPaced) else { return nil }
        return rotationMode == .rotateAutoReverse ? angle + .pi : angle
    }

    override var timelineSummary: String {
        let what = path != nil ? "along a path" : "\(values?.count ?? 0) keyframes"
        return "\(keyPath ?? "?") \(what)" + (calculationMode == .linear ? "" : " · \(calculationMode.rawValue)") + curveSummary
    }

    /// Whether the speed is even across the keyframes (the paced modes).
    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The gap between keyframes at `progress` and how far through it the value is, after the gap's timing function
    /// (not in the paced modes, which keep one speed).
    private func position(at progress: Double, count: Int, lengths: [CGFloat]) -> (gap: Int, fraction: Double) {
        let times = KeyframeTiming.times(count: count, keyTimes: keyTimes?.map(\.doubleValue), mode: calculationMode, lengths: lengths)
        let (gap, fraction) = KeyframeTiming.locate(progress, in: times)
        guard !isPaced, let functions = timingFunctions, gap < functions.count else { return (gap, fraction) }
        return (gap, functions[gap].progress(at: fraction))
    }

    /// `values` read as values of `current`'s kind; `nil` when one is not.
    func keyframeValues(like current: LayerValue) -> [LayerValue]? {
        guard let values, !values.isEmpty else { return nil }
        let read = values.compactMap { LayerValue($0, like: current) }
        return read.count == values.count ? read : nil
    }

    private func keyframes(of path: CGPath) -> PathKeyframes {
        if let measuredPath, measuredPath.path === path { return measuredPath.keyframes }
        let keyframes = PathKeyframes(path)
        measuredPath = (path, keyframes)
        return keyframes
    }

    override func problem(on layer: Layer) -> String? {
        if let problem = super.problem(on: layer) { return problem }
        guard let keyPath, let current = valueKind(on: layer) else { return nil }
        if let path {
            guard case .point = current else { return "a keyframe path moves a CGPoint property; \"\(keyPath)\" is \(current.kindName)" }
            return PathKeyframes(path).count < 2 ? "the keyframe path of the \"\(keyPath)\" animation has no segment to follow" : nil
        }
        guard let values, !values.isEmpty else {
            return "the \"\(keyPath)\" keyframe animation has neither values nor a path: it would animate nothing"
        }
        for (index, value) in values.enumerated() {
            guard let read = LayerValue(value, like: current) else {
                return "value \(index) of the \"\(keyPath)\" keyframe animation is \(type(of: value)), not \(current.kindName)"
            }
            if let components = read.components, !components.allSatisfy(\.isFinite) {
                return "value \(index) of the \"\(keyPath)\" keyframe animation is not a finite number"
            }
        }
        return nil
    }

    override func caution(on layer: Layer) -> String? {
        guard let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced else { return nil }
        let count = path.map { PathKeyframes($0).count } ?? values?.count ?? 0
        let times = keyTimes.map(\.doubleValue)
        guard !KeyframeTiming.fits(times, count: count, mode: calculationMode) else { return nil }
        let expected = calculationMode == .discrete ? "\(count) or \(count + 1)" : "\(count)"
        return "keyTimes \(times) do not time \(count) keyframes (\(expected) times from 0 to 1, none before the one before it); "
            + "the keyframes are evenly spaced instead"
    }
}
