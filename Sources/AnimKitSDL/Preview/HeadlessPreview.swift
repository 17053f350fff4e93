import AnimKit
import Foundation

/// What `--headless` on a preview program's command line asks for: frames written instead of a window.
///
/// The same flags as `animview render`: `--headless --at T --out FILE.png` writes one
/// frame at T seconds; `--headless --frames N --out DIR` writes N frames from t = 0;
/// `--headless --format gif|apng|mp4|webm --out FILE` writes a film through ffmpeg
/// (`--from` and `--to` pick the stretch; the whole scene by default; without `--format`,
/// an `--out` ending in `.gif`, `.apng`, `.mp4` or `.webm` chooses);
/// `--headless --format motion --out FILE.jsonl` writes a recording of the scene's motion (its animators, then its
/// frames as numbers, until every animator has ended or `--to`), which `animview diff` compares;
/// `--fps F` sets the frame grid (60), `--scene NAME` picks one of several scenes, `--force` writes a film
/// whose estimated cost is more than the machine has free (``FilmCost``).
/// A program run without `--headless` opens the window, whatever else it is given.
public struct HeadlessPreview: Equatable, Sendable {
    /// What to write.
    public enum Output: Equatable, Sendable {
        /// One frame at this time, to a PNG file.
        case frame(at: TimeInterval, file: String)
        /// This many frames from t = 0, to a folder.
        case frames(count: Int, folder: String)
        /// A film of `from ..< to` (the scene's start and end when `nil`), to a file.
        case film(VideoExport.Format, from: TimeInterval?, to: TimeInterval?, file: String)
        /// A recording of the motion from t = 0 to `to` (until every animator has ended when `nil`), to a file.
        case motion(to: TimeInterval?, file: String)
        /// What made the frontmost view at `point` at `time`, and what animates it (`ViewOrigin`), on standard output.
        case origin(point: CGPoint, at: TimeInterval)
    }

    public let output: Output
    public let framesPerSecond: Double
    /// The scene's name, when the program has several; the first otherwise.
    public let sceneName: String?
    /// Whether a film is written even when its estimated memory or size is more than the machine has free.
    public var force = false
    /// Motion trails and onion skins drawn over the frames (none by default).
    public var overlays = OverlayRequest()

