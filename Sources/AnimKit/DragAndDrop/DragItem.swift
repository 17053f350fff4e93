import Foundation

/// One thing being dragged (also spelled `UIDragItem`): what it carries, in its item provider, and — since the drag
/// stays in the app — any object the app wants the drop to see as it is.
@preconcurrency @MainActor
open class DragItem {
    /// What the item carries, loaded by the place it is dropped on.
    open private(set) var itemProvider: NSItemProvider
    /// An object of the app's own for the drop to read directly (within the app only).
    open var localObject: Any?

    /// An item carrying what `itemProvider` holds.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// UIKit's name for a drag item.
public typealias UIDragItem = DragItem

/// What a drop does with what is dragged (also spelled `UIDropOperation`).
public enum DropOperation: Int, Sendable {
    /// Nothing: the drop is not wanted here, and the drag goes back.
    case cancel = 0
    /// Not here, said visibly: the drag goes back.
    case forbidden = 1
    /// The items are copied here.
    case copy = 2
    /// The items move here (only where the drag allows a move: within the app, by default).
    case move = 3
}

/// UIKit's name for a drop operation.
public typealias UIDropOperation = DropOperation

/// How a place under a drag would take it (also spelled `UIDropProposal`).
@preconcurrency @MainActor
open class DropProposal {
    /// What a drop here would do.
    open private(set) var operation: DropOperation
    /// Whether the place wants the finger's exact point (a text view placing a caret).
    open var isPrecise = false
    /// Whether the drag's preview keeps its full size over the place.
    open var prefersFullSizePreview = false

    /// A proposal to do `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// UIKit's name for a drop proposal.
public typealias UIDropProposal = DropProposal

/// How a collection view would take a drop (also spelled `UICollectionViewDropProposal`): what to do, and where.
@preconcurrency @MainActor
open class CollectionViewDropProposal: DropProposal {
    /// Where a drop goes in a collection view.
    public enum Intent: Int, Sendable {
        /// Not known yet: no gap opens.
        case unspecified = 0
        /// As new items at the destination: the others make room there, as the drop would leave them.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination (a folder): it is highlighted, and no gap opens.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the drop would go.
    open private(set) var intent: Intent

    /// A proposal to do `operation` with `intent`.
    public init(operation: DropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to do `operation`, where not yet said.
    public override init(operation: DropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// UIKit's name for a collection view's drop proposal.
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
/// UIKit's name for a collection view drop's intent.
public typealias UICollectionViewDropIntent = CollectionViewDropProposal.Intent
