import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@_spi(AnimviewPlay) @testable import PlaygroundSupport

private final class FirstScreen: UIViewController {}
private final class SecondScreen: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }
}
private final class Badge: UIView {}
/// What a screen has started, kept in an object of its own — out of the checkpoints' reach (they keep views,
/// controllers, animators and a controller's own stored properties, not the state inside an object it refers to).
private final class StartedWork {
    var animator: UIViewPropertyAnimator?
}
/// A screen keeping its animator in such an object, started when a 0.5 s fade ends and only when none runs.
private final class KeepingScreen: UIViewController {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let started = StartedWork()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        box.alpha = 0.5
        UIView.animate(withDuration: 0.5, animations: { self.box.alpha = 1 }) { _ in
            guard self.started.animator == nil else { return }
            self.started.animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.alpha = 0 }
            self.started.animator?.startAnimation()
        }
    }
}

/// A file with several previews in play's window: each is a scene of the window, switched as the gallery's are.
/// (Headless, one preview is the live view and nothing is listed: `PlayIOSFileTests` runs that through `play`; a live
/// view set here outside the window would open it when the test process ends.)
@MainActor
@Suite("play: a file's several previews in the window", .serialized)
struct PlayPreviewListTests {
    @Test(
        "the previews are the window's scenes in the file's order; the first is the live view the code made, the others are made when opened"
    )
    func previewsAreScenes() throws {
        // As the window runs a build: on a fresh engine, which lists its views for checkpoints.
        let before = AnimationEngine.shared
        AnimationEngine.startAfresh()
        PlaygroundPage.isHosted = true
        defer {
            PlaygroundPage.isHosted = false
            PlaygroundPage.previewList = nil
            PlaygroundPage.current.liveView = nil
            AnimationEngine.shared = before
        }
        __animviewShowPreviews([("FirstScreen", { FirstScreen() }), ("SecondScreen", { SecondScreen() }), ("Badge", { Badge() })])
        let list = try #require(PlaygroundPage.previewList)
        #expect(list.previews.map(\.name) == ["FirstScreen", "SecondScreen", "Badge"] && list.chosen == 0)
        let shown = try #require(PlaygroundPage.current.preparedLiveView() as? AnimKit.Window)
        #expect(shown.rootViewController is FirstScreen)
        let playback = try ScenePlayback(adopting: shown, engine: AnimationEngine.shared)
        let scenes = HostedSession(environment: [:]).previewScenes(list, adopting: playback)
        #expect(scenes.map(\.name) == ["FirstScreen", "SecondScreen", "Badge"])
        #expect(scenes.map(\.summary) == (1...3).map { "preview \($0) of 3 in the program" })
        // Opened later, the second is a window the device's size whose controller loaded its view.
        let second = try #require(scenes[1].make().canvas as? AnimKit.Window)
        let controller = try #require(second.rootViewController as? SecondScreen)
        #expect(second.bounds.size == Device.current.preset.screen && controller.badge.superview === controller.view)
        // A view is shown as Xcode's canvas shows one: on a screen of the device, over the system background, filling
        // it when it has no size of its own.
        let badgeScreen = try #require(scenes[2].make().canvas as? AnimKit.Window)
        let host = try #require(badgeScreen.rootViewController)
        let badge = try #require(host.view.subviews.first as? Badge)
        #expect(badgeScreen.bounds.size == Device.current.preset.screen && badge.frame == host.view.bounds)
        #expect(host.view.backgroundColor == .systemBackground)
        #expect(PlaygroundPage.current.liveView == nil)
    }

    @Test("a view with a size of its own is previewed at it, in the middle of the screen, over the system background")
    func sizedViewCentred() throws {
        // As the window makes a preview: hosted, or the live view set outside it would open when the test process ends.
        let before = AnimationEngine.shared
        AnimationEngine.startAfresh()
        PlaygroundPage.isHosted = true
        defer {
            PlaygroundPage.isHosted = false
            AnimationEngine.shared = before
        }
        let made = HostedSession.canvas(of: ("Card", { UIView(frame: CGRect(x: 5, y: 7, width: 100, height: 60)) }), among: ["Card"])
        let screen = try #require(made as? AnimKit.Window)
        let card = try #require(screen.rootViewController?.view.subviews.first)
        let size = Device.current.preset.screen
        #expect(card.frame == CGRect(x: size.width / 2 - 50, y: size.height / 2 - 30, width: 100, height: 60))
    }

    @Test("a single preview keeping state out of the checkpoints' reach is built again to go back: seeks land where straight play does")
    func statefulPreviewRebuilds() throws {
        let before = AnimationEngine.shared
        AnimationEngine.startAfresh()
        PlaygroundPage.isHosted = true
        defer {
            PlaygroundPage.isHosted = false
            PlaygroundPage.shownPreview = nil
            PlaygroundPage.current.liveView = nil
            AnimationEngine.shared = before
        }
        __animviewShowPreviews([("KeepingScreen", { KeepingScreen() })])
        #expect(PlaygroundPage.previewList == nil)
        let shown = try #require(PlaygroundPage.current.preparedLiveView())
        let playback = try PlaygroundPage.adoptedPlayback(of: shown)
        _ = try playback.prepareCheckpoints(length: 2)
        #expect(playback.checkpointRefusal != nil && !playback.isAdopted)
        // Going back builds it afresh: at 0.75 s the fade to 0 that began at 0.5 s is a quarter through, every time.
        for target in [0.75, 0.25, 0.75] { try playback.seek(to: target) }
        let screen = try #require((playback.built.canvas as? AnimKit.Window)?.rootViewController as? KeepingScreen)
        #expect(isApproximatelyEqual(screen.box.presentation.alpha, 0.75))
        PlaygroundPage.current.liveView = nil
        playback.end()
    }
}
