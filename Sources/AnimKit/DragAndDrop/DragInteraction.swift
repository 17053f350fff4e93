import Foundation

/// Lets a view be dragged (also spelled `UIDragInteraction`): held half a second, the view's look lifts as a preview
/// that follows the finger, carrying the items its delegate gives; the view itself stays where it is.
@preconcurrency @MainActor
open class DragInteraction: Interaction {
    /// Gives the items and hears how the drag goes.
    open private(set) weak var delegate: (any DragInteractionDelegate)?
    /// The view it is added to.
    open private(set) weak var view: View?
    /// Whether a press lifts the view (`isEnabledByDefault` at first).
    open var isEnabled = DragInteraction.isEnabledByDefault
    /// Whether other gestures of the view may go on while it lifts.
    open var allowsSimultaneousRecognitionDuringLift = false
    private let press = DragLiftPress()
    private var flight: DragFlight?

    /// Whether new drag interactions are enabled: on every device since iOS 15.
    open class var isEnabledByDefault: Bool { true }

    /// An interaction whose drags `delegate` fills.
    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
        press.mayBegin = { [weak self] _ in self.map { $0.isEnabled && $0.flight == nil } ?? false }
        press.changed = { [weak self] press in self?.pressChanged(press) }
    }

    /// Takes the press off the old view.
    open func willMove(to view: View?) { self.view?.removeGestureRecognizer(press.recognizer) }

    /// Puts the press on the new view.
    open func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press.recognizer)
    }

    private func pressChanged(_ press: GestureRecognizer) {
        switch press.state {
        case .began: lift(at: press)
        case .changed:
            if let flight, let window = flight.session.window { flight.move(to: press.location(in: window)) }
        case .ended: flight?.end()
        case .cancelled, .failed: flight?.cancel()
        default: break
        }
    }

    private func lift(at press: GestureRecognizer) {
        guard let view, let delegate else { return }
        let window: View = view.window ?? view.topmostAncestor
        let session = LocalDragSession(items: [], window: window)
        session.point = press.location(in: window)
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !items.isEmpty else { return }
        session.add(items)
        session.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
        delegate.dragInteraction(self, sessionWillBegin: session)
        let alongside = AlongsideAnimations()
        delegate.dragInteraction(self, willAnimateLiftWith: alongside, session: session)
        flight = DragFlight(lifting: view, at: session.point, in: window, session: session, source: self, alongsideLift: alongside)
        flight?.move(to: session.point)
    }
}

extension DragInteraction: DragSource {
    func returnFrame(for flight: DragFlight) -> CGRect? { view.map { $0.convert($0.bounds, to: flight.session.window) } }

    func dragEnded(_ flight: DragFlight, dropped: Bool) {
        guard self.flight === flight else { return }
        self.flight = nil
        let operation = dropped ? flight.proposal?.operation ?? .cancel : .cancel
        delegate?.dragInteraction(self, session: flight.session, didEndWith: operation)
    }
}

/// UIKit's name for a drag interaction.
public typealias UIDragInteraction = DragInteraction

/// Fills a drag interaction's drags and hears how they go (also spelled `UIDragInteractionDelegate`).
@preconcurrency @MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items a drag of the view carries; none, and the view does not lift.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: any DragSession) -> [DragItem]
    /// Whether a drop may move the items (`true` by default).
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession) -> Bool
    /// The drag is about to lift.
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: any DragSession)
    /// The lift is about to animate: `animator`'s animations run beside it.
    func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: any DragSession)
    /// The drag ended with `operation` (`.cancel` when it was not dropped), its animations with it.
    func dragInteraction(_ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation)
}

extension DragInteractionDelegate {
    /// A move is allowed.
    public func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession) -> Bool {
        true
    }
    /// Nothing.
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: any DragSession) {}
    /// Nothing beside the lift.
    public func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: any DragSession
    ) {}
    /// Nothing.
    public func dragInteraction(_ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation) {}
}

/// UIKit's name for a drag interaction's delegate.
public typealias UIDragInteractionDelegate = DragInteractionDelegate

extension View {
    /// The view at the top of this one's tree.
    var topmostAncestor: View {
        var top: View = self
        while let up = top.superview { top = up }
        return top
    }
}
