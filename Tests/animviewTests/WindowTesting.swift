import AnimKitTestSupport
import Foundation
import Testing

// What the window tests share: launching animview on a virtual display, reading its trace, comparing colours.

/// Whether two colours agree within a few levels (scaling and blending round differently).
func colorsClose(_ a: [Int], _ b: [Int]) -> Bool {
    a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 4 }
}

/// Starts `animview` with `arguments` on `display` and waits for its window.
func launch(_ arguments: [String], on display: VirtualDisplay) throws -> (Process, origin: (x: Int, y: Int)) {
    let app = Process()
    app.executableURL = animviewExecutable()
    app.arguments = arguments
    app.environment = display.environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    try app.run()
    let mapped = VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil }
    #expect(mapped)
    return (app, try display.windowOrigin(named: "animview"))
}

func readTrace(_ url: URL) throws -> [TraceFrame] {
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { try JSONDecoder().decode(TraceFrame.self, from: Data($0.utf8)) }
}
