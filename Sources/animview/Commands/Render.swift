import AnimKit
import AnimKitSDL
import ArgumentParser
import Foundation

extension AnimView {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a scene file or demo to PNG, or to a GIF, APNG, MP4 or WebM, headless.",
            discussion: """
                One frame at a time, a numbered sequence, or a film through ffmpeg:
                  animview render assets/scenes/dance.json --at 1.5 --out dance.png
                  animview render bounce --frames 60 --size 400x250 --out frames
                  animview render dance --out dance.gif
                  animview render keyframes --format mp4 --from 0.5 --to 2 --fps 30 --out keyframes.mp4
                """)

        @Argument(help: "A scene file (.json) or a demo's name.")
        var scene: SceneSource

        @Option(
            help:
                "png, a film (gif, apng, mp4, webm, through ffmpeg), or motion: a recording of the motion (.jsonl) for animview diff. By default the one --out's extension names, else png."
        )
        var format: OutputFormat?

        @Option(parsing: .unconditional, help: "Render the one frame at this time, in seconds.")
        var at: Double?

        @Option(parsing: .unconditional, help: "A film's start, in seconds (0 by default).")
        var from: Double?

        @Option(parsing: .unconditional, help: "A film's end, in seconds (the scene's length by default, at most 60 s).")
        var to: Double?

        @Option(parsing: .unconditional, help: "Render this many frames, one frame interval apart, from time 0.")
        var frames: Int?

        @Option(help: "The output size, WIDTHxHEIGHT (default: the scene's canvas).")
        var size: String?

        @Option(help: "The PNG file (--at), the folder for frame-0000.png … (--frames), or the film's file.")
        var out: String

        @OptionGroup var timing: TimingOptions

        /// What is asked, checked by the one grammar every headless command shares (``HeadlessPreview/request(at:frames:from:to:format:out:framesPerSecond:sceneName:force:)``).
        var request: HeadlessPreview {
            get throws {
                do {
                    var request = try HeadlessPreview.request(
                        at: at, frames: frames, from: from, to: to, format: format, out: out, framesPerSecond: timing.fps, force: force)
                    request.overlays = try overlays.request
                    if !request.overlays.isEmpty, case .motion = request.output {
                        throw HeadlessPreviewError("--overlay draws over frames and films, not a motion recording")
                    }
                    return request
                } catch {
                    throw ValidationError("\(error)")
                }
            }
        }

        func validate() throws {
            _ = try request
            if size != nil, parsedSize == nil { throw ValidationError(Render.sizeRule) }
        }

        static let sizeRule = "--size must be WIDTHxHEIGHT in pixels, each from 1 to 16384 (like 800x500)."

        var parsedSize: (width: Int, height: Int)? {
            guard let size else { return nil }
            let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else { return nil }
            return (parts[0], parts[1])
        }

        @OptionGroup var overlays: OverlayOptions

        @Flag(help: "Write a film even when its estimated memory or size is more than the machine has free.")
        var force = false

        @Flag(help: "With --frames, allow a folder that already holds frame-NNNN.png files from an earlier run, and write over them.")
        var reuse = false

        func run() throws {
            try LongJob.run {
                try MainActor.assumeIsolated {
                    let request = try self.request
                    if case .film(let film, _, _, _) = request.output { return try renderFilm(film, overlays: request.overlays) }
                    var file: OutputFile?, folder: FramesFolder?
                    switch request.output {
                    case .frame: file = try LongJob.outputFile(out)
                    case .frames: folder = try LongJob.framesFolder(out, reuse: reuse)
                    case .motion(let to, _): return try recordMotion(to: to, into: try LongJob.outputFile(out))
                    case .film, .origin: break
                    }
                    try OffscreenHost.prepareText()
                    let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
                    // Live animators and their engine hold each other; ending them frees the scene.
                    defer { playback.end() }
                    let host = try OffscreenHost(
                        root: playback.built.canvas, width: parsedSize?.width, height: parsedSize?.height)
                    try installOverlays(request.overlays, on: host, playback: playback)
                    if case .frame(let at, _) = request.output, let file {
                        try playback.seek(to: at) {
                            try LongJob.checkForStop(
                                "stopped at \(String(format: "%.3f", playback.time)) s of \(at) s; nothing written")
                        }
                        try host.render()
                        try host.writePNG(to: file)
                        try StandardOutput.line("wrote \(file.path)")
                    } else if case .frames(let frames, _) = request.output, let folder {
                        let progress = ProgressReporter(total: frames)
                        defer { progress.finish() }
                        try host.renderFrames(count: frames, of: playback, into: folder) { progress.update($0 + 1) }
                        try StandardOutput.line("wrote \(frames) frames to \(folder.path)")
                    }
                }
            }
        }

        /// Writes a recording of the scene's motion — its animators, then its frames as numbers — from t = 0 to `to`
        /// (until every animator has ended by default), as `animview diff` and `SceneMotion` read it.
        @MainActor
        private func recordMotion(to: TimeInterval?, into file: OutputFile) throws {
            let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
            defer { playback.end() }
            let recording = try MotionRecording.record(playback, duration: to) {
                try LongJob.checkForStop("stopped at \(String(format: "%.3f", playback.time)) s; nothing written")
            }
            try file.write(Data(recording.jsonLines.utf8))
            try StandardOutput.line("wrote \(file.path) (\(recording.summary))")
        }
    }
}

extension AnimView.Render {
    /// Draws `overlays` over `host`'s frames; a view `--select` names that the scene lacks is a usage error (64).
    @MainActor
    func installOverlays(_ overlays: OverlayRequest, on host: OffscreenHost, playback: ScenePlayback) throws {
        do {
            try overlays.install(on: host, playback: playback) {
                try LongJob.checkForStop("stopped while following the views; nothing written")
            }
        } catch let error as HeadlessPreviewError {
            throw failure(error.description, code: ExitStatus.usage)
        }
    }
}
