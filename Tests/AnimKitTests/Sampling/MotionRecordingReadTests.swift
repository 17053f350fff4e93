import Foundation
import Testing

@testable import AnimKit

/// A recording read from its file a block at a time: lines across block boundaries, a last line without its newline,
/// blank lines, and the same line numbers in its errors as in the file.
@Suite("Motion recordings read a line at a time")
struct MotionRecordingReadTests {
    private func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "animview-recording-\(UUID().uuidString).jsonl"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A frame's line: frame `index` at `index / 60` s, one view at `x`.
    private func frame(_ index: Int, x: Double) -> String {
        let view = ##"{"alpha":1,"color":"#FF0000FF","height":10,"name":"box","rotation":0,"scale":1,"width":10,"x":\##(x),"y":5}"##
        return ##"{"animators":[],"events":[],"frame":\##(index),"time":\##(Double(index) / 60),"views":[\##(view)]}"##
    }

    @Test("lines longer than a block and many lines across blocks come back whole; the last needs no newline")
    func linesAcrossBlocks() throws {
        let long = String(repeating: "é", count: LineStream.blockSize)
        let lines = ["first", long, ""] + (0..<50_000).map { "line \($0)" }
        let path = try file(lines.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        var stream = LineStream(handle)
        var read: [String] = []
        while let line = try stream.next() { read.append(line) }
        #expect(read == lines)
        #expect(stream.number == lines.count)
    }

    @Test("a recording with its header reads as decode reads it; a bad frame is named by its line in the file")
    func readsAsDecoded() throws {
        let header = MotionRecording.headerLine(animators: [])
        let text = ([header, ""] + (0..<3).map { frame($0, x: 10 + Double($0)) }).joined(separator: "\n") + "\n"
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try MotionRecording.read(path: path)
        #expect(read == (try MotionRecording.decode(lines: text)))
        #expect(read.animators == [] && read.frames.map(\.views.first?.x) == [10, 11, 12])
        let broken = try file(text + "{\"frame\": 3,\n")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        #expect(throws: MotionRecording.ReadError(description: "line 6 is not a frame as `animview sample` writes one")) {
            try MotionRecording.read(path: broken)
        }
        #expect(throws: MotionRecording.ReadError(description: "line 6 is not a frame as `animview sample` writes one")) {
            try MotionRecording.decode(lines: text + "{\"frame\": 3,\n")
        }
    }

    @Test("read straight into columns, a recording gives the series its frames give: a view that comes later, a scroll view's offset")
    func columnsAsFrames() throws {
        let scroll =
            ##"{"alpha":1,"color":"#FFFFFFFF","height":50,"name":"list","offsetX":0,"offsetY":12.5,"rotation":0,"scale":1,"width":50,"x":25,"y":25}"##
        let lines = (0..<4).map { index in
            let line = frame(index, x: 10 + Double(index))
            // The scroll view is there from the third frame on.
            return index < 2 ? line : line.replacingOccurrences(of: "\"y\":5}]", with: "\"y\":5},\(scroll)]")
        }
        let text = lines.joined(separator: "\n")
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let columns = try MotionRecording.columns(path: path)
        let frames = try MotionRecording.decode(lines: text).frames
        #expect(columns.series == MotionSeries.all(in: frames) && columns.times == frames.map(\.time))
        let offset = try #require(columns.series.first { $0.view == "list" && $0.property == "contentOffset.y" })
        #expect(offset.times == [2.0 / 60, 3.0 / 60] && offset.values == [12.5, 12.5])
        #expect(columns.series.filter { $0.view == "box" }.map(\.property).contains("contentOffset.x") == false)
    }

    @Test("asked between lines, a stop ends the reading at the line it came before, as a stop and not as a bad file")
    func stopsBetweenLines() throws {
        let path = try file((0..<5).map { frame($0, x: 10) }.joined(separator: "\n"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var asked = 0
        #expect(throws: MotionRecording.ReadError(description: "stopped at line 3", wasStopped: true)) {
            try MotionRecording.columns(path: path) {
                asked += 1
                return asked == 3
            }
        }
        #expect(try MotionRecording.columns(path: path).times.count == 5)
    }
}
