import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// The previewer process of `animview play`: one window, kept open, into which each build of the user's files is loaded.
///
/// `play` compiles the user's files into a ``PlayLibrary`` and starts this process on the first build
/// (`ANIMVIEW_PLAY_LIBRARY`); its standard input is a socket to `play`, the wire (PlayWire's ``WireLink``). Later
/// builds come over it (``ToWindow/load(path:)``): the build's top-level code runs again on a fresh engine at t = 0,
/// and what it shows (a live view, or the scenes it hands to `AnimView.preview`) replaces the scene at the playhead's
/// time — the window, and all a person set in it, untouched (``Previewer/reload(scenes:)``). A failed build's errors
/// come as a message shown over the scene. Each build that loaded is told back (``FromWindow/loaded(_:)``), so that
/// after a crash `play` opens the window again on the last good build; so is the window's state and every literal a
/// drag tuned. With `--headless` the first build runs as a program would, and writes its frames.
@_spi(AnimviewPlay) @preconcurrency @MainActor
public enum PlayHost {
    /// Runs the previewer until its window closes or `play` goes away; ends the process with the window's status.
    public static func main() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let session = HostedSession(environment: environment)
        // The previewer owns the main thread: its ticks run the scene's tasks (SceneTasks; the checker turns it off).
        SceneTasks.runsMainQueue = true
        // Someone may ask where a view came from (selectable mode, --where): views keep the line that made them.
        CreationTrace.isOn = true
        // Text is measured with the fonts it is drawn in from the user's first line: a label sized by `sizeToFit()` in
        // top-level code or `viewDidLoad` fits what the frames show, as on iOS.
        FontMeasurer.install()
        ImageEncoder.install()
        PlaygroundPage.takePreviewedDevice()
        if CommandLine.arguments.contains("--check") { session.check() }
        guard let first = environment[PlayVariable.library] else {
            FileHandle.standardError.write(Data("animview: this is animview play's previewer; `animview play FILE.swift` runs it\n".utf8))
            exit(ExitStatus.usage)
        }
        if CommandLine.arguments.contains("--headless") {
            // As a built program: the top-level code runs, then the live view's frames are written as the process ends.
            session.runHeadless(first)
        }
        PlaygroundPage.isHosted = true
        AnimView.hostedPreview = { session.handed = $0 }
        session.open(first)
    }
}

/// What the previewer process holds between builds.
@MainActor
final class HostedSession {
    /// The user's first file's name, for what is said.
    let name: String
    let firstLimit: TimeInterval
    /// Scenes the latest build handed to `AnimView.preview`.
    var handed: [AnimView.PreviewScene]?
    /// The build running, and the serial of the literal values it runs with (from `play`'s ``ToWindow/values(serial:values:tunedWrites:)``).
    var current: PlayLibrary?
    var valuesSerial: Int?
    var previewer: Previewer?
    /// The calls of the build running whose timing a drag may tune (from `play`'s ``ToWindow/calls(_:)``).
    var tunable: [TunableCall] = []
    /// The socket to `play`: this process's standard input.
    let wire = WireLink(descriptor: 0)
    /// `animview bench tune`'s hand in the window, while it drags.
    var benchmark: TuningDriver?
    /// What drags wrote, to undo and redo.
    var tuningHistory = TuningHistory()
    let watchdog = TopLevelCodeWatchdog()
    /// The most a later build's top-level code may take: the window waits on it (a reload's takes milliseconds).
    static let reloadLimit: TimeInterval = 2

    init(environment: [String: String]) {
        name = environment[PlayVariable.name] ?? "the program"
        firstLimit = environment[PlayVariable.timeLimit].flatMap(Double.init) ?? 60
    }

    func runHeadless(_ path: String) -> Never {
        do {
            let library = try PlayLibrary(path: path)
            PlaygroundPage.topLevelCode = { library.runTopLevelCode() }
            library.runTopLevelCode()
        } catch {
            fail("\(error)", status: ExitStatus.software)
        }
        exit(0)
    }

    /// Runs the first build and makes the window on what it shows; ends the process when that build fails or shows
    /// nothing (play says so: its program ran to its end without a window).
    private func firstPreviewer(_ path: String) throws -> Previewer {
        let shown: Shown?
        do {
            let library = try PlayLibrary(path: path)
            current = library
            shown = try run(library, limit: firstLimit)
        } catch {
            fail("\(error)", status: ExitStatus.software)
        }
        guard let shown else { exit(0) }
        let previewer = try Previewer(
            scenes: shown.scenes, initial: shown.initial, canvasSize: shown.size, options: WindowHost.Options(title: "animview — \(name)"))
        // A pasted screen plays its entrance once and stays, to be used: looping it would replay the entrance under the
        // user's pointer, and views moving in it ignore touches (no `.allowUserInteraction`), as on iOS.
        previewer.loopMode = .once
        return previewer
    }

