import AnimKitTestSupport
import Foundation
import Testing

@Suite("animview demo in a real window under Xvfb", .serialized)
struct WindowDemoTests {
    /// Whether two colours agree within a few levels (scaling and blending round differently).
    func close(_ a: [Int], _ b: [Int]) -> Bool {
        a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 4 }
    }

    @Test("the dance scene plays to its end in the window: green background, blue circle in the middle; q quits with 0")
    func danceInWindow() throws {
        let display = try VirtualDisplay()
        let app = Process()
        app.executableURL = animviewExecutable()
        app.arguments = ["demo", "dance"]
        app.environment = display.environment
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { VirtualDisplay.kill(app) }

        let mapped = VirtualDisplay.wait(seconds: 15) { (try? display.tool("xdotool", ["search", "--name", "animview"])) != nil }
        #expect(mapped)
        // The 800×500 canvas is centred on the 1280×800 screen, at (240, 150).
        let finished = VirtualDisplay.wait(seconds: 20) { (try? close(display.pixel(x: 240 + 700, y: 150 + 450), [52, 199, 89])) == true }
        #expect(finished, "the background never turned green")
        let circle = try display.pixel(x: 640, y: 400)
        let letterbox = try display.pixel(x: 100, y: 100)
        #expect(close(circle, [0, 122, 255]))
        #expect(close(letterbox, [0, 0, 0]) || close(letterbox, [31, 31, 31]))

        try display.tool("xdotool", ["key", "q"])
        let exited = VirtualDisplay.wait(seconds: 10) { !app.isRunning }
        #expect(exited)
        if exited { #expect(app.terminationStatus == 0) }
    }
}
