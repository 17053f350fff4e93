import Foundation

/// A context menu on a view (also spelled `UIContextMenuInteraction`): held still for half a second, the view shows
/// the menu its delegate's configuration makes, under or over it. Choosing an action runs it and closes the menu; a
/// tap elsewhere closes it. The view (or the configuration's preview controller's view) is lifted over the blurred
/// screen, the menu beside it.
@preconcurrency @MainActor
open class ContextMenuInteraction: Interaction {
    /// Gives the configuration for a press at a point.
    open private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    /// The view it is added to.
    open private(set) weak var view: View?
    private let press = ContextMenuPress()

    /// An interaction whose menus `delegate` configures.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
        press.configuration = { [weak self] point in
            guard let self, let view = self.view else { return nil }
            return self.delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point).map { ($0, view) }
        }
        press.events = ContextMenuEvents(
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            },
            willCommit: { [weak self] configuration, animator in
                guard let self, let delegate = self.delegate else { return animator.preferredCommitStyle = .dismiss }
                delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            })
    }

    /// Where the press is, in `view`'s coordinates.
    open func location(in view: View?) -> CGPoint { press.recognizer.location(in: view) }

    /// Closes the menu if it is open.
    open func dismissMenu() { press.dismiss() }

    /// Takes the press off the old view.
    open func willMove(to view: View?) { self.view?.removeGestureRecognizer(press.recognizer) }

    /// Puts the press on the new view.
    open func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press.recognizer)
    }
}

/// UIKit's name for a context menu interaction.
public typealias UIContextMenuInteraction = ContextMenuInteraction

/// Configures a context menu interaction's menus (also spelled `UIContextMenuInteractionDelegate`).
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (in the view's coordinates); `nil` for none.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> ContextMenuConfiguration?
    /// The menu is about to show: `animator`'s animations run alongside its opening.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu is about to close (after an action, a tap elsewhere or a tap on the preview).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The preview was tapped: show its content in one of `animator`'s completions (`show(_:sender:)`, a push).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
}

extension ContextMenuInteractionDelegate {
    /// Nothing to add to the opening.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing to add to the closing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// A delegate that does not answer: the preview goes back to the view, as on any dismissal (as UIKit does when
    /// the delegate does not implement this method).
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        animator.preferredCommitStyle = .dismiss
    }
}

/// UIKit's name for a context menu interaction's delegate.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate

/// The press that opens a context menu: a long press that begins only where a configuration makes a menu, so that
/// elsewhere it stands aside for the view's other gestures.
@MainActor
final class ContextMenuPress: UIGestureRecognizerDelegate {
    let recognizer = LongPressGestureRecognizer()
    /// The configuration for a press at a point in the view, and the view the menu comes from.
    var configuration: (CGPoint) -> (ContextMenuConfiguration, View)? = { _ in nil }
    /// Whom the menu tells as it opens, closes and commits (no one, until its owner says: a tapped preview sinks back).
    var events = ContextMenuEvents()
    private var pending: (menu: Menu, anchor: View, configuration: ContextMenuConfiguration)?
    private weak var popup: MenuPopup?

    init() {
        recognizer.delegate = self
        recognizer.addTarget { [weak self] press in
            guard press.state == .began, let self, let (menu, anchor, configuration) = self.pending, let window = anchor.window else {
                return
            }
            let popup = MenuPopup(
                contextMenu: menu, on: anchor, preview: ContextMenuPlatter.content(for: configuration, on: anchor),
                told: (configuration, self.events))
            popup.present(in: window)
            self.popup = popup
        }
    }

    /// Begins only where a configuration makes a menu.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view, let (configuration, anchor) = configuration(gestureRecognizer.location(in: view)),
            let menu = configuration.makeMenu()
        else {
            pending = nil
            return false
        }
        pending = (menu, anchor, configuration)
        return true
    }

    func dismiss() { popup?.close() }
}
