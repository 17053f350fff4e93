import AnimKitTestSupport
import Foundation
import Testing

/// One frame of `animview demo --trace`.
struct TraceFrame: Decodable {
    struct Animator: Decodable {
        let tag: Int
        let state: String
        let running: Bool
        let reversed: Bool
        let fraction: Double
    }

    struct ViewState: Decodable {
        let name: String
        let x: Double
        let y: Double
    }

    let frame: Int
    let time: Double
    let events: [String]
    let animators: [Animator]
    let views: [ViewState]
}

@Suite("animview demo in a real window under Xvfb", .serialized)
struct WindowDemoTests {
    @Test("the dance scene, set to play once with l, plays to its end: green background, blue circle in the middle; q quits with 0")
    func danceInWindow() throws {
        let display = try VirtualDisplay()
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-once-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let (app, origin) = try launch(["demo", "dance", "--trace", trace.path], on: display)
        // Loop is the default; one press of l, once the window takes keys, makes it play once and stay at its end.
        #expect(VirtualDisplay.wait(seconds: 45) { (try? readTrace(trace).isEmpty) == false })
        try display.tool("xdotool", ["key", "l"])
        defer { VirtualDisplay.kill(app) }

        // The canvas is the window's top-left 800×500; the circle ends at its centre.
        let finished = VirtualDisplay.wait(seconds: 60) {
            (try? colorsClose(display.pixel(x: origin.x + 700, y: origin.y + 450), [52, 199, 89])) == true
        }
        #expect(finished, "the background never turned green")
        let circle = try display.pixel(x: origin.x + 400, y: origin.y + 250)
        #expect(colorsClose(circle, [0, 122, 255]))

        try display.tool("xdotool", ["key", "q"])
        let exited = VirtualDisplay.wait(seconds: 45) { !app.isRunning }
        #expect(exited)
        if exited { #expect(app.terminationStatus == 0) }
    }

    @Test("never dead: the dance scene loops by default, and after it ends in once mode the bar still seeks it")
    func neverDead() throws {
        let display = try VirtualDisplay()
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-loop-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let (app, origin) = try launch(["demo", "dance", "--trace", trace.path], on: display)
        defer { VirtualDisplay.kill(app) }
        // Past the scene's 2.5 s, scene time starts again from 0.
        let looped = VirtualDisplay.wait(seconds: 60) {
            let times = (try? readTrace(trace).map(\.time)) ?? []
            return times.contains { $0 > 2 } && (times.last ?? 3) < 1
        }
        #expect(looped, "scene time never wrapped round")

        try display.tool("xdotool", ["key", "l"])
        #expect(VirtualDisplay.wait(seconds: 45) { (try? readTrace(trace).last.map { $0.time == 2.5 && $0.animators.isEmpty }) == true })
        let ended = try display.pixel(x: origin.x + 400, y: origin.y + 250)
        // The bar now stands for the ended animator's time: dragging it shows the scene back then.
        try display.tool("xdotool", ["mousemove", String(origin.x + 108 + 200), String(origin.y + 532), "mousedown", "1"])
        try display.tool("xdotool", ["mousemove", String(origin.x + 108 + 150), String(origin.y + 532), "mouseup", "1"])
        let moved = VirtualDisplay.wait(seconds: 30) { (try? display.pixel(x: origin.x + 400, y: origin.y + 250)) != ended }
        #expect(moved, "dragging the bar after the end changed nothing on the canvas")
        #expect((try readTrace(trace).last?.time ?? 2.5) < 2)
    }

    @Test("keys: space pauses and resumes scene time, r plays it backwards, [ halves the speed, i hides the inspector")
    func keys() throws {
        let display = try VirtualDisplay()
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-keys-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let (app, origin) = try launch(["demo", "spin", "--trace", trace.path], on: display)
        defer { VirtualDisplay.kill(app) }
        func last() -> TraceFrame? { try? readTrace(trace).last }
        // The trace's time is scene time.
        #expect(VirtualDisplay.wait(seconds: 45) { (last()?.time ?? 0) > 1 })
        /// Whether the last `count` frames all show one scene time (paused), or each a later (or earlier) one.
        func lastFrames(_ count: Int, _ relation: (Double, Double) -> Bool) -> Bool {
            guard let frames = try? readTrace(trace).suffix(count), frames.count == count else { return false }
            return zip(frames, frames.dropFirst()).allSatisfy { relation($0.time, $1.time) }
        }

        try display.tool("xdotool", ["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, ==) })
        try display.tool("xdotool", ["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, <) })
        try display.tool("xdotool", ["key", "r"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, >) })

        try display.tool("xdotool", ["key", "bracketleft"])
        // Wait for the key's frame and twenty more after it.
        #expect(
            VirtualDisplay.wait(seconds: 30) {
                ((try? readTrace(trace))?.drop { !$0.events.contains("key [") }.count ?? 0) > 22
            })
        let frames = try readTrace(trace)
        let slowed = frames.drop { !$0.events.contains("key [") }.dropFirst(2).prefix(20)
        let steps = zip(slowed, slowed.dropFirst()).map { abs($1.time - $0.time) / Double($1.frame - $0.frame) }
        #expect(!steps.isEmpty && steps.allSatisfy { abs($0 - 0.5 / 60) < 1e-6 }, "\(steps)")

        let panel = try display.pixel(x: origin.x + 1000, y: origin.y + 300)
        try display.tool("xdotool", ["key", "i"])
        let hidden = VirtualDisplay.wait(seconds: 30) { (try? display.pixel(x: origin.x + 1000, y: origin.y + 300)) != panel }
        #expect(hidden)
        try display.tool("xdotool", ["key", "q"])
    }

    @Test("animview scene reloads the file when it changes, and shows a load error over the scene instead of quitting")
    func hotReload() throws {
        let display = try VirtualDisplay()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animview-hot-\(UUID().uuidString).json")
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-hot-\(UUID().uuidString).jsonl")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: trace)
        }
        let scene =
            ##"{"canvas": {"size": [400, 300], "background": "#FFFFFF"}, "views": [{"id": "box", "frame": [150, 100, 100, 100], "color": "#FF0000"}]}"##
        try Data(scene.utf8).write(to: file)
        let (app, origin) = try launch(["scene", file.path, "--trace", trace.path], on: display)
        defer { VirtualDisplay.kill(app) }
        #expect(
            VirtualDisplay.wait(seconds: 45) {
                (try? colorsClose(display.pixel(x: origin.x + 200, y: origin.y + 150), [255, 0, 0])) == true
            })

        try Data(scene.replacingOccurrences(of: "#FF0000", with: "#0000FF").utf8).write(to: file)
        let reloaded = VirtualDisplay.wait(seconds: 45) {
            (try? colorsClose(display.pixel(x: origin.x + 200, y: origin.y + 150), [0, 0, 255])) == true
        }
        #expect(reloaded)

        try Data("{ not json".utf8).write(to: file)
        let errorShown = VirtualDisplay.wait(seconds: 45) {
            (try? display.pixel(x: origin.x + 30, y: origin.y + 30)).map { $0[0] > 150 && $0[1] < 80 } == true
        }
        #expect(errorShown, "no red error bar over the scene")
        #expect(app.isRunning)
        #expect(colorsClose(try display.pixel(x: origin.x + 200, y: origin.y + 150), [0, 0, 255]))
        try display.tool("xdotool", ["key", "q"])
    }
}
