import Foundation

/// What the place a drag started from and the place under it both see of it (also spelled `UIDragDropSession`).
@preconcurrency @MainActor
public protocol DragDropSession: AnyObject {
    /// The items dragged.
    var items: [DragItem] { get }
    /// Where the finger is, in `view`'s coordinates.
    func location(in view: View) -> CGPoint
    /// Whether a drop may move the items (else only copy them).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may leave the app (never, here: there is one app).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item carries data of one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can be loaded as an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The drag as the place it started from sees it (also spelled `UIDragSession`).
@preconcurrency @MainActor
public protocol DragSession: DragDropSession {
    /// Anything the app keeps with the drag, read back by a drop in the app.
    var localContext: Any? { get set }
}

/// How a drop shows that its items are still loading (also spelled `UIDropSessionProgressIndicatorStyle`).
public enum DropSessionProgressIndicatorStyle: Int, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator (the default).
    case `default` = 1
}

/// The drag as the place under it sees it (also spelled `UIDropSession`).
@preconcurrency @MainActor
public protocol DropSession: DragDropSession {
    /// The drag itself, when it started in this app (always, here).
    var localDragSession: (any DragSession)? { get }
    /// How loading shows.
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from every item that can give one, and hands them over on the main queue.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void)
        -> Progress
}

/// UIKit's name for what both ends see of a drag.
public typealias UIDragDropSession = DragDropSession
/// UIKit's name for a drag session.
public typealias UIDragSession = DragSession
/// UIKit's name for a drop session.
public typealias UIDropSession = DropSession
/// UIKit's name for a drop's progress indicator style.
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle

extension DropSession {
    /// Loads every item's text and hands the strings over on the main queue (Swift's spelling: `String.self`).
    @discardableResult
    public func loadObjects(ofClass aClass: String.Type, completion: @escaping ([String]) -> Void) -> Progress {
        loadObjects(ofClass: NSString.self) { objects in completion(objects.compactMap { ($0 as? NSString).map { $0 as String } }) }
    }

    /// Whether some item carries text.
    public func canLoadObjects(ofClass aClass: String.Type) -> Bool { canLoadObjects(ofClass: NSString.self) }
}

/// The one drag going on: both what its source and what the place under it see, since a drag never leaves the app.
@MainActor
final class LocalDragSession: DragSession, DropSession {
    private(set) var items: [DragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var progressIndicatorStyle = DropSessionProgressIndicatorStyle.default
    /// Where the finger is, in the window's coordinates, and the window.
    var point = CGPoint.zero
    weak var window: View?

    init(items: [DragItem], window: View?) {
        self.items = items
        self.window = window
    }

    var isRestrictedToDraggingApplication: Bool { true }
    var localDragSession: (any DragSession)? { self }

    func location(in view: View) -> CGPoint { view.convert(point, from: window) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void)
        -> Progress
    {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let gathered = LoadedObjects(count: providers.count, completion: completion)
        for (index, provider) in providers.enumerated() {
            provider.loadObject(ofClass: aClass) { object, _ in
                nonisolated(unsafe) let loaded = object
                MainActor.assumeIsolated {
                    progress.completedUnitCount += 1
                    gathered.take(loaded, at: index)
                }
            }
        }
        if providers.isEmpty { AnimationEngine.shared.performOnNextTick { completion([]) } }
        return progress
    }

    /// Adds `more` items to the drag.
    func add(_ more: [DragItem]) { items += more }
}

/// The objects loaded for a drop, handed over in the items' order once all have come.
@MainActor
private final class LoadedObjects {
    private var objects: [(any NSItemProviderReading)?]
    private var waiting: Int
    private let completion: ([any NSItemProviderReading]) -> Void

    init(count: Int, completion: @escaping ([any NSItemProviderReading]) -> Void) {
        objects = Array(repeating: nil, count: count)
        waiting = count
        self.completion = completion
    }

    func take(_ object: (any NSItemProviderReading)?, at index: Int) {
        objects[index] = object
        waiting -= 1
        if waiting == 0 { completion(objects.compactMap { $0 }) }
    }
}
