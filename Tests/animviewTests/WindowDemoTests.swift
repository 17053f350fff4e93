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
        let width: Double
        let height: Double
        /// A scroll view's content offset.
        let offsetY: Double?
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
        let window = try TracedWindow(["demo", "dance"])
        defer { window.close() }
        let origin = window.origin
        // Loop is the default; one press of l, once the window takes keys, makes it play once and stay at its end.
        #expect(VirtualDisplay.wait(seconds: 45) { !window.frames.isEmpty })
        try window.xdotool(["key", "l"])

        // The canvas is the window's top-left 800×500; the circle ends at its centre.
        let finished = VirtualDisplay.wait(seconds: 60) {
            (try? colorsClose(window.display.pixel(x: origin.x + 700, y: origin.y + 450), [52, 199, 89])) == true
        }
        #expect(finished, "the background never turned green")
        let circle = try window.display.pixel(x: origin.x + 400, y: origin.y + 250)
        #expect(colorsClose(circle, [0, 122, 255]))

        try window.xdotool(["key", "q"])
        let exited = VirtualDisplay.wait(seconds: 45) { !window.app.isRunning }
        #expect(exited)
        if exited { #expect(window.app.terminationStatus == 0) }
    }

    @Test("never dead: the dance scene loops by default, and after it ends in once mode the bar still seeks it")
    func neverDead() throws {
        let window = try TracedWindow(["demo", "dance"])
        defer { window.close() }
        let origin = window.origin
        // Past the scene's 2.5 s, scene time starts again from 0.
        let looped = VirtualDisplay.wait(seconds: 60) {
            let times = window.frames.map(\.time)
            return times.contains { $0 > 2 } && (times.last ?? 3) < 1
        }
        #expect(looped, "scene time never wrapped round")

        try window.xdotool(["key", "l"])
        #expect(window.wait(seconds: 45) { $0.time == 2.5 && $0.animators.isEmpty })
        let ended = try window.display.pixel(x: origin.x + 400, y: origin.y + 250)
        // The bar now stands for the ended animator's time: dragging it shows the scene back then.
        try window.xdotool(["mousemove", String(origin.x + 108 + 200), String(origin.y + 532), "mousedown", "1"])
        try window.xdotool(["mousemove", String(origin.x + 108 + 150), String(origin.y + 532), "mouseup", "1"])
        let moved = VirtualDisplay.wait(seconds: 30) { (try? window.display.pixel(x: origin.x + 400, y: origin.y + 250)) != ended }
        #expect(moved, "dragging the bar after the end changed nothing on the canvas")
        #expect((window.last?.time ?? 2.5) < 2)
    }

    @Test("keys: space pauses and resumes scene time, r plays it backwards, [ halves the speed, i hides the inspector")
    func keys() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        let origin = window.origin
        func last() -> TraceFrame? { window.last }
        // The trace's time is scene time.
        #expect(VirtualDisplay.wait(seconds: 45) { (last()?.time ?? 0) > 1 })
        /// Whether the last `count` frames all show one scene time (paused), or each a later (or earlier) one.
        func lastFrames(_ count: Int, _ relation: (Double, Double) -> Bool) -> Bool {
            let frames = window.frames.suffix(count)
            guard frames.count == count else { return false }
            return zip(frames, frames.dropFirst()).allSatisfy { relation($0.time, $1.time) }
        }

        try window.xdotool(["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, ==) })
        try window.xdotool(["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, <) })
        try window.xdotool(["key", "r"])
        #expect(VirtualDisplay.wait(seconds: 30) { lastFrames(5, >) })

        try window.xdotool(["key", "bracketleft"])
        // Wait for the key's frame and twenty more after it.
        #expect(VirtualDisplay.wait(seconds: 30) { window.frames.drop { !$0.events.contains("key [") }.count > 22 })
        let frames = window.frames
        let slowed = frames.drop { !$0.events.contains("key [") }.dropFirst(2).prefix(20)
        // Played backwards, the scene may pass its start and wrap to its loop's end (15 s): that step is the loop's.
        let steps = zip(slowed, slowed.dropFirst()).map { abs($1.time - $0.time) / Double($1.frame - $0.frame) }
        let withinLoop = steps.filter { $0 < 1 }
        #expect(withinLoop.count >= steps.count - 1 && withinLoop.count >= 15, "\(steps)")
        #expect(withinLoop.allSatisfy { abs($0 - 0.5 / 60) < 1e-6 }, "\(steps)")

        let panel = try window.display.pixel(x: origin.x + 1000, y: origin.y + 300)
        try window.xdotool(["key", "i"])
        let hidden = VirtualDisplay.wait(seconds: 30) { (try? window.display.pixel(x: origin.x + 1000, y: origin.y + 300)) != panel }
        #expect(hidden)
        try window.xdotool(["key", "q"])
    }

    @Test("e exports the scene's loop as a GIF in the current folder, showing its progress; Esc stops it and nothing is written")
    func exportAndStop() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let window = try TracedWindow(["demo", "spin"], in: scratch.url)
        defer { window.close() }
        let origin = window.origin
        #expect(window.wait { $0.time > 0.2 })
        // The spin scene's loop is the 20 s an export takes at most: 1 200 frames, long enough to stop half-way.
        let canvas = try window.display.pixel(x: origin.x + 400, y: origin.y + 20)
        try window.xdotool(["key", "e"])
        func files() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? [] }
        #expect(VirtualDisplay.wait(seconds: 60) { files().contains { $0.hasPrefix(".spin.gif.") } }, "\(files())")
        // The progress bar over the canvas: green.
        let progress = VirtualDisplay.wait(seconds: 30) {
            (try? window.display.pixel(x: origin.x + 400, y: origin.y + 20)).map { $0 != canvas && $0[1] > $0[0] + 40 } == true
        }
        #expect(progress, "no progress shown while exporting")
        try window.xdotool(["key", "Escape"])
        #expect(VirtualDisplay.wait(seconds: 60) { files().isEmpty }, "\(files())")
        // The window goes on: scene time moves again after the export stopped.
        let after = window.last?.frame ?? 0
        #expect(window.wait { $0.frame > after + 10 })
        #expect(window.app.isRunning)
        try window.xdotool(["key", "q"])
    }

    @Test("animview scene reloads the file when it changes, and shows a load error over the scene instead of quitting")
    func hotReload() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animview-hot-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let scene =
            ##"{"canvas": {"size": [400, 300], "background": "#FFFFFF"}, "views": [{"id": "box", "frame": [150, 100, 100, 100], "color": "#FF0000"}]}"##
        try Data(scene.utf8).write(to: file)
        let window = try TracedWindow(["scene", file.path])
        defer { window.close() }
        let origin = window.origin
        #expect(
            VirtualDisplay.wait(seconds: 45) {
                (try? colorsClose(window.display.pixel(x: origin.x + 200, y: origin.y + 150), [255, 0, 0])) == true
            })

        try Data(scene.replacingOccurrences(of: "#FF0000", with: "#0000FF").utf8).write(to: file)
        let reloaded = VirtualDisplay.wait(seconds: 45) {
            (try? colorsClose(window.display.pixel(x: origin.x + 200, y: origin.y + 150), [0, 0, 255])) == true
        }
        #expect(reloaded)

        try Data("{ not json".utf8).write(to: file)
        let errorShown = VirtualDisplay.wait(seconds: 45) {
            (try? window.display.pixel(x: origin.x + 30, y: origin.y + 30)).map { $0[0] > 150 && $0[1] < 80 } == true
        }
        #expect(errorShown, "no red error bar over the scene")
        #expect(window.app.isRunning)
        #expect(colorsClose(try window.display.pixel(x: origin.x + 200, y: origin.y + 150), [0, 0, 255]))
        try window.xdotool(["key", "q"])
    }
}
