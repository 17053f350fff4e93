import Foundation

/// Animations run together as one, as Core Animation's group: each child's time is the group's, so a child's
/// `beginTime` counts from the group's start, the group's `timingFunction`, `speed` and repeats carry its children, and
/// a child runs only while the group does (its `duration` cuts them off: 0.25 s unless set), and a child that sets no
/// duration of its own runs for the group's.
///
/// The group's delegate is told when it starts and stops; its children's delegates are not, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations to run together.
    open var animations: [CAAnimation]?

    /// A copy of `other`, its children copied too.
    public required convenience init(copying other: CAAnimation) {
        self.init()
        copyTiming(from: other)
        if let other = other as? CAAnimationGroup { animations = other.animations?.map { $0.copy() } }
        lendDuration()
    }

    /// Gives the children that set no duration the group's cycle (and theirs, in turn, theirs).
    private func lendDuration() {
        for child in animations ?? [] where !(child.duration > 0 && child.duration.isFinite) {
            child.inheritedDuration = cycleDuration
            (child as? CAAnimationGroup)?.lendDuration()
        }
    }

    override var timelineSummary: String {
        "group of \((animations ?? []).map(\.timelineSummary).joined(separator: ", "))" + curveSummary
    }

    override func apply(to target: Layer, atLayerTime layerTime: CFTimeInterval, heldByParent: Bool = false) {
        let active = activeTime(atLayerTime: layerTime), timing = self.timing
        guard let animations, let moment = timing.moment(atActiveTime: active, heldByParent: heldByParent) else { return }
        // The children's parent time: how far into its cycle the group is, after its timing function — standing still
        // at its end while its fill holds it.
        let childTime = moment.progress * cycleDuration, held = heldByParent || timing.isHeld(atActiveTime: active)
        for child in animations { child.apply(to: target, atLayerTime: childTime, heldByParent: held) }
    }

    override func problem(on layer: Layer) -> String? {
        for (index, child) in (animations ?? []).enumerated() {
            if let problem = child.problem(on: layer) { return "animation \(index) of the group: \(problem)" }
        }
        return nil
    }

    override func caution(on layer: Layer) -> String? {
        for (index, child) in (animations ?? []).enumerated() {
            if let caution = child.caution(on: layer) { return "animation \(index) of the group: \(caution)" }
        }
        return nil
    }
}
