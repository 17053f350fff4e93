import AnimKit
import Foundation

/// Your own animation code in the previewer: one call opens the window on it, with the timeline, scrubber, inspector and keys.
///
/// ```swift
/// import AnimKit
/// import AnimKitSDL
///
/// AnimView.preview(size: CGSize(width: 600, height: 400)) { canvas in
///     let card = UIView(frame: CGRect(x: 40, y: 150, width: 120, height: 80))
///     card.backgroundColor = .systemBlue
///     canvas.addSubview(card)
///     UIView.animate(withDuration: 1, delay: 0.2, options: [.curveEaseInOut]) {
///         card.center.x = 460
///     }
/// }
/// ```
///
/// The closure builds the scene on a fresh canvas and starts its animations, with
/// only `import AnimKit` names; the previewer calls it again whenever it replays
/// the scene (a seek backwards, a loop), so it must build everything it shows.
@preconcurrency @MainActor
public enum AnimView {
    /// A scene of your own: a name for the gallery, its canvas size, what builds it, and what a click on its canvas does.
    @preconcurrency @MainActor
    public struct PreviewScene {
        public let name: String
        public let size: CGSize
        public let build: @MainActor (_ canvas: View) -> Void
        public let tap: @MainActor (_ point: CGPoint, _ canvas: View) -> Void

        /// A scene called `name` whose canvas is `size` points, built (and its animations started) by `build`.
        public init(
            _ name: String, size: CGSize = CGSize(width: 800, height: 500), build: @escaping @MainActor (_ canvas: View) -> Void,
            tap: @escaping @MainActor (_ point: CGPoint, _ canvas: View) -> Void = { _, _ in }
        ) {
            self.name = name
            self.size = size
            self.build = build
            self.tap = tap
        }

        /// A scene of one screen: the controller `make` returns is made the root of a key window the size of the
        /// device's screen (an iPhone 15's 393 × 852 by default) with its safe area, so it loads and appears as on a device.
        public static func screen(_ name: String, _ make: @escaping @MainActor () -> ViewController) -> PreviewScene {
            PreviewScene(name, size: Device.current.screenSize) { canvas in
                let window = AnimKit.Window(frame: canvas.bounds)
                window.setWindowSafeAreaInsets(Device.current.safeArea)
                canvas.addSubview(window)
                window.rootViewController = make()
                window.makeKeyAndVisible()
            }
        }

        /// The scene built on a white canvas of its size, started.
        public func makeCanvas() -> View {
            let canvas = View(frame: CGRect(origin: .zero, size: size))
            canvas.backgroundColor = .white
            canvas.accessibilityIdentifier = "canvas"
            // A canvas the size of an iPhone's screen has that phone's safe area.
            if let insets = PhoneSafeArea.insets(forScreen: size) { canvas.setWindowSafeAreaInsets(insets) }
            build(canvas)
            return canvas
        }

        /// The scene as the previewer's gallery takes it.
        package var previewerScene: Previewer.Scene {
            Previewer.Scene(name: name, summary: name) {
                let canvas = makeCanvas()
                return (canvas, {}, { point in tap(point, canvas) })
            }
        }

        /// The scene on a playback of its own, to seek and render headless.
        public func playback(framesPerSecond: Double = 60) throws -> ScenePlayback {
            try ScenePlayback(framesPerSecond: framesPerSecond) { ScenePlayback.Built(canvas: makeCanvas()) {} }
        }
    }

    /// Opens the previewer on the scene `build` makes on a `size` canvas; returns when the window closes (q, Esc, or a signal).
    ///
    /// A program's entry point, as `main()` is: see ``preview(_:title:)`` for what it does with errors and `--headless`.
    @discardableResult
    public static func preview(
        size: CGSize = CGSize(width: 800, height: 500), name: String = "preview", _ build: @escaping @MainActor (_ canvas: View) -> Void
    ) -> WindowHost.Ending {
        preview([PreviewScene(name, size: size, build: build)])
    }

    /// Opens the previewer on a screen: the view controller `make` returns, as the root of a window the size of the
    /// device's screen (``PreviewScene/screen(_:_:)``); returns when the window closes.
    @discardableResult
    public static func preview(name: String = "preview", _ make: @escaping @MainActor () -> ViewController) -> WindowHost.Ending {
        preview([PreviewScene.screen(name, make)])
    }

    /// Opens the previewer on several scenes of your own (`n` / `p` or digits switch); returns when the window closes.
    ///
    /// With `--headless` on the program's command line it writes frames instead
    /// (``HeadlessPreview``: `--at T --out FILE.png` or `--frames N --out DIR`) and returns `.closed`.
    /// A program's entry point, as `main()` is: when the window cannot open or the
    /// frames cannot be written, it says why on standard error (`animview: …`) and
    /// ends the program with ``ExitStatus/of(_:)-(Error)`` (128 + the signal after Ctrl-C, 74 for a full disk …),
    /// rather than hand the error to top-level code, which would crash with a backtrace.
    @discardableResult
    public static func preview(_ scenes: [PreviewScene], title: String = "animview — preview") -> WindowHost.Ending {
        let ending: WindowHost.Ending
        do {
            ending = try run(scenes, title: title)
        } catch {
            FileHandle.standardError.write(Data("animview: \(error)\n".utf8))
            exit(ExitStatus.of(error))
        }
        switch ending {
        case .closed: return ending
        case .signal(let number): FileHandle.standardError.write(Data("animview: stopped by \(StopSignals.name(of: number))\n".utf8))
        case .failed(_, let reason): FileHandle.standardError.write(Data("animview: \(reason); the window closed\n".utf8))
        }
        exit(ExitStatus.of(ending))
    }

    /// Set in `animview play`'s previewer, which reloads the user's code in the window it keeps: the scenes a program
    /// hands to ``preview(_:title:)`` go to it, and `preview` returns at once.
    package static var hostedPreview: (@MainActor (_ scenes: [PreviewScene]) -> Void)?

    private static func run(_ scenes: [PreviewScene], title: String) throws -> WindowHost.Ending {
        guard let first = scenes.first else { throw SDLError("AnimView.preview", message: "there are no scenes to show") }
        if let headless = try HeadlessPreview.parse(Array(CommandLine.arguments.dropFirst())) {
            // The program's main thread is the frames': their ticks run the scene's tasks (SceneTasks).
            SceneTasks.runsMainQueue = true
            try headless.run(scenes)
            return .closed
        }
        if let hostedPreview {
            hostedPreview(scenes)
            return .closed
        }
        let size = CGSize(
            width: scenes.map(\.size.width).max() ?? first.size.width, height: scenes.map(\.size.height).max() ?? first.size.height)
        let previewer = try Previewer(
            scenes: scenes.map(\.previewerScene), initial: 0, canvasSize: size, options: WindowHost.Options(title: title))
        return previewer.run()
    }
}
