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

        @Option(help: "png, or a film: gif, apng, mp4, webm (through ffmpeg). By default the one --out's extension names, else png.")
        var format: OutputFormat?

        /// The format asked for, or the one the output's name ends in.
        var resolvedFormat: OutputFormat { .resolved(format, out: out, fallback: .png) }

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

        func validate() throws {
            if let contradiction = OutputFormat.contradiction(format, out: out) { throw ValidationError(contradiction) }
            if let film = resolvedFormat.film {
                guard at == nil, frames == nil else {
                    throw ValidationError("A \(film.rawValue) takes --from and --to, not --at or --frames.")
                }
                for (name, value) in [("--from", from), ("--to", to)] {
                    if let value {
                        guard value >= 0, value.isFinite, value <= 86_400 else {
                            throw ValidationError("\(name) must be between 0 and 86400 seconds.")
                        }
                    }
                }
                if let from, let to, to <= from { throw ValidationError("--to must come after --from.") }
                if size != nil, parsedSize == nil { throw ValidationError(Render.sizeRule) }
                return
            }
            guard from == nil, to == nil, !force else {
                throw ValidationError("--from, --to and --force go with --format gif, apng, mp4 or webm.")
            }
            guard (at == nil) != (frames == nil) else { throw ValidationError("Give one of --at SECONDS or --frames N.") }
            if let at {
                guard at >= 0, at.isFinite, at <= 86_400 else { throw ValidationError("--at must be between 0 and 86400 seconds.") }
            }
            if let frames { guard frames > 0, frames <= 100_000 else { throw ValidationError("--frames must be between 1 and 100000.") } }
            if size != nil, parsedSize == nil { throw ValidationError(Render.sizeRule) }
        }

        static let sizeRule = "--size must be WIDTHxHEIGHT in pixels, each from 1 to 16384 (like 800x500)."

        var parsedSize: (width: Int, height: Int)? {
            guard let size else { return nil }
            let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else { return nil }
            return (parts[0], parts[1])
        }

        @Flag(help: "Write a film even when its estimated memory or size is more than the machine has free.")
        var force = false

        @Flag(help: "With --frames, allow a folder that already holds frame-NNNN.png files from an earlier run, and write over them.")
        var reuse = false

        func run() throws {
            try LongJob.run {
                try MainActor.assumeIsolated {
                    if let film = resolvedFormat.film { return try renderFilm(film) }
                    let file = try at != nil ? LongJob.outputFile(out) : nil
                    let folder = try frames != nil ? LongJob.framesFolder(out, reuse: reuse) : nil
                    try OffscreenHost.prepareText()
                    let playback = try ScenePlayback(framesPerSecond: timing.fps) { try scene.build() }
                    // Live animators and their engine hold each other; ending them frees the scene.
                    defer { playback.end() }
                    let host = try OffscreenHost(
                        root: playback.built.canvas, width: parsedSize?.width, height: parsedSize?.height)
                    if let at, let file {
                        try playback.seek(to: at) {
                            try LongJob.checkForStop(
                                "stopped at \(String(format: "%.3f", playback.time)) s of \(at) s; nothing written")
                        }
                        try host.render()
                        try host.writePNG(to: file)
                        try StandardOutput.line("wrote \(file.path)")
                    } else if let frames, let folder {
                        let progress = ProgressReporter(total: frames)
                        defer { progress.finish() }
                        try host.renderFrames(count: frames, of: playback, into: folder) { progress.update($0 + 1) }
                        try StandardOutput.line("wrote \(frames) frames to \(folder.path)")
                    }
                }
            }
        }
    }
}
