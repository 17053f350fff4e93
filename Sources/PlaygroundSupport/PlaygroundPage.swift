import AnimKit
import AnimKitSDL
import Foundation

/// A playground's page, so that playground code runs unchanged as a program: `PlaygroundPage.current.liveView = view`.
///
/// When the program's top-level code has run, the live view opens in animview's
/// previewer: the animations the code started play on the timeline from t = 0,
/// with the scrubber, inspector and keys. The code runs once; going back in time
/// restores the scene's checkpoints (see `ScenePlayback.init(adopting:engine:rebuild:rebuildIfTasksWait:)`).
/// Run with `--headless --at T --out FILE.png` (or `--frames N --out DIR`), the
/// program writes frames instead of opening a window.
@preconcurrency @MainActor
public final class PlaygroundPage {
    /// The page the program's code runs on.
    public static let current = PlaygroundPage()

    /// What to show once the top-level code has run: a view, or a view controller, which is made the root of a
    /// window so that its view loads and it appears (`viewDidLoad`, `viewWillAppear`, `viewDidAppear`), as in Xcode.
    /// A controller's window is the device's screen (`animview play --device`; an iPhone 15 by default) unless the
    /// controller sets `preferredContentSize`; a view with no size gets a playground's 375 × 668, or the device's
    /// screen when one was chosen.
    public var liveView: (any PlaygroundLiveViewable)? {
        didSet { if liveView != nil, !PlaygroundPage.isHosted { showWhenTopLevelCodeEnds() } }
    }

    /// Set in `animview play`'s previewer process (``PlayHost``), which shows the live view itself each time the
    /// top-level code of a new build has run, in the window it keeps.
    static var isHosted = false

    /// Kept for code that sets it: the previewer runs until its window is closed whatever its value.
    public var needsIndefiniteExecution = false

    private var scheduled = false

    /// The size of a live view that has none, and of a controller's window: Xcode's.
    static let liveViewSize = CGSize(width: 375, height: 668)

    private init() {}

    /// Ends the program now, as a playground's page stops.
    public func finishExecution() -> Never {
        exit(0)
    }

    private func showWhenTopLevelCodeEnds() {
        guard !scheduled else { return }
        scheduled = true
        // Top-level code ends in exit(); the live view opens from there, on the main thread, before the process goes.
        atexit { MainActor.assumeIsolated { PlaygroundPage.current.showLiveView() } }
    }

    /// Opens the previewer on the live view (or renders it with `--headless`); a failure is one line on standard error and its ``ExitStatus``.
    func showLiveView() {
        guard let view = preparedLiveView() else { return }
        do {
            let playback = try PlaygroundPage.adoptedPlayback(of: view)
            if let headless = try HeadlessPreview.parse(Array(CommandLine.arguments.dropFirst())) {
                if headless.framesPerSecond != playback.framesPerSecond {
                    throw HeadlessPreviewError("a playground's scene runs at 60 frames per second; leave out --fps")
                }
                try headless.render(playback)
                return
            }
            let scene = Previewer.Scene(name: "playground", summary: "the playground's live view", playback: playback)
            let previewer = try Previewer(
                scenes: [scene], initial: 0, canvasSize: view.bounds.size, options: WindowHost.Options(title: "animview — playground"))
            let ending = previewer.run()
            if case .failed(_, let reason) = ending {
                FileHandle.standardError.write(Data("animview: \(reason); the window closed\n".utf8))
            }
            if ending != .closed { leave(status: ExitStatus.of(ending)) }
        } catch {
            FileHandle.standardError.write(Data("animview: \(error)\n".utf8))
            leave(status: ExitStatus.of(error))
        }
    }

    /// The view to show for ``liveView`` — the view, or a window holding the controller — sized, with its safe area,
    /// and laid out with the real fonts; `nil` when none was set.
    func preparedLiveView() -> View? {
        guard let shown = liveView else { return nil }
        let chosen = Self.takePreviewedDevice()
        // `animview play --appearance dark`: the screen's appearance, which the views and colours made so far follow.
        let appearance = ProcessInfo.processInfo.environment[UserInterfaceStyle.environmentVariable].flatMap(UserInterfaceStyle.previewed)
        if let appearance {
            Screen.userInterfaceStyle = appearance
            TraitCollection.current = TraitCollection(userInterfaceStyle: appearance)
        }
        let view: View
        switch shown.playgroundLiveViewRepresentation {
        case .view(let liveView):
            view = liveView
            if view.bounds.isEmpty {
                view.frame = CGRect(origin: view.frame.origin, size: chosen ? Device.current.screenSize : PlaygroundPage.liveViewSize)
            }
        case .viewController(let controller):
            // A screen fills the device's screen, unless it asks for a size, as in Xcode.
            let size = controller.preferredContentSize == .zero ? Device.current.screenSize : controller.preferredContentSize
            let window = Window(frame: CGRect(origin: .zero, size: size))
            // The safe area first, so the controller lays out within it and the status bar shows from the start.
            let device = Device.current
            if let insets = size == device.screenSize ? device.safeArea : PhoneSafeArea.insets(forScreen: size) {
                window.setWindowSafeAreaInsets(insets)
            }
            window.rootViewController = controller
            window.makeKeyAndVisible()
            view = window
        }
        // A live view the size of the device's screen, or of any iPhone's, has its safe area, as it would in its window.
        let device = Device.current
        if let insets = view.bounds.size == device.screenSize ? device.safeArea : PhoneSafeArea.insets(forScreen: view.bounds.size) {
            view.setWindowSafeAreaInsets(insets)
        }
        // Views the top-level code made before the appearance was known take it now (the background resolved again,
        // each told of the change).
        if appearance == .dark { view.appearanceMayHaveChanged(from: .light) }
        // The top-level code laid its views out with estimated text sizes; the scene starts laid out with the real fonts.
        FontMeasurer.install()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        Self.previewLaidOut()
        return view
    }

    /// Takes the device and how it is held — `animview play --device` and `--orientation`, else the orientation the
    /// preview's traits name, else upright — before the user's code runs (so `UIScreen.main.bounds` is the turned
    /// screen's), before a preview is made, and as the live view is shown (a scene the turn keys turned is built again
    /// held as before). Returns whether a device or orientation was chosen (a live view with no size then gets its screen).
    @discardableResult
    static func takePreviewedDevice() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let chosen = environment[DevicePreset.environmentVariable].flatMap(DevicePreset.named)
        if let chosen { Device.current.preset = chosen }
        let asked = environment[InterfaceOrientation.environmentVariable].flatMap(InterfaceOrientation.previewed)
        let orientation = asked ?? previewOrientation
        Device.current.hold((orientation ?? .portrait).heldDevice)
        return chosen != nil || orientation != nil
    }

    /// Ends the process from inside exit's handlers, where calling exit again is not allowed.
    private func leave(status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }
}
