import AnimKit

/// What can be a playground's live view: a view or a view controller (as in Xcode's PlaygroundSupport).
@MainActor
public protocol PlaygroundLiveViewable {
    /// The view or controller to show.
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

/// A live view as shown: a view, or a controller whose view is shown in a window.
public enum PlaygroundLiveViewRepresentation {
    /// A view, shown as it is.
    case view(View)
    /// A controller, made a window's root.
    case viewController(ViewController)
}

extension View: PlaygroundLiveViewable {
    /// The view itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension ViewController: PlaygroundLiveViewable {
    /// The controller itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .viewController(self) }
}
