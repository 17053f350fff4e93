import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a demo scene in a window, headless to PNG files, or as text.",
            discussion: """
                Opens the scene in a window paced by the display's refresh rate; q or Esc quits.
                  animview demo bounce
                  animview demo --headless --frames 120 --out frames
                  animview demo --text
                `animview demo --list` names the scenes.
                """)

        @Argument(help: "The scene to play.")
        var scene: String = "dance"

        @Flag(help: "List the scenes, one line each.")
        var list = false

        @Flag(help: "Render frames offscreen, with no display, on a virtual clock.")
        var headless = false

        @Flag(help: "Print the frames as lines of text instead of drawing them.")
        var text = false

        @Option(parsing: .unconditional, help: "How many frames to render with --headless.")
        var frames: Int?

        @Option(help: "The folder for --headless frames (frame-0000.png …): new or empty; created if missing.")
        var out: String?

        @Flag(help: "With --headless, allow a folder that already holds frame-NNNN.png files from an earlier run, and write over them.")
        var reuse = false

        @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (--headless, --text).")
        var fps: Double = 60

        @Option(parsing: .unconditional, help: "With --text, print every Nth frame.")
        var every: Int = 6

        @Option(help: "Write one line per drawn frame (index, target and actual time in ms) to this file.")
        var frameLog: String?

        @Option(
            parsing: .unconditional, help: "The longest the window takes a scene to run, in seconds: one that repeats forever loops there.")
        var length: Double = 60

        @Option(help: "Write one JSON line per frame (time, live animators, the scene's presentation values) to this file.")
        var trace: String?

        func validate() throws {
            do { try HeadlessPreview.checkFramesPerSecond(fps) } catch { throw ValidationError(error.description) }
            guard (1...100_000).contains(every) else { throw ValidationError("--every must be between 1 and 100000.") }
            guard length > 0, length <= 3600 else { throw ValidationError("--length must be between 0 and 3600 seconds.") }
            let known = MainActor.assumeIsolated { DemoGallery.scene(named: scene) != nil }
            guard list || known else {
                let names = MainActor.assumeIsolated { DemoGallery.scenes.map { $0.name }.joined(separator: ", ") }
                throw ValidationError("There is no scene named '\(scene)'. Scenes: \(names).")
            }
            let modes = [(list, "--list"), (text, "--text"), (headless, "--headless")].filter(\.0).map(\.1)
            guard modes.count <= 1 else { throw ValidationError("\(modes.joined(separator: " and ")) do not go together; give one.") }
            let windowOnly = [(frameLog, "--frame-log"), (trace, "--trace")].filter { $0.0 != nil }.map(\.1)
            if let option = windowOnly.first, headless || text || list {
                throw ValidationError("\(option) goes with the window, not with \(modes[0]).")
            }
            if text || list {
                guard frames == nil, out == nil, !reuse else {
                    throw ValidationError("--frames, --out and --reuse go with --headless, not with \(modes[0]).")
                }
            }
            if headless {
                guard let frames, (1...100_000).contains(frames) else {
                    throw ValidationError("--headless needs --frames N, between 1 and 100000.")
                }
                guard out != nil else { throw ValidationError("--headless needs --out FOLDER for the PNG files.") }
            } else {
                guard frames == nil, out == nil, !reuse else { throw ValidationError("--frames, --out and --reuse go with --headless.") }
            }
        }

        func run() throws {
            try LongJob.run {
                try MainActor.assumeIsolated {
                    let folder = try headless ? out.map { try LongJob.framesFolder($0, reuse: reuse) } : nil
                    if list {
                        for scene in DemoGallery.scenes {
                            try StandardOutput.line("\(scene.name.padding(toLength: 13, withPad: " ", startingAt: 0)) \(scene.summary)")
                        }
                        return
                    }
                    guard let sceneType = DemoGallery.scene(named: scene) else { return }
                    if text {
                        try playAsText(sceneType)
                    } else if headless, let frames, let folder {
                        try renderHeadless(sceneType, frames: frames, into: folder)
                    } else {
                        try openWindow(sceneType)
                    }
                }
            }
        }

        @MainActor
        private func playAsText(_ sceneType: any DemoScene.Type) throws {
            let session = AnimationSession(clock: ManualClock(framesPerSecond: fps))
            session.begin()
            defer { session.end() }
            let demo = sceneType.init()
            demo.start()
            try StandardOutput.line("animview demo \(sceneType.name): \(sceneType.summary)")
            try TerminalTimeline(engine: session.engine, clock: session.clock)
                .play(seconds: sceneType.playTime, every: every, focus: demo.focus) { try StandardOutput.line($0) }
            try StandardOutput.line("canvas background: \(demo.canvas.backgroundColor?.description ?? "none")")
        }

        @MainActor
        private func renderHeadless(_ sceneType: any DemoScene.Type, frames: Int, into folder: FramesFolder) throws {
            try OffscreenHost.prepareText()
            let playback = try ScenePlayback(framesPerSecond: fps) {
                let demo = sceneType.init()
                return ScenePlayback.Built(canvas: demo.canvas) { demo.start() }
            }
            // Live animators and their engine hold each other; ending them frees the scene.
            defer { playback.end() }
            let host = try OffscreenHost(root: playback.built.canvas)
            let progress = ProgressReporter(total: frames)
            defer { progress.finish() }
            try host.renderFrames(count: frames, of: playback, into: folder) { progress.update($0 + 1) }
            try StandardOutput.line("wrote \(frames) frames to \(folder.path)")
        }

        @MainActor
        private func openWindow(_ sceneType: any DemoScene.Type) throws {
            let scenes = DemoGallery.scenes.map { type in
                Previewer.Scene(name: type.name, summary: type.summary) {
                    let demo = type.init()
                    return (demo.canvas, { demo.start() }, { demo.tap(at: $0) })
                }
            }
            let initial = DemoGallery.scenes.firstIndex { $0 == sceneType } ?? 0
            let options = WindowHost.Options(title: "animview — \(sceneType.name)", frameLog: try frameLog.map(LongJob.outputFile))
            let traceFile = try trace.map(LongJob.outputFile)
            try OpenWindowDeadline.connect()
            let previewer: Previewer
            do {
                previewer = try Previewer(
                    scenes: scenes, initial: initial, canvasSize: DemoGallery.canvasSize, options: options, trace: traceFile, length: length
                )
            } catch {
                throw failure("\(error)", code: error is OutputError ? 73 : 69)
            }
            try WindowEnding.exit(previewer.run())
        }
    }
}