    /// Runs the first build and opens the window on what it shows; returns never.
    func open(_ path: String) -> Never {
        do {
            // Made in a function of its own: a local here would hold the first build for as long as the window is open,
            // after every later build replaced it.
            let previewer = try firstPreviewer(path)
            self.previewer = previewer
            tell(path, seconds: 0, .build)
            previewer.onState = { [wire] state in wire.send(FromWindow.state(state)) }
            // A literal read later than the top-level code (a tap, a drawing) may not fit its new value either.
            // `animview bench tune` drags the scene's handles a step a frame, once.
            benchmark = TuningDriver(previewer: previewer, environment: ProcessInfo.processInfo.environment)
            previewer.onFrame = { [self] in
                noticeLateMiss()
                if benchmark?.step() == true { benchmark = nil }
            }
            previewer.tuning = { [self] request in tune(request) }
            // A frame that does not come back (a display link that loops forever) stops this process, never the window
            // play keeps: play opens it again on the build before.
            previewer.onPulse = { [watchdog] in watchdog.beat() }
            watchdog.watchMainLoop(
                seconds: TopLevelCodeWatchdog.mainLoopLimit,
                overdue: "\(name)'s window did not come back to its main loop for \(Int(TopLevelCodeWatchdog.mainLoopLimit)) s "
                    + "(a display link, timer or tap that loops forever?) and was stopped")
            if let probe = ProcessInfo.processInfo.environment[PlayVariable.probe] { writeFrames(to: probe, of: previewer) }
            CommandReader.start(wire) { [self] message in command(message) }
            let ending = previewer.run()
            if case .failed(_, let reason) = ending {
                FileHandle.standardError.write(Data("animview: \(reason); the window closed\n".utf8))
            }
            exit(ending == .closed ? 0 : ExitStatus.of(ending))
        } catch {
            fail("\(error)", status: ExitStatus.of(error))
        }
    }

    /// What a build shows: its scenes, the canvas's size, and the scene shown first.
    typealias Shown = (scenes: [Previewer.Scene], size: CGSize, initial: Int)

    /// Runs a build's top-level code on a fresh engine and gathers what it shows; `nil` when it shows nothing.
    func run(_ library: PlayLibrary, limit: TimeInterval) throws(PlayHostError) -> Shown? {
        PlaygroundPage.current.liveView = nil
        PlaygroundPage.previewList = nil
        PlaygroundPage.shownPreview = nil
        handed = nil
        AnimationEngine.startAfresh()
        DesignTimeValues.shared.forgetReads()
        let overdue = "\(name)'s top-level code ran for \(Int(limit)) s without returning and was stopped"
        PlaygroundPage.topLevelCode = { [watchdog] in watchdog.guarding(seconds: limit, overdue: overdue) { library.runTopLevelCode() } }
        PlaygroundPage.topLevelCode?()
        if let view = PlaygroundPage.current.preparedLiveView() {
            do {
                let playback = try PlaygroundPage.adoptedPlayback(of: view)
                if let list = PlaygroundPage.previewList {
                    return (previewScenes(list, adopting: playback), view.bounds.size, list.chosen)
                }
                return (
                    [Previewer.Scene(name: "playground", summary: "the playground's live view", playback: playback)], view.bounds.size, 0
                )
            } catch {
                throw PlayHostError("\(error)")
            }
        }
        guard let scenes = handed, !scenes.isEmpty else { return nil }
        let size = CGSize(width: scenes.map(\.size.width).max() ?? 0, height: scenes.map(\.size.height).max() ?? 0)
        return (scenes.map(\.previewerScene), size, 0)
    }

    private func fail(_ reason: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("animview: \(reason)\n".utf8))
        exit(status)
    }
}

/// Reads `play`'s messages from the wire on a thread of its own and hands each to the main thread; the end of the
/// wire (play went away) ends the process.
enum CommandReader {
    static func start(_ wire: WireLink, _ handle: @escaping @MainActor (ToWindow) -> Void) {
        let handler = UncheckedHandler(handle)
        // To the main run loop, between frames: through the process's main queue (`flags:` picks Dispatch's own `async`,
        // not the scene's next tick), then as a block of the run loop, so that a seek a message asks for runs outside
        // the main queue's work and its ticks can run the scene's tasks.
        Thread.detachNewThread {
            while let messages = wire.next(ToWindow.self) {
                for message in messages {
                    DispatchQueue.main.async(flags: []) { RunLoop.main.perform { MainActor.assumeIsolated { handler.call(message) } } }
                }
            }
            DispatchQueue.main.async(flags: []) { exit(0) }
        }
    }

    private struct UncheckedHandler: @unchecked Sendable {
        let call: @MainActor (ToWindow) -> Void
        init(_ call: @escaping @MainActor (ToWindow) -> Void) { self.call = call }
    }
}
