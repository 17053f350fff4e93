import Foundation

/// The animations of a context menu that opens or closes, which the delegate may add to (also spelled
/// `UIContextMenuInteractionAnimating`): what it adds runs alongside the menu's own, its completions after them.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The controller of the preview, when the configuration's preview provider made one.
    var previewViewController: ViewController? { get }
    /// Runs `animations` alongside the menu's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// UIKit's name for a context menu's animations.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating

/// How a context menu closes when its preview is tapped (also spelled `UIContextMenuInteractionCommitStyle`).
public enum ContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes back to the view it came from, as on any dismissal.
    case dismiss = 0
    /// The preview grows to fill the screen and fades away over what the delegate shows.
    case pop = 1
}

/// UIKit's name for a commit style.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle

/// The animations of a context menu whose preview was tapped (also spelled `UIContextMenuInteractionCommitAnimating`):
/// the delegate picks how the preview goes and shows its content in a completion.
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the preview goes: ``ContextMenuInteractionCommitStyle/pop`` unless the delegate picks another.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// UIKit's name for the animations of a tapped preview.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating

/// The animator a context menu hands its delegate: it keeps what the delegate adds, for the menu to run with its own.
@MainActor
final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
    let previewViewController: ViewController?
    var preferredCommitStyle = ContextMenuInteractionCommitStyle.pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the added animations (inside the menu's animation block).
    func runAnimations() { for animation in animations { animation() } }

    /// Runs the completions, once.
    func complete() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}

/// What a context menu tells as it opens, closes and commits: an interaction's, a table's or a collection view's
/// delegate.
@MainActor
struct ContextMenuEvents {
    var willDisplay: (ContextMenuConfiguration, ContextMenuAnimator) -> Void = { _, _ in }
    var willEnd: (ContextMenuConfiguration, ContextMenuAnimator) -> Void = { _, _ in }
    /// By default the tapped preview goes back to the view (no one shows its content).
    var willCommit: (ContextMenuConfiguration, ContextMenuAnimator) -> Void = { _, animator in animator.preferredCommitStyle = .dismiss }
}
