import AnimKitTestSupport
import Foundation
import Testing

// What the window tests share: launching animview on a virtual display, reading its trace, comparing colours.

/// Whether two colours agree within a few levels (scaling and blending round differently).
func colorsClose(_ a: [Int], _ b: [Int]) -> Bool {
    a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 4 }
}

/// Starts `animview` with `arguments` on `display` and waits for its window; if it never maps, says what the program printed.
func launch(_ arguments: [String], on display: VirtualDisplay) throws -> (Process, origin: (x: Int, y: Int)) {
    let app = Process()
    app.executableURL = animviewExecutable()
    app.arguments = arguments
    app.environment = display.environment
    app.standardOutput = FileHandle.nullDevice
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

func readTrace(_ url: URL) throws -> [TraceFrame] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { try JSONDecoder().decode(TraceFrame.self, from: Data($0.utf8)) }
}
