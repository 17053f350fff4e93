import AnimKit
import Foundation

/// Frames to a lossless animated PNG and back, through ffmpeg: an animated golden that plays in a pull request and
/// comes back as the very pixels it was made of.
@MainActor
public enum FilmCodec {
    /// A film: its frames, all one size, how many a second it plays, and the motion that made them.
    public struct Film: Equatable, Sendable {
        public let frames: [FrameImage]
        public let framesPerSecond: Double
        /// The scene's motion recording as JSON lines (what `animview sample --format motion` writes), kept in the APNG
        /// beside the frames so that a failure can say what moved; `nil` for a film recorded without it.
        public let motion: String?

        /// A film of `frames` at `framesPerSecond`, made by `motion` when given.
        public init(frames: [FrameImage], framesPerSecond: Double, motion: String? = nil) {
            self.frames = frames
            self.framesPerSecond = framesPerSecond
            self.motion = motion
        }
    }

    /// The keyword of the APNG text chunk that holds a film's motion.
    static let motionKeyword = "animview-motion"

    /// The film as APNG bytes (looping, bit-exact: the same frames give the same bytes), its motion in a text chunk.
    public static func apng(_ film: Film) throws -> Data {
        guard let first = film.frames.first else { throw ExportError("a film needs at least one frame") }
        let input = film.frames.reduce(into: Data()) { $0.append(contentsOf: $1.pixels) }
        // The APNG muxer goes back to write its frame count, and the demuxer seeks: a file, not a pipe, on both sides.
        return try withTemporaryFile { file in
            _ = try ffmpeg(
                [
                    "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(first.width)x\(first.height)", "-framerate",
                    String(film.framesPerSecond),
                    "-i", "pipe:0", "-plays", "0", "-f", "apng", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
                    "-y",
                    file.path,
                ], input: input)
            let data = try Data(contentsOf: file)
            return try film.motion.map { try PNGTextChunk.adding($0, keyword: motionKeyword, to: data) } ?? data
        }
    }

    /// Each frame of `film` as a PNG file's bytes, encoded by one ffmpeg run (on every core): what a page shows one at a
    /// time, and what ``apng(assembling:framesPerSecond:)`` makes a film of without encoding them again.
    public static func pngFrames(of film: Film) throws -> [Data] {
        guard let first = film.frames.first else { return [] }
        let input = film.frames.reduce(into: Data()) { $0.append(contentsOf: $1.pixels) }
        let stream = try ffmpeg(
            [
                "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(first.width)x\(first.height)", "-i", "pipe:0", "-c:v", "png",
                "-fflags", "+bitexact", "-flags:v", "+bitexact", "-f", "image2pipe", "pipe:1",
            ], input: input)
        let frames = PNGChunks.split(stream)
        guard frames.count == film.frames.count else {
            throw ExportError("ffmpeg gave \(frames.count) PNG frames for a film of \(film.frames.count)")
        }
        return frames
    }

    /// An APNG of `frames` (PNG files' bytes, as ``pngFrames(of:)`` gives them) at `framesPerSecond`, put together
    /// without encoding them again: every frame whole, so larger than ``apng(_:)``'s, made in a fraction of its time.
    public static func apng(assembling frames: [Data], framesPerSecond: Double) throws -> Data {
        try APNGAssembly.assemble(frames, framesPerSecond: framesPerSecond)
    }

    /// Runs `body` with the path of a file of its own in the temporary folder, removed afterwards.
    private static func withTemporaryFile<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animview-film-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file)
    }

    /// The film an APNG holds: its size from its header, its rate from its first frame's delay, its pixels from ffmpeg,
    /// its motion from its text chunk.
    public static func film(apng data: Data) throws -> Film {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { throw ExportError("it is not a PNG") }
        let width = Int(Self.uint32(bytes, at: 16)), height = Int(Self.uint32(bytes, at: 20))
        var framesPerSecond = 60.0
        if let control = Self.chunk("fcTL", in: bytes), control + 24 <= bytes.count {
            let numerator = Double(UInt16(bytes[control + 20]) << 8 | UInt16(bytes[control + 21]))
            let denominator = Double(UInt16(bytes[control + 22]) << 8 | UInt16(bytes[control + 23]))
            if numerator > 0 { framesPerSecond = (denominator == 0 ? 100 : denominator) / numerator }
        }
        let pixels = try withTemporaryFile { file in
            try data.write(to: file)
            // Every frame once: otherwise ffmpeg repeats frames to fill out a rate it guesses (100 000 a second for a
            // film whose frames last 7 ms), and a film of nine frames came back as thousands.
            return try ffmpeg(
                ["-f", "apng", "-i", file.path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"], input: Data())
        }
        let size = width * height * 4
        guard width > 0, height > 0, !pixels.isEmpty, pixels.count.isMultiple(of: size) else {
            throw ExportError("its frames are not \(width)×\(height) pixels each")
        }
        let frames = stride(from: 0, to: pixels.count, by: size).compactMap { start in
            FrameImage(width: width, height: height, pixels: [UInt8](pixels[start..<start + size]))
        }
        return Film(frames: frames, framesPerSecond: framesPerSecond, motion: PNGTextChunk.text(keyword: motionKeyword, in: data))
    }

    private static func uint32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index..<index + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Where the data of the first chunk of `type` starts.
    private static func chunk(_ type: String, in bytes: [UInt8]) -> Int? {
        var index = 8
        while index + 8 <= bytes.count {
            let length = Int(uint32(bytes, at: index))
            if bytes[index + 4..<index + 8].elementsEqual(type.utf8) { return index + 8 }
            index += 12 + length
        }
        return nil
    }

    /// Runs ffmpeg with `arguments`, `input` on its standard input, and returns its standard output.
    private static func ffmpeg(_ arguments: [String], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = try VideoExport.ffmpeg()
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin"] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let group = DispatchGroup()
        let output = Locked(Data()), errors = Locked(Data())
        DispatchQueue.global().async(group: group) {
            let data = stdout.fileHandleForReading.readAllRetryingInterrupts()
            output.withLock { $0 = data }
        }
        DispatchQueue.global().async(group: group) {
            let data = stderr.fileHandleForReading.readAllRetryingInterrupts()
            errors.withLock { $0 = data }
        }
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errors.withLock { $0 }, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ExportError("ffmpeg ended with status \(process.terminationStatus)\(said.isEmpty ? "" : ": \(said)")")
        }
        return output.withLock { $0 }
    }
}
