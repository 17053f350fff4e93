import AnimKitTestSupport
import Foundation
import Testing

// What the window tests share: launching animview on a virtual display, reading its trace, comparing colours.

/// Whether two colours agree within a few levels (scaling and blending round differently).
func colorsClose(_ a: [Int], _ b: [Int]) -> Bool {
    a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 4 }
}

/// Starts `animview` with `arguments` on `display` (in `directory`, else here) and waits for its window; if it never maps,
/// says what the program printed.
func launch(
    _ arguments: [String], on display: VirtualDisplay, in directory: URL? = nil, output: URL? = nil
) throws -> (Process, origin: (x: Int, y: Int)) {
    let app = Process()
    app.executableURL = animviewExecutable()
    if let directory { app.currentDirectoryURL = directory }
    app.arguments = arguments
    app.environment = display.environment
    app.standardOutput = try output.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("animview-stderr-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    app.standardError = try FileHandle(forWritingTo: errors)
    try app.run()
    let mapped = VirtualDisplay.wait(seconds: 120) { !app.isRunning || (try? display.windowOrigin(named: "animview")) != nil }
    let printed = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    #expect(mapped && app.isRunning, "animview \(arguments.joined(separator: " ")) opened no window; it printed: \(printed)")
    return (app, try display.windowOrigin(named: "animview"))
}

/// animview in a window on a virtual display of its own, writing a trace of every frame: where a window test starts.
///
/// `close()` (in a `defer`) stops the program and removes the trace; the display goes with the value.
final class TracedWindow {
    let display: VirtualDisplay
    let app: Process
    /// The window's top-left corner on the screen.
    let origin: (x: Int, y: Int)
    let trace: URL
    /// Where the program's standard output goes.
    let output: URL

    /// Starts `animview` with `arguments` and `--trace` on `display` (a new one unless given), in `directory` (else
    /// here), and waits for its window.
    init(_ arguments: [String], on display: VirtualDisplay? = nil, in directory: URL? = nil) throws {
        self.display = try display ?? VirtualDisplay()
        trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-trace-\(UUID().uuidString).jsonl")
        output = FileManager.default.temporaryDirectory.appendingPathComponent("animview-stdout-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        (app, origin) = try launch(arguments + ["--trace", trace.path], on: self.display, in: directory, output: output)
    }

    /// The frames decoded so far, and how many bytes of the trace they came from.
    private var decoded: (frames: [TraceFrame], bytes: Int) = ([], 0)

    /// Every frame traced so far (none while the first is being written). Each read decodes only the lines written
    /// since the last (a wait polls it many times a second, and a trace grows by a frame every 16 ms).
    var frames: [TraceFrame] {
        let size = ((try? FileManager.default.attributesOfItem(atPath: trace.path))?[.size] as? Int) ?? 0
        if size < decoded.bytes { decoded = ([], 0) }
        guard size > decoded.bytes, let handle = try? FileHandle(forReadingFrom: trace) else { return decoded.frames }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: UInt64(decoded.bytes))) != nil, let data = try? handle.readToEnd(),
            let end = data.lastIndex(of: UInt8(ascii: "\n"))
        else { return decoded.frames }
        let complete = data[data.startIndex...end], decoder = JSONDecoder()
        guard let new = try? complete.split(separator: UInt8(ascii: "\n")).map({ try decoder.decode(TraceFrame.self, from: Data($0)) })
        else { return decoded.frames }
        decoded = (decoded.frames + new, decoded.bytes + complete.count)
        return decoded.frames
    }

    /// Every input event the frames traced so far handled, in order ("key =", "wheel 0 1", "down 30 532" …).
    var events: [String] { frames.flatMap(\.events) }

    /// What the program printed on its standard output so far.
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// The newest frame traced.
    var last: TraceFrame? { frames.last }

    /// Waits until the newest frame satisfies `condition`; false after `seconds`.
    func wait(seconds: Double = 60, until condition: (TraceFrame) -> Bool) -> Bool {
        VirtualDisplay.wait(seconds: seconds) { last.map(condition) == true }
    }

    /// Runs xdotool with `arguments`; `at(x, y)` gives a window point's screen coordinates.
    func xdotool(_ arguments: [String]) throws {
        _ = try display.tool("xdotool", arguments)
    }

    /// The screen coordinates of window point (`x`, `y`), as xdotool's `mousemove` takes them.
    func at(_ x: Int, _ y: Int) -> [String] {
        [String(origin.x + x), String(origin.y + y)]
    }

    /// The tag of the animator the bar scrubs: pressing the bar at window point (`x`, `y`) pauses it and no other.
    func animatorOnTheBar(pressingAt x: Int = 460, _ y: Int = 532) -> Int? {
        guard (try? xdotool(["mousemove"] + at(x, y) + ["mousedown", "1"])) != nil,
            wait(seconds: 30, until: { $0.animators.contains { !$0.running } })
        else { return nil }
        let paused = last?.animators.filter { !$0.running }.map(\.tag)
        try? xdotool(["mouseup", "1"])
        _ = wait(seconds: 30) { $0.animators.allSatisfy(\.running) }
        return paused?.count == 1 ? paused?.first : nil
    }

    /// Stops the program and removes the trace.
    func close() {
        VirtualDisplay.kill(app)
        try? FileManager.default.removeItem(at: trace)
        try? FileManager.default.removeItem(at: output)
    }
}
