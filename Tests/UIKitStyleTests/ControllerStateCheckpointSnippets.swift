import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// What watches the drawer move: a delegate, held weakly as delegates are.
private protocol DrawerWatching: AnyObject {}

/// An interactive drawer written as UIKit code keeps it: its position and its running animators in stored properties
/// of the controller, the animation started only when none runs.
private final class TogglingDrawerController: UIViewController, DrawerWatching {
    enum Position { case collapsed, expanded }
    var position = Position.collapsed
    var runningAnimators: [UIViewPropertyAnimator] = []
    var moves = 0
    weak var lastMoved: UIView?
    weak var watcher: (any DrawerWatching)?
    /// Never read: an `unowned` property, which checkpoints leave alone, beside the weak ones they put back.
    unowned(unsafe) var owner: UIViewController? = nil
    let panel = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        view.addSubview(panel)
    }

    /// Every half second, the drawer moves the other way, unless it is still moving.
    func toggle() {
        guard runningAnimators.isEmpty else { return }
        let target: Position = position == .collapsed ? .expanded : .collapsed
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            self.panel.frame.origin.y = target == .expanded ? 0 : 100
        }
        animator.addCompletion { _ in
            self.position = target
            self.runningAnimators.removeAll()
            self.moves += 1
            self.lastMoved = self.panel
            self.watcher = self
        }
        runningAnimators.append(animator)
        animator.startAnimation()
    }
}

// A seek back puts the scene's own stored properties back too, so a screen written as UIKit code keeps its checkpoints:
// the timer toggles at 0.5, 1.0, 1.5 and 2.0 s; each move takes 0.4 s (done at 0.9, 1.4, 1.9, 2.4 s).
@MainActor
@Suite("Checkpoints keep a controller's own stored properties")
struct ControllerStateCheckpointSnippets {
    @Test("the drawer's position, animators and count are as straight play had them at each time, seeking back and forth")
    func drawer() throws {
        var controllers: [TogglingDrawerController] = []
        let playback = try ScenePlayback {
            let controller = TogglingDrawerController()
            controllers.append(controller)
            return ScenePlayback.Built(canvas: controller.view) {
                // `Timer.scheduledTimer(withTimeInterval:repeats:block:)` as play compiles it, on the scene clock.
                _ = Timer.__animviewScheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    MainActor.assumeIsolated { controller.toggle() }
                }
            }
        }
        defer { playback.end() }
        let summary = try playback.prepareCheckpoints(length: 3)
        #expect(playback.checkpointRefusal == nil && summary.count >= 6, "\(playback.checkpointRefusal ?? "")")
        let builds = controllers.count
        // (time, moves done, position, a move running, the panel's y)
        typealias Moment = (time: Double, moves: Int, position: TogglingDrawerController.Position, running: Bool, y: CGFloat)
        let expected: [Moment] = [
            (2.2, 3, .expanded, true, 50), (0.7, 0, .collapsed, true, 50), (1.2, 1, .expanded, true, 50),
            (0.3, 0, .collapsed, false, 100), (1.95, 3, .expanded, false, 0), (1.45, 2, .collapsed, false, 100),
        ]
        for (time, moves, position, running, y) in expected {
            try playback.seek(to: time)
            let controller = try #require(controllers.last)
            #expect(controller.moves == moves && controller.position == position, "at \(time) s")
            #expect(controller.runningAnimators.isEmpty == !running, "at \(time) s")
            #expect(abs(controller.panel.layer.presentation()!.frame.origin.y - y) < 1e-9, "at \(time) s")
            // Weak properties, set when the first move ends at 0.9 s, are as straight play has them too.
            #expect(controller.lastMoved === (moves > 0 ? controller.panel : nil), "at \(time) s")
            #expect(controller.watcher === (moves > 0 ? controller : nil), "at \(time) s")
        }
        #expect(controllers.count == builds, "a backward seek restored a checkpoint instead of building the scene again")
    }
}
