import Foundation

/// Something with traits that tells when they change (UIKit's `UITraitEnvironment`): views and view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits of where it is shown.
    var traitCollection: TraitCollection { get }
    /// Called when ``traitCollection`` changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

/// What registering for trait changes returns, to stop them with `unregisterForTraitChanges(_:)` (iOS 17's
/// `UITraitChangeRegistration`); keeping it is not needed.
public protocol UITraitChangeRegistration: AnyObject {}

/// Something whose code can be told when chosen traits change (iOS 17's `UITraitChangeObservable`): views and view
/// controllers. A registration is told, after ``UITraitEnvironment/traitCollectionDidChange(_:)``, each time one of
/// its traits changes value — the appearance, a size class, an override (``UITraitOverrides``), a trait of your own —
/// with the traits before. Entering its first window is not a change for them: a view outside every window already has
/// the key window's traits. Registrations last as long as the object; the object is not kept alive by them, nor a target.
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// A handler given the object and its traits before the change.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, TraitCollection) -> Void

    /// Calls `handler` with this object and its earlier traits when one of `traits` changes
    /// (`registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in … }`).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistry.add(
            TraitChangeRecord(traits) { object, previous in
                if let object = object as? TraitEnvironment { handler(object, previous) }
            }, to: self)
    }

    /// Sends `action` to `target` (with this object, and its earlier traits, when the method takes them) when one
    /// of `traits` changes; the target is not kept alive.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = ActionTarget(target, action)
        return TraitChangeRegistry.add(
            TraitChangeRecord(traits) { object, previous in
                if let receiver = target.object { target.selector.send(to: receiver, object, previous) }
            }, to: self)
    }

    /// Sends `action` to this object when one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    /// Stops what `registration` asked for.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.remove(registration, from: self)
    }
}

extension View: UITraitChangeObservable {}
extension ViewController: UITraitChangeObservable {}

/// One registration: the traits it watches and what it calls.
final class TraitChangeRecord: UITraitChangeRegistration {
    let traits: [UITrait]
    let notify: @MainActor (AnyObject, TraitCollection) -> Void

    init(_ traits: [UITrait], notify: @escaping @MainActor (AnyObject, TraitCollection) -> Void) {
        self.traits = traits
        self.notify = notify
    }
}

/// The registrations of every object, kept beside it and dropped once it is gone.
@MainActor
enum TraitChangeRegistry {
    private static var records = ObjectSideTable<[TraitChangeRecord]>()

    static func add(_ record: TraitChangeRecord, to object: AnyObject) -> TraitChangeRecord {
        records[object, default: []].append(record)
        return record
    }

    static func remove(_ registration: any UITraitChangeRegistration, from object: AnyObject) {
        let left = records[object]?.filter { $0 !== registration }
        records[object] = left?.isEmpty == true ? nil : left
    }

    /// Calls the registrations of `object` that watch a trait that differs between `previous` and `current`.
    static func tell(_ object: AnyObject, previous: TraitCollection, current: TraitCollection) {
        guard let watching = records[object] else { return }
        for record in watching where record.traits.contains(where: { $0.differs(between: previous, and: current) }) {
            record.notify(object, previous)
        }
    }
}

extension View {
    /// Tells the view and its controller that the view's traits changed from `previous` (`nil`: it entered its first
    /// window), and their registrations of the traits that changed value, with its traits as the current ones.
    func tellTraitsChanged(from previous: TraitCollection?) {
        let current = traitCollection
        current.performAsCurrent {
            traitCollectionDidChange(previous)
            owningController?.traitCollectionDidChange(previous)
            guard let previous else { return }
            TraitChangeRegistry.tell(self, previous: previous, current: current)
            if let controller = owningController { TraitChangeRegistry.tell(controller, previous: previous, current: current) }
        }
    }
}

extension Screen: UITraitEnvironment {
    /// Called when the screen's traits change: the screen previewed keeps its traits, so it never is.
    public func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}
