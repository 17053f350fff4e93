import Foundation

/// Lets a view take drops (also spelled `UIDropInteraction`): its delegate hears a drag come, move and go, proposes
/// what a drop would do, and performs it; the preview then shrinks and fades where it was let go.
@preconcurrency @MainActor
open class DropInteraction: Interaction {
    /// Proposes and performs drops.
    open private(set) weak var delegate: (any DropInteractionDelegate)?
    /// The view it is added to.
    open private(set) weak var view: View?
    /// Whether drags over the view at once are taken (one drag at a time here).
    open var allowsSimultaneousDropSessions = false

    /// An interaction whose drops `delegate` takes.
    public init(delegate: any DropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Nothing to take off: a drag finds the view by its interactions.
    open func willMove(to view: View?) {}

    /// Now on `view`.
    open func didMove(to view: View?) { self.view = view }
}

extension DropInteraction: DropTarget {
    func accepts(_ flight: DragFlight) -> Bool {
        guard let delegate else { return false }
        return delegate.dropInteraction(self, canHandle: flight.session)
    }

    func dragEntered(_ flight: DragFlight) { delegate?.dropInteraction(self, sessionDidEnter: flight.session) }

    func dragMoved(_ flight: DragFlight) -> DropProposal {
        let proposal = delegate?.dropInteraction(self, sessionDidUpdate: flight.session) ?? DropProposal(operation: .cancel)
        // A move the drag does not allow is refused, as UIKit enforces it.
        return proposal.operation == .move && !flight.session.allowsMoveOperation ? DropProposal(operation: .forbidden) : proposal
    }

    func dragExited(_ flight: DragFlight) { delegate?.dropInteraction(self, sessionDidExit: flight.session) }

    func performDrop(_ flight: DragFlight) -> DropLanding {
        delegate?.dropInteraction(self, performDrop: flight.session)
        let animations = AlongsideAnimations()
        for item in flight.session.items { delegate?.dropInteraction(self, item: item, willAnimateDropWith: animations) }
        animations.addCompletion { [weak self] _ in
            guard let self else { return }
            self.delegate?.dropInteraction(self, concludeDrop: flight.session)
        }
        return DropLanding(frame: nil, animations: animations)
    }

    func dropEnded(_ flight: DragFlight) { delegate?.dropInteraction(self, sessionDidEnd: flight.session) }
}

/// UIKit's name for a drop interaction.
public typealias UIDropInteraction = DropInteraction

/// Takes a view's drops (also spelled `UIDropInteractionDelegate`). Without `sessionDidUpdate` the view takes none.
@preconcurrency @MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all (`true` by default).
    func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: any DropSession)
    /// What a drop here would do, asked as the finger moves (`.cancel` by default: no drop).
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: any DropSession) -> DropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: any DropSession)
    /// The drag was let go here: load the items and use them.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession)
    /// The drop's animation is about to run: `animator`'s animations run beside it.
    func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating)
    /// The drop's animations are over: show the view as the drop leaves it.
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession)
    /// The drag ended, dropped here or not.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: any DropSession)
}

extension DropInteractionDelegate {
    /// Every drag.
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession) -> Bool { true }
    /// Nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: any DropSession) {}
    /// No drop.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: any DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    /// Nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: any DropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession) {}
    /// Nothing beside the drop.
    public func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating) {}
    /// Nothing.
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: any DropSession) {}
}

/// UIKit's name for a drop interaction's delegate.
public typealias UIDropInteractionDelegate = DropInteractionDelegate
