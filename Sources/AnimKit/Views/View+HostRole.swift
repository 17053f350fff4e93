/// What a view is to a host that shows scenes (a previewer's window, a headless renderer), when it is the host's own
/// rather than a scene's. Checkpoints capture a scene's views and put them back on a seek; the host's views are left
/// alone — a panel's state, an overlay the person turned on, stay as they are whatever moment the scene goes back to.
package enum HostRole: Sendable {
    /// Part of the host's own window: a panel, a label, an overlay, and everything inside it.
    case chrome
    /// The host's, but holding a scene: the window's scene container, the key window a canvas is put in. What is
    /// inside it is the scene's.
    case sceneHolder
}

extension View {
    /// Whether the view is one of the host's own (``hostRole`` set, whatever its role).
    package var isHostChrome: Bool {
        get { hostRole != nil }
        set { hostRole = newValue ? hostRole ?? .chrome : nil }
    }

    /// Whether the view belongs to the host, not to a scene: it is the host's own, or it lies inside one of the host's
    /// views before any that holds a scene (an overlay's label, a panel's rows, a graph under the host's overlay).
    package var belongsToHost: Bool {
        if hostRole != nil { return true }
        var ancestor = superview
        while let view = ancestor {
            switch view.hostRole {
            case .sceneHolder?: return false
            case .chrome?: return true
            case nil: ancestor = view.superview
            }
        }
        return false
    }
}
