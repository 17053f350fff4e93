import Foundation

/// What a dynamic animator tells as it starts and stops (UIKit's `UIDynamicAnimatorDelegate`).
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move its items again.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item came to rest: the animator stopped stepping until a behaviour changes.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing unless the delegate says otherwise.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing unless the delegate says otherwise.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Moves items by physics — gravity, collisions, pushes, snaps, springs — as UIKit's `UIDynamicAnimator` does,
/// stepping a rigid-body world (Box2D) sixty times a second of the scene's clock.
///
/// Add behaviours; each names its items. The animator steps while any item moves and pauses once every item has
/// been at rest (under 1 point and 2° a second) for half a second, as UIKit's does; changing a behaviour resumes
/// it. It runs on the scene's clock like every animation here, so a window, a headless render and the timeline
/// show the same positions at the same time.
@preconcurrency @MainActor
open class DynamicAnimator: CheckpointState {
    /// The view whose coordinates the items' centres are in.
    open private(set) weak var referenceView: View?
    /// The layout whose attributes it moves, for one made with ``init(collectionViewLayout:)``.
    weak var collectionViewLayout: CollectionViewLayout?
    /// The behaviours added, in order.
    open private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: DynamicAnimatorDelegate?
    /// Whether the animator is stepping (some item moves, or a behaviour changed since it paused).
    open internal(set) var isRunning = false
    /// The time the animator has spent stepping, in seconds.
    open internal(set) var elapsedTime: TimeInterval = 0

    /// The simulation's state: every value a step reads, so a checkpoint of it is the whole animator.
    var simulation = DynamicSimulation()
    /// The serial of the run going on (from resuming to pausing): a bar of its own on the scene's timeline.
    var runSerial: Int?
    /// The engine whose clock it steps on.
    private let engine = AnimationEngine.shared

    /// An animator for items in `view`'s coordinate space.
    public init(referenceView view: View) {
        referenceView = view
        enlist()
    }

    /// An animator for a collection view layout's attributes: each step invalidates the layout, which reads them
    /// back with ``items(in:)`` or ``layoutAttributesForCell(at:)``.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        enlist()
    }

    private func enlist() {
        engine.enlist(self)
        engine.dynamicAnimators.append(WeakDynamicAnimator(animator: self))
    }

    /// Adds `behavior` (and its children); the animator resumes.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorsChanged()
    }

    /// Removes `behavior`; its items keep moving only under the behaviours left.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.attach(to: nil)
        behaviorsChanged()
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames (their bounds about their centres, turned) meet `rect`.
    ///
    /// An item is the animator's from the moment a behaviour acting on it is added, before any step (a layout driven by
    /// the animator answers its cells with these in the same `prepare()` pass). A layout asks at every frame: the
    /// behaviours are looked through only after one changed, until the next step gathers their items.
    open func items(in rect: CGRect) -> [DynamicItem] {
        var acting = simulation
        if !acting.isGathered { acting.gather(from: behaviors.flatMap(\.tree)) }
        return acting.items.filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height).applying(item.transform)
            return frame.offsetBy(dx: item.center.x, dy: item.center.y).intersects(rect)
        }
    }

    /// Reads `item`'s centre and transform again, after code outside the animator changed them (its velocity stays).
    open func updateItem(usingCurrentState item: DynamicItem) {
        simulation.reread(item)
        behaviorsChanged()
    }

    /// The attributes the animator moves for the cell at `indexPath`, if it moves them.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes the animator moves for the supplementary view of `kind` at `indexPath`, if it moves them.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (CollectionViewLayoutAttributes) -> Bool) -> CollectionViewLayoutAttributes? {
        simulation.items.lazy.compactMap { $0 as? CollectionViewLayoutAttributes }.first(where: matches)
    }

    /// A behaviour, or what it acts on, changed: the animator resumes.
    func behaviorsChanged() {
        simulation.restSince = nil
        simulation.isGathered = false
        guard !isRunning else { return }
        isRunning = true
        // Steps fall due from now: the first at the next frame.
        simulation.origin = engine.clock.now
        simulation.stepsThisRun = 0
        let serial = engine.nextSerial()
        runSerial = serial
        engine.history?.began(dynamics: self, serial: serial, at: engine.clock.now)
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Pauses once every item has rested long enough.
    func pause() {
        isRunning = false
        if let runSerial { engine.history?.ended(serial: runSerial, at: engine.clock.now) }
        runSerial = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// What the inspector and the timeline call it: its behaviours, and how many items they move.
    package var timelineSummary: String {
        let tree = behaviors.flatMap(\.tree)
        let kinds = tree.map(\.timelineName)
        let count = Set(tree.flatMap(\.ownItems).map(ObjectIdentifier.init)).count
        return "dynamics · \(kinds.isEmpty ? "no behaviours" : kinds.joined(separator: " + ")) · \(count) item\(count == 1 ? "" : "s")"
    }

    package func capturedState() -> @MainActor () -> Void {
        let saved = (behaviors, isRunning, elapsedTime, simulation, runSerial)
        return { [weak self] in
            guard let self else { return }
            (behaviors, isRunning, elapsedTime, simulation, runSerial) = saved
        }
    }
}

/// An animator the engine steps, held weakly: one that its owner let go stops.
struct WeakDynamicAnimator {
    weak var animator: DynamicAnimator?
}

/// UIKit's name for ``DynamicAnimator``.
public typealias UIDynamicAnimator = DynamicAnimator
/// UIKit's name for ``DynamicAnimatorDelegate``.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
