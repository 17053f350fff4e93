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

    @Test("dragging the scrubber pauses the animator and sets fractionComplete to the pointer, frame by frame; release resumes it")
    func scrubWithTheMouse() throws {
        let display = try VirtualDisplay()
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let (app, origin) = try launch(["demo", "dance", "--trace", trace.path], on: display)
        defer { VirtualDisplay.kill(app) }
        // The track runs from x = 108 to 1140 − 330 = 810 in the bar, which starts at y = 500.
        let trackY = origin.y + 532
        func screenX(_ fraction: Double) -> Int { origin.x + 108 + Int((702 * fraction).rounded()) }

        try display.tool("xdotool", ["mousemove", String(screenX(0.3)), String(trackY), "mousedown", "1"])
        for step in 1...6 {
            try display.tool("xdotool", ["mousemove", String(screenX(0.3 + 0.05 * Double(step))), String(trackY)])
        }
        let held = VirtualDisplay.wait(seconds: 30) {
            (try? readTrace(trace).last?.animators.first.map { !$0.running && abs($0.fraction - 0.6) < 0.01 }) == true
        }
        #expect(held, "fractionComplete did not follow the pointer to 0.6")
        // The circle is drawn where the trace says it is, and not where it would end.
        let tracedCircle = try readTrace(trace).last?.views.first { $0.name == "circle" }
        // The screen may lag the trace by a frame.
        let shown = VirtualDisplay.wait(seconds: 10) {
            guard let atCircle = try? display.pixel(x: origin.x + Int(tracedCircle?.x ?? 0), y: origin.y + Int(tracedCircle?.y ?? 0)),
                let atEnd = try? display.pixel(x: origin.x + 400, y: origin.y + 250)
            else { return false }
            return !colorsClose(atCircle, [255, 255, 255]) && colorsClose(atEnd, [255, 255, 255])
        }
        #expect(shown, "the circle is not drawn where the trace puts it at 0.6")
        try display.tool("xdotool", ["mouseup", "1"])
        let resumed = VirtualDisplay.wait(seconds: 30) { (try? readTrace(trace).last?.animators.first?.running) == true }
        #expect(resumed)

        let frames = try readTrace(trace)
        let scrubbed = frames.filter { $0.animators.first.map { !$0.running } == true }
        #expect(!scrubbed.isEmpty)
        // While paused, the fraction only ever took values the pointer gave: 0.30, 0.35 … 0.60.
        let fractions = Set(scrubbed.compactMap { $0.animators.first.map { ($0.fraction * 100).rounded() } })
        #expect(fractions.isSubset(of: Set(stride(from: 30.0, through: 60.0, by: 5.0))), "\(fractions.sorted())")
        // A linear scrub (scrubsLinearly, the default) to 0.6 puts the circle 60 % of the way from x = 80 to 400.
        if let last = scrubbed.last, let circle = last.views.first(where: { $0.name == "circle" }) {
            #expect(abs(circle.x - (80 + 320 * 0.6)) < 1)
        }
        // Latency: in the very frame that handled a drag to x, fractionComplete is already the fraction under x.
        let drags = frames.filter { $0.events.contains { $0.hasPrefix("drag ") } }
        #expect(!drags.isEmpty)
        for frame in drags {
            guard let drag = frame.events.last(where: { $0.hasPrefix("drag ") }), let x = Double(drag.split(separator: " ")[1]),
                let fraction = frame.animators.first?.fraction
            else { continue }
            #expect(abs(fraction - (x - 108) / 702) < 0.002, "frame \(frame.frame): \(drag) → \(fraction)")
        }
        // The overlays never appear in the trace: only the scene's two views.
        #expect(frames.allSatisfy { $0.views.map(\.name) == ["canvas", "circle"] })
        try display.tool("xdotool", ["key", "q"])
    }

    @Test("scrubbing an animator that repeats forever moves it within the leg it is in, not millions of seconds on")
    func scrubARepeatingAnimator() throws {
        let display = try VirtualDisplay()
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("animview-trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: trace) }
        let (app, origin) = try launch(["demo", "spin", "--trace", trace.path], on: display)
        defer { VirtualDisplay.kill(app) }
        // The bar scrubs the newest animator, tile 23's (tag 123): .repeat and .autoreverse, two million legs.
        let legs = 2_000_000.0 // twice View.indefiniteRepeatCount
        func screenX(_ fraction: Double) -> Int { origin.x + 108 + Int((702 * fraction).rounded()) }
        #expect(VirtualDisplay.wait(seconds: 60) { (try? readTrace(trace).last.map { $0.time > 1 }) == true })

        try display.tool("xdotool", ["mousemove", String(screenX(0.3)), String(origin.y + 532), "mousedown", "1"])
        try display.tool("xdotool", ["mousemove", String(screenX(0.6)), String(origin.y + 532)])
        func tile23() -> (running: Bool, leg: Double, fraction: Double)? {
            guard let animator = try? readTrace(trace).last?.animators.first(where: { $0.tag == 123 }) else { return nil }
            let through = animator.fraction * legs
            return (animator.running, through.rounded(.down), through - through.rounded(.down))
        }
        let held = VirtualDisplay.wait(seconds: 30) { tile23().map { !$0.running && abs($0.fraction - 0.6) < 0.01 } == true }
        #expect(held, "tile 23 did not stop 60 % through a leg: \(String(describing: tile23()))")
        // Scene time is a few seconds in and a leg takes 2.15 s: the scrub stays in one of the first legs.
        #expect((tile23()?.leg ?? .infinity) < 5, "\(String(describing: tile23()))")
        try display.tool("xdotool", ["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { tile23()?.running == true })
        try display.tool("xdotool", ["key", "q"])
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
