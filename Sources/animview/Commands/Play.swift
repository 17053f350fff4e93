import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Play: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Preview your own Swift files; each save reaches the open window, which keeps the playhead and all you set in it.",
            discussion: """
                The first file's top-level code runs; the view it hands to PlaygroundPage.current.liveView (or \
                AnimView.preview) opens in the previewer. A first file with no top-level code shows its #Preview \
                blocks, else the view controllers and views your files declare, each a scene that n and p switch \
                between (--show NAME picks the one shown first, or drawn with --headless). iOS files \
                compile as written: import UIKit, @objc and #selector included. A save that changes only literals (a number, a colour, \
                a title) reaches the open window without the compiler; any other is compiled on its own and loaded \
                into the window at the playhead, which keeps everything you set in it. AnimKit and the previewer are \
                built once per checkout under $XDG_CACHE_HOME/animview (else ~/.cache/animview). A compiler error \
                is printed here and shown over the scene, with your file and line; the last good build keeps \
                running. With --headless, frames are written instead, as `render` writes them.
                  animview play Card.swift
                  animview play Card.swift --headless --at 0.5 --out card.png
                  animview play Card.swift --headless --format motion --out card.jsonl
                """)

        @Argument(help: "Your Swift files; the first one's top-level code is the program.")
        var files: [String]

        @Flag(help: "Write frames instead of opening a window (with --at and --out, or --frames and --out).")
        var headless = false

        @Option(parsing: .unconditional, help: "With --headless: the time in seconds of the one frame to write.")
        var at: Double?

        @Option(parsing: .unconditional, help: "With --headless: how many frames to write from t = 0.")
        var frames: Int?

        @Option(help: "With --headless: the PNG file (--at), the folder (--frames) or the film's file (--format) to write.")
        var out: String?

        @Option(
            help:
                "With --headless: png, a film (gif, apng, mp4, webm, through ffmpeg), or motion: a recording of the motion (.jsonl) for animview diff. By default the one --out's extension names, else png."
        )
        var format: OutputFormat?

        @Option(parsing: .unconditional, help: "With --headless and a film: its start and end in seconds (the whole scene by default).")
        var from: Double?

        @Option(parsing: .unconditional, help: "With --headless and a film or a motion recording: its end in seconds.")
        var to: Double?

        @Flag(help: "With --headless and a film: write it even when its estimated memory or size is more than the machine has free.")
        var force = false

        @Option(parsing: .unconditional, help: "With --headless: frames a second of the virtual clock (60 by default).")
        var fps: Double?

        @Option(help: "The device previewed: iphone15 (the default), iphone-se or ipad — its screen, safe area and size classes.")
        var device: String?

        @Option(help: "How the device is held from the start: portrait (the default), landscape-left or landscape-right.")
        var orientation: String?

        @Option(help: "The appearance previewed: light (the default) or dark — what dynamic colours such as .label resolve to.")
        var appearance: String?

        @Option(help: "With no top-level code: the #Preview, view controller or view of your files to show (the first by default).")
        var show: String?

        @Flag(help: "Build in the Swift 6 language mode (the default is 5, as a playground's).")
        var swift6 = false

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Seconds the program may run before its window's first frame, or to its end with --headless (60 and 600 by default).",
                valueName: "seconds"))
        var timeLimit: Double?

        @OptionGroup var overlays: OverlayOptions

        @Option(
            name: .customLong("where"),
            help: ArgumentHelp(
                "With --headless and --at: print the frontmost view at this canvas point — the line that made it and the lines that animate it.",
                valueName: "x,y"))
        var place: String?

        /// The program's own command line for `--headless`: what ``HeadlessPreview`` reads.
        var headlessArguments: [String] {
            // With --where, everything given goes to the program, which refuses what does not go with it.
            var flags = place.map { ["--where", $0] + (at.map { ["--at", String($0)] } ?? []) } ?? []
            if place == nil {
                flags =
                    at.map { ["--at", String($0)] } ?? frames.map { ["--frames", String($0)] }
                    ?? ["--format", OutputFormat.resolved(format, out: out ?? "", fallback: .png).rawValue]
            } else {
                if let frames { flags += ["--frames", String(frames)] }
                if let format { flags += ["--format", format.rawValue] }
            }
            if let from { flags += ["--from", String(from)] }
            if let to { flags += ["--to", String(to)] }
            if force { flags += ["--force"] }
            if let fps { flags += ["--fps", String(fps)] }
            let output = place == nil || out != nil ? ["--out", out ?? ""] : []
            return ["--headless"] + flags + output + overlays.arguments
        }

        /// The limit asked for, or the default for the mode.
        var resolvedTimeLimit: TimeInterval { timeLimit ?? (headless ? 600 : 60) }

        func validate() throws {
            if let device, DevicePreset.named(device) == nil {
                throw ValidationError("--device must be one of \(DevicePreset.all.map(\.key).joined(separator: ", ")), not \(device).")
            }
            if let orientation, InterfaceOrientation.previewed(named: orientation) == nil {
                throw ValidationError("--orientation must be portrait, landscape-left or landscape-right, not \(orientation).")
            }
            if let appearance, UserInterfaceStyle.previewed(named: appearance) == nil {
                throw ValidationError("--appearance must be light or dark, not \(appearance).")
            }
            if let timeLimit, !(timeLimit > 0 && timeLimit <= 86_400) {
                throw ValidationError("--time-limit must be between 0 and 86400 seconds.")
            }
            if headless, place != nil {
                do {
                    _ = try HeadlessPreview.parse(headlessArguments)
                } catch {
                    throw ValidationError(error.description)
                }
            } else if place != nil {
                throw ValidationError("--where goes with --headless and --at (in the window: w, then a click).")
            } else if headless {
                if let out, let contradiction = OutputFormat.contradiction(format, out: out) { throw ValidationError(contradiction) }
                let resolved = OutputFormat.resolved(format, out: out ?? "", fallback: .png)
                let whole = resolved.film != nil || resolved == .motion
                guard out != nil, whole ? at == nil && frames == nil : (at == nil) != (frames == nil) else {
                    throw ValidationError("--headless needs --out and one of --at T, --frames N or --format gif|apng|mp4|webm|motion.")
                }
                // The program checks the same request with the same words; here that costs no build.
                do {
                    _ = try HeadlessPreview.parse(headlessArguments)
                } catch {
                    throw ValidationError(error.description)
                }
            } else if at != nil || frames != nil || out != nil || from != nil || to != nil || format != nil || force || fps != nil
                || overlays.isGiven
            {
                throw ValidationError(
                    "--at, --frames, --format, --from, --to, --force, --fps, --out and --overlay's options go with --headless (in the window: m, o and g)."
                )
            }
        }

        func run() throws {
            try LongJob.run {
                do {
                    try play()
                } catch let error as PlayError {
                    throw failure(error.description, code: error.code)
                }
            }
        }

        private func play() throws {
            // What a program leaves running when it ends comes to play, to be stopped (see ChildProcess).
            ProcessTree.adoptOrphans()
            var project = try PlayProject(files: files, swift6: swift6)
            // The program reads the device from its environment, which it inherits from here.
            if let device { setenv(DevicePreset.environmentVariable, device, 1) }
            if let orientation { setenv(InterfaceOrientation.environmentVariable, orientation, 1) }
            if let appearance { setenv(UserInterfaceStyle.environmentVariable, appearance, 1) }
            if let show { setenv(PlayVariable.show, show, 1) }
            if headless {
                // Refuse a bad output path before a build that may take a minute (--where writes none).
                if frames != nil {
                    _ = try LongJob.framesFolder(out ?? "", reuse: false)
                } else if place == nil {
                    _ = try LongJob.outputFile(out ?? "")
                }
            } else {
                // No display, or one that never answers, is said at once (69), not after a build of a minute.
                try MainActor.assumeIsolated { try OpenWindowDeadline.connect() }
            }
            // The previewer and AnimKit's shared library, built once for this checkout and brought up to date.
            let host = PlayHostPackage(cache: project.cache, animviewRoot: project.animviewRoot)
            let flags = try host.prepare(progress: PlayProgress.show)
            PlayProgress.clear()
            project.reader = try PlayReader.prepare(cache: project.cache, animviewRoot: project.animviewRoot)
            let compiler = PlayCompiler(flags: flags, libraries: host.productsFolder, swift6: swift6, folder: project.buildsFolder)
            let scans = try project.scan()
            let (first, rewritten) = try compiler.build(project, scans: scans, number: 1, keeping: [])
            let build = first.build, library = first.library
            guard build.succeeded else {
                for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
                throw PlayError(
                    "the build failed (\(build.errors.count) error\(build.errors.count == 1 ? "" : "s"))", code: ExitStatus.dataError)
            }
            try say(String(format: "animview: compiled in %.2f s", build.seconds))
            let runner = PlayRunner(
                project: project, host: host, compiler: compiler, timeLimit: resolvedTimeLimit,
                crashedPreviews: CrashedPreviews(folder: project.folder))
            guard headless else { return try runner.watch(first: library, scans: rewritten ? scans : nil) }
            let written = { (try? FileManager.default.attributesOfItem(atPath: out ?? "")[.modificationDate]) as? Date }
            let before = written()
            let status = try runner.runToEnd(library, arguments: headlessArguments)
            if status != 0 { throw ExitCode(status) }
            // The program rendered nothing unless the output is new or newer (--where prints, and writes nothing).
            guard place != nil || written().map({ $0 != before }) == true else { throw project.showedNothing(scans) }
        }
    }
}

/// Prints `line` at once, so it comes before what a child process prints next.
func say(_ line: String) throws {
    try StandardOutput.line(line)
}

/// The build's `[done/total]` on one terminal line that rewrites itself.
enum PlayProgress {
    @Sendable static func show(_ done: Int, _ total: Int) {
        guard isatty(STDOUT_FILENO) == 1 else { return }
        FileHandle.standardOutput.write(Data("\r  building: \(done)/\(total) steps   ".utf8))
    }

    static func clear() {
        guard isatty(STDOUT_FILENO) == 1 else { return }
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }
}
