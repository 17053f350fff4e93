import Foundation

/// One instance of the app's interface (also spelled `UIScene`): a scene previewed has one, its ``WindowScene``,
/// active in the foreground from the start.
@preconcurrency @MainActor
open class Scene: Responder {
    /// Where a scene is in its life: a scene previewed is always ``foregroundActive``.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// In the foreground and receiving events.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title, kept for code that sets it (the app switcher shows it on iOS).
    open var title: String?
}

/// UIKit's name for a scene.
public typealias UIScene = Scene

extension Application {
    /// The scenes the app shows: the one ``WindowScene`` of the scene previewed.
    public var connectedScenes: Set<Scene> { [WindowScene.previewed] }

    /// Whether the app may show several scenes at once: no (a scene previewed shows one).
    public var supportsMultipleScenes: Bool { false }
}
