import Foundation

/// A class whose objects can be handed to an item provider (Foundation's `NSItemProviderWriting`): the type
/// identifiers it can be written as, and its data for one of them.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the object can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands `completionHandler` the object's data as `typeIdentifier`, or an error.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A class whose objects an item provider can make (Foundation's `NSItemProviderReading`): the type identifiers it
/// reads, and an object from data of one of them.
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class can read, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` written as `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Who may see a representation an item provider registers (Foundation's `NSItemProviderRepresentationVisibility`).
/// Within one app, as every drag here is, all of them are seen.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Apps of the same team (macOS).
    case team = 1
    /// Apps of the same group.
    case group = 2
    /// Only the process that registered it.
    case ownProcess = 3
}

/// What a dragged item carries (Foundation's `NSItemProvider`): objects, and data under uniform type identifiers,
/// loaded asynchronously by whoever the item is dropped on. Every drag here stays in one app, so a registered object
/// is handed over as it is when the class asked for is its own; otherwise it is written as data and read back.
/// Completion handlers run on a later turn: at the scene's next tick when asked from the main actor (iOS runs them on a
/// queue of its own).
open class NSItemProvider {
    private struct Representation {
        let typeIdentifier: String
        let object: (any NSItemProviderWriting)?
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    /// A name for the item, for a file made of it.
    open var suggestedName: String?

    /// A provider with nothing registered yet.
    public init() {}

    /// A provider of `object`, under every type identifier its class writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers `object` under every type identifier its class writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(
                Representation(typeIdentifier: identifier, object: object) { completion in
                    object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                })
        }
    }

    /// Registers data under `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(Representation(typeIdentifier: typeIdentifier, object: nil, load: loadHandler))
    }

    /// The type identifiers registered, in the order they were.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether data is registered under `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.typeIdentifier == typeIdentifier }
    }

    /// Whether an object of `aClass` can be loaded: one registered is of that class, or is written in a type the
    /// class reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        representations.contains { $0.object.map { type(of: $0) == aClass } == true }
            || aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Loads an object of `aClass` and hands it to `completionHandler` (or an error saying why not).
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, isolation: isolated (any Actor)? = #isolation,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let onMain = isolation === MainActor.shared
        let progress = Progress(totalUnitCount: 1)
        if let same = representations.lazy.compactMap(\.object).first(where: { type(of: $0) == aClass }),
            let object = same as? any NSItemProviderReading
        {
            nonisolated(unsafe) let handed = object
            handOverLater(onMain: onMain) {
                progress.completedUnitCount = 1
                completionHandler(handed, nil)
            }
            return progress
        }
        guard let identifier = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            let name = String(describing: aClass)
            handOverLater(onMain: onMain) { completionHandler(nil, ItemProviderError.cannotLoad(name)) }
            return progress
        }
        nonisolated(unsafe) let reading = aClass
        _ = load(identifier, onMain: onMain) { data, error in
            progress.completedUnitCount = 1
            guard let data else { return completionHandler(nil, error) }
            do {
                nonisolated(unsafe) let object = try reading.object(withItemProviderData: data, typeIdentifier: identifier)
                completionHandler(object, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Loads the data registered under `typeIdentifier` and hands it to `completionHandler`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, isolation: isolated (any Actor)? = #isolation,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        load(typeIdentifier, onMain: isolation === MainActor.shared, completionHandler: completionHandler)
    }

    /// Loads the data registered under `typeIdentifier`, handed over on the scene's next tick when asked `onMain`.
    private func load(
        _ typeIdentifier: String, onMain: Bool, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            handOverLater(onMain: onMain) { completionHandler(nil, ItemProviderError.cannotLoad(typeIdentifier)) }
            return progress
        }
        _ = representation.load { data, error in
            handOverLater(onMain: onMain) {
                progress.completedUnitCount = 1
                completionHandler(data, error)
            }
        }
        return progress
    }
}

/// Runs `work` on a later turn: asked from the main actor, at the scene's next tick (so a drop's loads land at one moment
/// of the scene's clock in every run); from elsewhere, on the main queue.
func handOverLater(onMain: Bool, _ work: @escaping @Sendable () -> Void) {
    if onMain || Thread.isMainThread {
        MainActor.assumeIsolated { AnimationEngine.shared.performOnNextTick(work) }
    } else {
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
}

/// Why an item provider could not load what was asked.
enum ItemProviderError: Error, CustomStringConvertible {
    case cannotLoad(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .cannotLoad(let what): "the item provider has nothing that loads as \(what)"
        case .unreadable(let identifier): "the data registered as \(identifier) does not read as the class asked for"
        }
    }
}
