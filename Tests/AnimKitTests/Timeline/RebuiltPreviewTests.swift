import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// What a screen has started, kept in an object of its own: checkpoints keep views, controllers, animators and a
/// controller's own stored properties, not the state inside an object it refers to.
private final class StartedWork {
    var animator: UIViewPropertyAnimator?
}

/// A screen keeping its animator in such an object, started only when none runs — state checkpoints cannot put back.
@MainActor
private final class PlayerScreen: UIViewController {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let started = StartedWork()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        box.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { self.box.alpha = 1 }, completion: { _ in self.expand() })
    }

    func expand() {
        guard started.animator == nil else { return }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.alpha = 0 }
        animator.addCompletion { _ in self.started.animator = nil }
        started.animator = animator
        animator.startAnimation()
    }
}

/// The screen in a window, built now.
@MainActor
private func built() -> ScenePlayback.Built {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let screen = PlayerScreen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return ScenePlayback.Built(canvas: window) {}
}

// A preview's scene is built by its code before the playback takes it. Replayed from its start, the screen above finds
// its old animator in its object and does not expand: the checkpoints fail their proof. Taken with the preview's
// closure (`rebuild`), the playback builds the scene afresh to go back, so seeks stay exact; without one it can only
// play forward.
@MainActor
@Suite("An adopted preview that keeps state out of the checkpoints' reach is built again to go back")
struct RebuiltPreviewTests {
    @Test("with its closure, seeks back land where straight play does (alpha 0.75 at 0.75 s); without, going back fails")
    func rebuildsWhenRefused() throws {
        let session = AnimationSession(clock: ManualClock())
        session.engine.beginCheckpointMembership()
        session.begin()
        defer { session.end() }
        let first = built()
        let playback = try ScenePlayback(adopting: first.canvas, engine: session.engine, rebuild: built)
        _ = try playback.prepareCheckpoints(length: 2)
        #expect(playback.checkpointRefusal != nil && playback.checkpointCount == 0 && !playback.isAdopted)
        try playback.seek(to: 0.75)
        // The fade to 0 began at 0.5 and is a quarter through: 0.75.
        let box = try #require((playback.built.canvas as? UIWindow)?.rootViewController as? PlayerScreen).box
        #expect(isApproximatelyEqual(box.presentation.alpha, 0.75))
        try playback.seek(to: 0.25)
        try playback.seek(to: 0.75)
        let again = try #require((playback.built.canvas as? UIWindow)?.rootViewController as? PlayerScreen).box
        #expect(isApproximatelyEqual(again.presentation.alpha, 0.75))

        let other = AnimationSession(clock: ManualClock())
        other.engine.beginCheckpointMembership()
        other.begin()
        defer { other.end() }
        let once = try ScenePlayback(adopting: built().canvas, engine: other.engine)
        _ = try once.prepareCheckpoints(length: 2)
        try once.seek(to: 0.75)
        #expect(throws: SceneRebuildError.self) { try once.seek(to: 0.25) }
    }
}