    /// The request in `arguments` (the program's, without its name); `nil` when there is no `--headless`.
    public static func parse(_ arguments: [String]) throws(HeadlessPreviewError) -> HeadlessPreview? {
        guard arguments.contains("--headless") else { return nil }
        var values: [String: String] = [:]
        var force = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ["--at", "--frames", "--out", "--fps", "--scene", "--format", "--from", "--to", "--where"].contains(argument)
                || ["--overlay", "--select", "--ghosts", "--ghost-spacing", "--ghosts-at"].contains(argument)
            {
                guard index + 1 < arguments.count else { throw HeadlessPreviewError("\(argument) needs a value") }
                values[argument] = arguments[index + 1]
                index += 2
            } else if argument == "--headless" || argument == "--force" {
                force = force || argument == "--force"
                index += 1
            } else {
                throw HeadlessPreviewError(
                    "unknown option \(argument) (with --headless: --at T, --frames N or --format gif|apng|mp4|webm|motion, --out PATH, --fps F, --scene NAME, --force, --overlay trail,onion, --select NAMES, --ghosts N, --ghost-spacing FRAMES, --ghosts-at frames|keyframes|ends, --where X,Y)"
                )
            }
        }
        if let place = values["--where"] { return try origin(place, values: values, force: force) }
        guard let out = values["--out"], !out.isEmpty else { throw HeadlessPreviewError("--headless needs --out PATH") }
        func number(_ name: String) throws(HeadlessPreviewError) -> Double? {
            guard let text = values[name] else { return nil }
            guard let value = Double(text) else { throw HeadlessPreviewError("\(name) must be a number, not \(text)") }
            return value
        }
        let frames = try values["--frames"].map { text throws(HeadlessPreviewError) in
            guard let count = Int(text) else { throw HeadlessPreviewError("--frames must be a whole number, not \(text)") }
            return count
        }
        let format = try values["--format"].map { text throws(HeadlessPreviewError) in
            guard let format = OutputFormat(rawValue: text) else {
                throw HeadlessPreviewError("--format must be png, gif, apng, mp4, webm or motion, not \(text)")
            }
            return format
        }
        var parsed = try request(
            at: try number("--at"), frames: frames, from: try number("--from"), to: try number("--to"), format: format, out: out,
            framesPerSecond: try number("--fps") ?? 60, sceneName: values["--scene"], force: force)
        parsed.overlays = try OverlayRequest.parse(
            overlay: values["--overlay"], select: values["--select"], ghosts: values["--ghosts"], ghostSpacing: values["--ghost-spacing"],
            ghostsAt: values["--ghosts-at"])
        if !parsed.overlays.isEmpty, case .motion = parsed.output {
            throw HeadlessPreviewError("--overlay draws over frames and films, not a motion recording")
        }
        return parsed
    }

    /// The one grammar of a headless request, for `animview render`, `animview play --headless` and a preview
    /// program's own `--headless`: checked here, once, with the same words everywhere.
    ///
    /// One frame (`at`), a run of frames from 0 (`frames`), or — when `format` or the
    /// name of `out` says gif, apng, mp4 or webm — a film of `from ..< to`.
    package static func request(
        at: TimeInterval?, frames: Int?, from: TimeInterval?, to: TimeInterval?, format: OutputFormat?, out: String,
        framesPerSecond: Double, sceneName: String? = nil, force: Bool = false
    ) throws(HeadlessPreviewError) -> HeadlessPreview {
        try checkFramesPerSecond(framesPerSecond)
        if let contradiction = OutputFormat.contradiction(format, out: out) { throw HeadlessPreviewError(contradiction) }
        // Without a format, the name of the output chooses: card.gif is a GIF, card.jsonl a motion recording.
        if OutputFormat.resolved(format, out: out, fallback: .png) == .motion {
            guard at == nil, frames == nil, from == nil, !force else {
                throw HeadlessPreviewError("a motion recording takes --to (from t = 0), not --at, --frames, --from or --force")
            }
            if let to { try checkTime(to, name: "--to") }
            return HeadlessPreview(output: .motion(to: to, file: out), framesPerSecond: framesPerSecond, sceneName: sceneName)
        }
        if let film = OutputFormat.resolved(format, out: out, fallback: .png).film {
            guard at == nil, frames == nil else {
                throw HeadlessPreviewError("a \(film.rawValue) takes --from and --to, not --at or --frames")
            }
            for (name, time) in [("--from", from), ("--to", to)] {
                if let time { try checkTime(time, name: name) }
            }
            if let from, let to, to <= from { throw HeadlessPreviewError("--to must come after --from") }
            return HeadlessPreview(
                output: .film(film, from: from, to: to, file: out), framesPerSecond: framesPerSecond, sceneName: sceneName,
                force: force)
        }
        guard from == nil, to == nil, !force else {
            throw HeadlessPreviewError("--from, --to and --force go with a film (--format gif, apng, mp4 or webm)")
        }
        switch (at, frames) {
        case (let at?, nil):
            try checkTime(at, name: "--at")
            return HeadlessPreview(output: .frame(at: at, file: out), framesPerSecond: framesPerSecond, sceneName: sceneName)
        case (nil, let frames?):
            guard (1...100_000).contains(frames) else {
                throw HeadlessPreviewError("--frames must be a whole number from 1 to 100000, not \(frames)")
            }
            return HeadlessPreview(output: .frames(count: frames, folder: out), framesPerSecond: framesPerSecond, sceneName: sceneName)
        default:
            throw HeadlessPreviewError("give one of --at SECONDS or --frames N")
        }
    }

    /// The frame grid's rule, for every command that takes `--fps`: above 0, at most 1000 frames per second.
    public static func checkFramesPerSecond(_ framesPerSecond: Double) throws(HeadlessPreviewError) {
        guard framesPerSecond > 0, framesPerSecond.isFinite, framesPerSecond <= 1000 else {
            throw HeadlessPreviewError("--fps must be above 0 and at most 1000 frames per second, not \(framesPerSecond)")
        }
    }

    private static func checkTime(_ time: TimeInterval, name: String) throws(HeadlessPreviewError) {
        guard time.isFinite, time >= 0, time <= 86_400 else {
            throw HeadlessPreviewError("\(name) must be a time in seconds from 0 to 86400, not \(time)")
        }
    }

    /// Writes what was asked of the scene `scenes` names (the first when no name was given), and says where on standard output.
    @MainActor
    public func run(_ scenes: [AnimView.PreviewScene]) throws {
        let scene: AnimView.PreviewScene
        if let sceneName {
            guard let named = scenes.first(where: { $0.name == sceneName }) else {
                throw HeadlessPreviewError("no scene named \(sceneName); there are \(scenes.map(\.name).joined(separator: ", "))")
            }
            scene = named
        } else {
            guard let first = scenes.first else { throw HeadlessPreviewError("there are no scenes to render") }
            scene = first
        }
        let paths = try checkedPaths()
        // Views made from now on keep where the code made them, for --where.
        if case .origin = output { CreationTrace.isOn = true }
        // Before the scene is built, so that its labels measure their text with the fonts they are drawn with.
        try OffscreenHost.prepareText()
        try render(try scene.playback(framesPerSecond: framesPerSecond), checkedPaths: paths)
    }

    /// Writes what was asked of `playback`'s scene from where it is, and says where on standard output; ends the playback.
    @MainActor
    public func render(_ playback: ScenePlayback) throws {
        try render(playback, checkedPaths: try checkedPaths())
    }

    /// The output file or folder, checked before any work, so a refused path costs nothing and writes nothing.
    private func checkedPaths() throws -> (file: OutputFile?, folder: FramesFolder?) {
        switch output {
        case .frame(_, let path), .film(_, _, _, let path), .motion(_, let path): (try OutputFile(path), nil)
        case .frames(_, let path): (nil, try FramesFolder(path))
        case .origin: (nil, nil)
        }
    }

    @MainActor
    private func render(_ playback: ScenePlayback, checkedPaths: (file: OutputFile?, folder: FramesFolder?)) throws {
        StopSignals.install()
        try OffscreenHost.prepareText()
        defer { playback.end() }
        let host = try OffscreenHost(root: playback.built.canvas)
        try overlays.install(on: host, playback: playback)
        switch output {
        case .frame(let time, _):
            try playback.seek(to: time)
            try host.render()
            if let file = checkedPaths.file {
                try host.writePNG(to: file)
                print("wrote \(file.path)")
            }
        case .frames(let count, _):
            if let folder = checkedPaths.folder {
                try host.renderFrames(count: count, of: playback, into: folder)
                print("wrote \(count) frames to \(folder.path)")
            }
        case .film(let format, let from, let to, _):
            guard let file = checkedPaths.file else { return }
            let length = try playback.measure(cap: 60).length
            let start = from ?? 0
            if length > 0, start >= length {
                throw HeadlessPreviewError(String(format: "--from %.3f s is at or after the scene's end (%.3f s)", start, length))
            }
            let export = VideoExport(format: format, from: start, to: to ?? (length > start ? length : start + 1))
            try export.write(playback, host: host, to: file, force: force)
            print("wrote \(file.path) (\(export.frameCount(framesPerSecond: playback.framesPerSecond)) frames)")
        case .motion(let to, _):
            guard let file = checkedPaths.file else { return }
            let recording = try MotionRecording.record(playback, duration: to) {
                if let signal = StopSignals.pending { throw Interrupted(signal: signal, progress: "nothing was written to \(file.path)") }
            }
            try file.write(Data(recording.jsonLines.utf8))
            print("wrote \(file.path) (\(recording.summary))")
        case .origin(let point, let time):
            for line in try Self.origin(at: point, time: time, of: playback) { print(line) }
        }
    }
}

/// A `--headless` command line that cannot be done, said in one sentence.
public struct HeadlessPreviewError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
