import Foundation

extension ScenePlayback {
    /// Puts the canvas in a key window of the host's, unless the scene's code put it in a window of its own: its
    /// views' `didMoveToWindow()` runs now, after the scene's code and before its start, as a device shows a view.
    static func putInWindow(_ built: inout Built) {
        guard built.canvas.window == nil else { return }
        let window = Window(frame: CGRect(origin: .zero, size: built.canvas.bounds.size))
        window.hostRole = .sceneHolder
        // A previewed phone's safe area, set on the canvas while it had no window, is the window's.
        window.setWindowSafeAreaInsets(built.canvas.layoutRecord.windowSafeArea)
        built.canvas.setWindowSafeAreaInsets(.zero)
        window.addSubview(built.canvas)
        // A canvas placed by Auto Layout fills the window, as Xcode's previews hold a view: nothing else would place it
        // (0 × 0 at the origin). Below its own constraints, so one that sets its size keeps it.
        if !built.canvas.translatesAutoresizingMaskIntoConstraints {
            let edges = [
                built.canvas.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                built.canvas.topAnchor.constraint(equalTo: window.topAnchor),
                built.canvas.widthAnchor.constraint(equalTo: window.widthAnchor),
                built.canvas.heightAnchor.constraint(equalTo: window.heightAnchor),
            ]
            for edge in edges.dropFirst(2) { edge.priority = .required - 1 }
            NSLayoutConstraint.activate(edges)
        }
        window.makeKey()
        built.window = window
    }
}
