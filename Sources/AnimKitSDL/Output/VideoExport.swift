import AnimKit
import Foundation

/// A stretch of a scene written as a GIF, APNG, MP4 or WebM: frames drawn headless and piped to ffmpeg as raw RGBA.
///
/// GIF gets a palette made from all its frames (palettegen, then paletteuse with
/// error diffusion) so gradients do not band; MP4 is H.264 in yuv420p with its index
/// first, as browsers play it; APNG is lossless. ffmpeg runs bit-exact, without
/// metadata, so the same scene gives the same GIF and APNG bytes every time. The
/// file is written under a temporary name and renamed into place only once ffmpeg
/// has finished (``OutputFile``); a stop signal ends ffmpeg and leaves nothing.
@MainActor
public struct VideoExport {
    /// The container and codec.
    public enum Format: String, CaseIterable, Sendable {
        case gif, apng, mp4, webm
    }

    public let format: Format
    /// Scene time of the first frame, and of the end (not drawn: a loop's end is its start).
    public let from: TimeInterval
    public let to: TimeInterval

    /// An export of `from ..< to` as `format`.
    public init(format: Format, from: TimeInterval, to: TimeInterval) {
        self.format = format
        self.from = from
        self.to = to
    }

    /// ffmpeg on `PATH`, or an error that says how to install it.
    public static func ffmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ExportError) -> URL {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ExportError(
            "ffmpeg is not on PATH; install it (scripts/install-dependencies, or apt-get install ffmpeg)",
            exitStatus: ExitStatus.unavailable)
    }

    /// How many frames the range holds at `framesPerSecond`.
    public func frameCount(framesPerSecond: Double) -> Int {
        Swift.max(Int(((to - from) * framesPerSecond).rounded()), 1)
    }

    /// Draws the range of `playback` with `host` and has ffmpeg write it to `file`; `progress` hears each frame.
    ///
    /// Unless `force`, a film whose ``FilmCost`` exceeds the memory or the disk free is refused first (an ``ExportError``).
    public func write(
        _ playback: ScenePlayback, host: OffscreenHost, to file: OutputFile, force: Bool = false,
        progress: (Int, Int) throws -> Void = { _, _ in }
    ) throws {
        let ffmpeg = try Self.ffmpeg()
        if !force {
            let frames = frameCount(framesPerSecond: playback.framesPerSecond)
            try FilmCost(format: format, width: host.width, height: host.height, frames: frames).check(
                availableMemory: FilmCost.availableMemory, freeDisk: FilmCost.freeDisk(beside: file.url),
                describing: "a \(frames)-frame \(format.rawValue.uppercased()) of \(host.width)×\(host.height)")
        }
        // A pipe whose reader has gone (ffmpeg failed, or took a signal) must be an error here, not the end of the program.
        signal(SIGPIPE, SIG_IGN)
        let count = frameCount(framesPerSecond: playback.framesPerSecond)
        try file.write { temporary in
            let process = Process()
            process.executableURL = ffmpeg
            process.arguments = arguments(width: host.width, height: host.height, fps: playback.framesPerSecond, output: temporary.path)
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            let messages = ErrorText()
            errors.fileHandleForReading.readabilityHandler = { messages.append($0.availableData) }
            try process.run()
            defer { errors.fileHandleForReading.readabilityHandler = nil }
            do {
                for index in 0..<count {
                    if let signal = StopSignals.pending {
                        throw Interrupted(signal: signal, progress: "wrote \(index) of \(count) frames; \(file.path) was not written")
                    }
                    try playback.seek(to: from + Double(index) / playback.framesPerSecond)
                    try host.render()
                    do {
                        try input.fileHandleForWriting.write(contentsOf: host.pixels)
                    } catch {
                        throw FFmpegEnded()
                    }
                    try progress(index + 1, count)
                }
                try input.fileHandleForWriting.close()
            } catch {
                // ffmpeg finishes its read on end of input, and only then sees the signal to stop.
                try? input.fileHandleForWriting.close()
                // A pipe that broke mid-film is ffmpeg having ended on its own: its words say why, not the pipe's.
                if !(error is FFmpegEnded) { process.terminate() }
                process.waitUntilExit()
                if let signal = StopSignals.pending, !(error is Interrupted) {
                    throw Interrupted(signal: signal, progress: "\(file.path) was not written")
                }
                guard error is FFmpegEnded else { throw error }
                errors.fileHandleForReading.readabilityHandler = nil
                messages.append(errors.fileHandleForReading.readAllRetryingInterrupts())
                throw ExportError.ffmpegFailed(format, status: process.terminationStatus, messages: messages.text)
            }
            process.waitUntilExit()
            errors.fileHandleForReading.readabilityHandler = nil
            messages.append(errors.fileHandleForReading.readAllRetryingInterrupts())
            guard process.terminationStatus == 0 else {
                throw ExportError.ffmpegFailed(format, status: process.terminationStatus, messages: messages.text)
            }
        }
    }

    /// ffmpeg's command line: raw RGBA frames on standard input, the format's encoder, bit-exact output to `output`.
    func arguments(width: Int, height: Int, fps: Double, output: String) -> [String] {
        let input = [
            // -xerror: ffmpeg otherwise ends with 0 after a write error (a full disk), leaving an empty or cut-off film.
            "-hide_banner", "-loglevel", "error", "-xerror", "-nostdin", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
            "-framerate", String(fps), "-i", "pipe:0",
        ]
        let exact = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]
        // H.264 and VP9 in 4:2:0 need even sides: pad by a pixel when a side is odd.
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        let encoder: [String]
        switch format {
        case .gif:
            encoder = [
                "-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a", "-loop", "0",
                "-f", "gif",
            ]
        case .apng:
            encoder = ["-plays", "0", "-f", "apng"]
        case .mp4:
            encoder = [
                "-vf", even, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-preset", "medium", "-threads", "1", "-movflags",
                "+faststart", "-f", "mp4",
            ]
        case .webm:
            encoder = ["-vf", even, "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0", "-f", "webm"]
        }
        return input + encoder + exact + ["-y", output]
    }
}

/// An export that cannot be done, said in one sentence.
public struct ExportError: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// The status a command ends with: 69 when ffmpeg is missing, 74 when the disk is full, 70 when ffmpeg failed otherwise.
    public let exitStatus: Int32

    /// An error saying `description`, ending a command with `exitStatus`.
    public init(_ description: String, exitStatus: Int32 = ExitStatus.software) {
        self.description = description
        self.exitStatus = exitStatus
    }

    /// ffmpeg ended with `status` before the film was written; `messages` is what it printed, of which the last lines are shown.
    static func ffmpegFailed(_ format: VideoExport.Format, status: Int32, messages: String) -> ExportError {
        let lines = messages.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let said = lines.suffix(3).joined(separator: " / ")
        let full = messages.contains("No space left on device")
        return ExportError(
            "ffmpeg could not write the \(format.rawValue) (it ended with status \(status)\(said.isEmpty ? "" : ": \(said)"))"
                + (full ? "; the disk is full" : ""),
            exitStatus: full ? ExitStatus.ioError : ExitStatus.software)
    }
}

/// The pipe to ffmpeg broke: ffmpeg ended before it had every frame.
private struct FFmpegEnded: Error {}

/// What ffmpeg says on standard error, gathered on Foundation's reader thread.
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
