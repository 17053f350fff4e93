/// The live animators of one engine, in creation order.
///
/// An animator is live from the moment it becomes active until it completes or is
/// stopped with `stopAnimation(true)`; a stopped animator (`stopAnimation(false)`)
/// stays listed until it is finished. Removal marks and compacts once, so ending
/// thousands of animators in one tick costs linear time, not quadratic. A value, part of the engine's
/// ``EngineState``: a checkpoint copies it.
@MainActor
struct AnimatorRegistry {
    private(set) var storage: [PropertyAnimator] = []
    private var listed: Set<ObjectIdentifier> = []
    private var removedCount = 0

    /// The live animators, in creation order.
    var animators: [PropertyAnimator] {
        mutating get {
            compact()
            return storage
        }
    }

    mutating func insert(_ animator: PropertyAnimator) {
        guard listed.insert(ObjectIdentifier(animator)).inserted else { return }
        compact()
        if let last = storage.last, last.serial > animator.serial {
            let index = storage.firstIndex { $0.serial > animator.serial } ?? storage.count
            storage.insert(animator, at: index)
        } else {
            storage.append(animator)
        }
    }

    mutating func remove(_ animator: PropertyAnimator) {
        guard listed.remove(ObjectIdentifier(animator)) != nil else { return }
        removedCount += 1
    }

    func contains(_ animator: PropertyAnimator) -> Bool {
        listed.contains(ObjectIdentifier(animator))
    }

    /// Drops removed animators from the storage, in one pass.
    mutating func compact() {
        guard removedCount > 0 else { return }
        storage.removeAll { !listed.contains(ObjectIdentifier($0)) }
        removedCount = 0
    }
}
