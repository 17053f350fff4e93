import AnimKit
import Foundation
import Testing

/// A canvas that uses Auto Layout itself (`translatesAutoresizingMaskIntoConstraints = false`), as a view meant to be
/// pinned into its superview often does: shown alone, it fills the scene's window, as Xcode's previews hold a view.
@MainActor
@Suite("Adopted scenes: a canvas placed by Auto Layout")
struct AutoLayoutCanvasTests {
    /// A 300 × 200 canvas placed by Auto Layout, with a panel pinned 10 pt inside its leading, trailing and top edges.
    private func canvas(width: CGFloat? = nil) -> (canvas: View, panel: View) {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        canvas.translatesAutoresizingMaskIntoConstraints = false
        let panel = View()
        panel.translatesAutoresizingMaskIntoConstraints = false
        canvas.addSubview(panel)
        var constraints = [
            panel.leadingAnchor.constraint(equalTo: canvas.leadingAnchor, constant: 10),
            panel.trailingAnchor.constraint(equalTo: canvas.trailingAnchor, constant: -10),
            panel.topAnchor.constraint(equalTo: canvas.topAnchor, constant: 10),
            panel.heightAnchor.constraint(equalToConstant: 50),
        ]
        if let width { constraints.append(canvas.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        return (canvas, panel)
    }

    @Test("it keeps the size it was given and its subviews are laid out in it, not at 0 × 0")
    func fills() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (canvas, panel) = canvas()
        _ = try ScenePlayback(adopting: canvas, engine: session.engine)
        #expect(canvas.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 280, height: 50))
    }

    @Test("a width of its own wins over the window's: the window holds it below the required priority")
    func ownSize() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let (canvas, panel) = canvas(width: 120)
        _ = try ScenePlayback(adopting: canvas, engine: session.engine)
        #expect(canvas.frame == CGRect(x: 0, y: 0, width: 120, height: 200))
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
    }
}
