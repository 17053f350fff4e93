import Foundation

/// A scene's motion as a golden file holds it: the animators that ran — each with its timing, its curve or spring and
/// what it moved — and every view's presentation values frame by frame.
///
/// On disk it is lines of JSON: a first line that names the format and its version and lists the animators, then one
/// ``FrameSample`` a line, as `animview sample` prints them. Lines of frames alone (what `animview sample` and
/// `render --trace` write, and what recordings held before the first line existed) read as a recording without
/// animators: its motion is compared, its timing cannot be.
package struct MotionRecording: Sendable, Equatable {
    /// The version this animview writes, and the newest it reads.
    package static let version = 1
    /// What the first line's `format` says.
    package static let format = "animview motion"

    /// The animators that ran, in the order they started; `nil` for a recording of frames alone.
    package var animators: [AnimatorSpan]?
    /// The frames, in order.
    package var frames: [FrameSample]

    package init(animators: [AnimatorSpan]?, frames: [FrameSample]) {
        self.animators = animators
        self.frames = frames
    }

    /// Why lines of text are not a recording, in a sentence that names the line and the field.
    package struct ReadError: Error, Equatable, CustomStringConvertible {
        package let description: String
        /// Whether reading was stopped (a stop signal) rather than the text being wrong.
        package var wasStopped = false

        /// Reading stopped before `line`.
        static func stopped(atLine line: Int) -> ReadError {
            ReadError(description: "stopped at line \(line)", wasStopped: true)
        }
    }

    private struct Header: Codable {
        let format: String
        let version: Int
        let animators: [AnimatorSpan]
    }

    /// What it holds, in words: `61 frames, 2 animators`.
    package var summary: String {
        let count = animators?.count ?? 0
        return "\(frames.count) frame\(frames.count == 1 ? "" : "s"), \(count) animator\(count == 1 ? "" : "s")"
    }

    /// The recording as lines of JSON: the header, then a line a frame.
    package var jsonLines: String {
        (animators.map { Self.headerLine(animators: $0) + "\n" } ?? "") + frames.map { $0.jsonLine + "\n" }.joined()
    }

    /// The first line of a recording of `animators` (keys sorted, infinite durations as `"inf"`).
    package static func headerLine(animators: [AnimatorSpan]) -> String {
        let header = Header(format: format, version: version, animators: animators)
        return (try? encoder.encode(header)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Reads a recording back from its lines.
    package static func decode(lines text: String) throws(ReadError) -> MotionRecording {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { !$0.isEmpty }) else { throw ReadError(description: "it holds no frames") }
        var animators: [AnimatorSpan]?
        var rest = text[...]
        if let object = try? JSONSerialization.jsonObject(with: Data(lines[first].utf8)) as? [String: Any], object["format"] != nil {
            animators = try header(lines[first], line: first + 1, version: object["version"]).animators
            rest = text[lines[first].endIndex...]
        }
        do {
            let frames = try FrameSample.decode(lines: String(rest))
            return MotionRecording(animators: animators, frames: frames)
        } catch .notAFrame(let line) {
            throw ReadError(description: "line \(line + (animators == nil ? 0 : first)) is not a frame as `animview sample` writes one")
        } catch {
            throw ReadError(description: "it holds no frames")
        }
    }

    /// Reads the recording in the file at `path` a line at a time (a recording of hundreds of megabytes is never held
    /// whole as text): a first line with the format is its header, the rest its frames.
    package static func read(path: String) throws(ReadError) -> MotionRecording {
        var recording = MotionRecording(animators: nil, frames: [])
        try read(path: path, header: { recording.animators = $0 }, frame: { recording.frames.append($0) })
        guard !recording.frames.isEmpty else { throw ReadError(description: "it holds no frames") }
        return recording
    }

    /// Reads the file at `path` a line at a time, handing on its header's animators and each frame as it comes.
    /// Between lines it asks `stopped` (a stop signal), and ends with ``ReadError/stopped`` when it says yes.
    static func read(
        path: String, header found: ([AnimatorSpan]) -> Void, frame: (FrameSample) -> Void, stopped: () -> Bool = { false }
    ) throws(ReadError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ReadError(description: "it cannot be opened") }
        defer { try? handle.close() }
        var lines = LineStream(handle)
        var first = true
        let decoder = JSONDecoder()
        do {
            while let line = try lines.next() {
                if stopped() { throw ReadError.stopped(atLine: lines.number) }
                guard !line.isEmpty else { continue }
                defer { first = false }
                if first, let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], object["format"] != nil {
                    found(try header(Substring(line), line: lines.number, version: object["version"]).animators)
                    continue
                }
                guard let sample = try? decoder.decode(FrameSample.self, from: Data(line.utf8)) else {
                    throw ReadError(description: "line \(lines.number) is not a frame as `animview sample` writes one")
                }
                frame(sample)
            }
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(description: "it could not be read (\(error.localizedDescription))")
        }
    }

    private static func header(_ line: Substring, line number: Int, version: Any?) throws(ReadError) -> Header {
        if let version = version as? Int, version > Self.version {
            throw ReadError(
                description:
                    "line \(number) says it was written by a newer animview (version \(version)); this one reads version \(Self.version)"
            )
        }
        do {
            let header = try decoder.decode(Header.self, from: Data(line.utf8))
            guard header.format == Self.format else {
                throw ReadError(description: "line \(number): format is \"\(header.format)\", not \"\(Self.format)\"")
            }
            return header
        } catch let error as ReadError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReadError(description: "line \(number): \(field(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ReadError(description: "line \(number): \(field(context.codingPath)) is not what it should be")
        } catch {
            throw ReadError(description: "line \(number) is not the header of a motion recording")
        }
    }

    /// A field's path as a reader finds it: `animators[2].duration`.
    private static func field(_ path: [any CodingKey]) -> String {
        path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    /// Infinite durations (UIKit Dynamics, a repeating CA animation) as the strings JSON has no number for.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()
}
