import Foundation

/// Told when a Core Animation animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has begun (its active time has started).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation is over: `flag` is `true` when it ran to its end, `false` when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing, unless the delegate says otherwise.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing, unless the delegate says otherwise.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What a layer does when a property changes: an animation to add (``CAAnimation`` is one), or `NSNull()` for nothing.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: the change is not animated.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Core Animation's abstract animation: timing (``CAMediaTiming``), a timing function, a delegate.
///
/// Adding an animation to a layer adds a copy: changing this one afterwards changes nothing on screen, as in
/// Core Animation. ``copy()`` is that copy; subclasses copy their own properties in their override.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming, CAAction {
    /// When the animation starts, in its layer's time; 0 means "when added".
    open var beginTime: CFTimeInterval = 0
    /// One cycle's length; 0 stands for 0.25 s.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's.
    open var speed: Float = 1
    /// Added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles run.
    open var repeatCount: Float = 0
    /// How long repeating lasts, instead of a count.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs back after it runs forward.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pace within a cycle; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it ends (the default); `false` keeps it, so `fillMode = .forwards` holds the end.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly, as Core Animation holds it).
    open var delegate: (any CAAnimationDelegate)?
    /// Where the code added the running copy to its layer (``Layer/add(_:forKey:file:line:column:)``).
    package var callSite: CallSite?
    /// Where the code made the animation (`CABasicAnimation(keyPath:)`): its duration and timing are set after it.
    package var madeAt: CallSite?
    /// For a child of a group that sets no duration of its own: the group's cycle, which it runs for (Core Animation's
    /// children inherit it) instead of 0.25 s.
    var inheritedDuration: CFTimeInterval?

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// A new animation.
    open class func animation() -> Self { self.init() }

    /// A new animation (what ``animation()`` and subclasses' convenience initialisers build on).
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
    }

    /// A copy of the animation, as ``Layer/add(_:forKey:file:line:column:)`` takes.
    open func copy() -> CAAnimation { type(of: self).init(copying: self) }

    /// Copies the timing and the delegate from `other` (subclasses call it from their own copying initialiser).
    func copyTiming(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses, fillMode) = (
            other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode
        )
        (timingFunction, isRemovedOnCompletion, delegate) = (other.timingFunction, other.isRemovedOnCompletion, other.delegate)
        (inheritedDuration, madeAt) = (other.inheritedDuration, other.madeAt)
    }

    /// Adds a copy of the animation to the layer, under `event`: an animation is an action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }

    /// How each cycle is paced: the timing function's curve (linear without one).
    var pacing: AnimationPacing { timingFunction.map { .curve($0.curve) } ?? .linear }

    /// The key path the animation moves, if it moves one (groups and transitions do not).
    var animatedKeyPath: String? { nil }

    /// What the animation shows at `progress` (the time function's output, 0…1, with the cycle number for
    /// cumulative animations), given the value of its key path before it: `nil` when it shows nothing.
    func value(atProgress progress: Double, iteration: Int, current: LayerValue, layer: Layer) -> LayerValue? { nil }

    /// Checks the animation against `layer` before it is added: a message when it cannot run there.
    func problem(on layer: Layer) -> String? { nil }

    /// A message when the animation runs on `layer`, but not as its code seems to mean.
    func caution(on layer: Layer) -> String? { nil }

    /// What the timeline says the animation does.
    var timelineSummary: String { "animation" + curveSummary }

    /// The curve, for the timeline: " · easeInEaseOut", a control-point curve, or nothing when linear.
    var curveSummary: String { timingFunction.map { " · \($0.curveName)" } ?? "" }

    /// Applies what the animation shows at layer time `layerTime` to `target` (a presentation copy): with a value
    /// function, the transform it makes of the blended numbers. `heldByParent`: its group's fill holds the group at
    /// its end (see ``AnimationTiming/moment(atActiveTime:heldByParent:)``).
    func apply(to target: Layer, atLayerTime layerTime: CFTimeInterval, heldByParent: Bool = false) {
        guard let keyPath = animatedKeyPath,
            let moment = timing.moment(atActiveTime: activeTime(atLayerTime: layerTime), heldByParent: heldByParent),
            let current = target.currentValue(forKeyPath: keyPath)
        else { return }
        let property = self as? CAPropertyAnimation, function = property?.valueFunction
        guard
            var value = value(
                atProgress: moment.progress, iteration: moment.iteration, current: function?.input(from: current) ?? current, layer: target)
        else { return }
        if let function {
            guard let made = function.transform(of: value) else { return }
            value = .transform(made)
        }
        if property?.isAdditive == true {
            target.addToCurrentValue(value, forKeyPath: keyPath)
        } else {
            target.setCurrentValue(value, forKeyPath: keyPath)
        }
    }
}

/// An animation of one property, named by a key path (`"position"`, `"transform.rotation.z"`, `"strokeEnd"`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property's key path.
    open var keyPath: String?
    /// Whether the value is added to the property's current value rather than replacing it.
    open var isAdditive = false
    /// Whether each repeat continues from where the last ended rather than starting over.
    open var isCumulative = false
    /// Makes the animation blend numbers and show the transform the function makes of them (for `"transform"`).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`; `file`, `line` and `column` say where the code made it, left to their defaults.
    public convenience init(keyPath path: String?, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init()
        keyPath = path
        madeAt = CallSite.inCode(file: file, line: line, column: column)
    }

    /// A copy of `other`.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        copyProperty(from: other)
    }

    func copyProperty(from other: CAAnimation) {
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative, valueFunction) = (other.keyPath, other.isAdditive, other.isCumulative, other.valueFunction)
    }

    override var animatedKeyPath: String? { keyPath }

    override var timelineSummary: String { (keyPath ?? "?") + curveSummary }

    override func problem(on layer: Layer) -> String? {
        guard let keyPath else { return "an animation with no keyPath animates nothing" }
        if let emitter = layer as? CAEmitterLayer {
            // The births follow an animated rate (the schedule reads it); nothing else of a cell animates.
            if emitter.animatesRate(atKeyPath: keyPath) {
                return valueFunction == nil ? nil : "a birth rate is a number, and a value function makes a transform"
            }
            if keyPath.hasPrefix("emitterCells.") { return emitter.cellAnimationProblem(keyPath) }
        }
        guard let current = layer.currentValue(forKeyPath: keyPath) else {
            return "\"\(keyPath)\" is not an animatable key path of \(layer.coreAnimationName)"
        }
        guard let valueFunction else { return nil }
        if case .transform = current { return nil }
        return "the value function \(valueFunction.name.rawValue) makes a transform, and \"\(keyPath)\" is not one"
    }

    /// The kind of value the animation's values are: the key path's, or its value function's input.
    func valueKind(on layer: Layer) -> LayerValue? {
        guard let keyPath, let current = layer.currentValue(forKeyPath: keyPath) else { return nil }
        return valueFunction?.input(from: current) ?? current
    }
}
