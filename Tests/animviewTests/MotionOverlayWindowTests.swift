import AnimKitTestSupport
import Foundation
import Testing

@Suite("Motion trails in a real window under Xvfb", .serialized)
struct MotionOverlayWindowTests {
    /// Whether a screen colour is the trail's orange (1, 0.55, 0.1), at 80 % over the canvas or whole on a dot.
    static func isTrail(_ colour: [Int]) -> Bool {
        colour.count == 3 && colour[0] > 200 && colour[1] > 100 && colour[1] < 200 && colour[2] < 130
    }

    @Test(
        "m draws every moving ball's trail through where it was; a click on one ball, or on its animator, follows it alone, over the timeline's zoomed stretch; m again takes it away; g shows its graph, scrubbed and resized"
    )
    func trailsInTheWindow() throws {
        let window = try TracedWindow(["demo", "keyframes"])
        defer { window.close() }
        // Where the linear and cubic balls were at about 0.5 s, then paused later on, away from there.
        #expect(window.wait { $0.time > 0.45 && $0.time < 0.6 })
        let earlier = try #require(window.last)
        #expect(window.wait { $0.time > 1.2 })
        try window.xdotool(["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("key space") })
        let place = { (frame: TraceFrame, name: String) in frame.views.first { $0.name == name }.map { (Int($0.x), Int($0.y)) } }
        let linear = try #require(place(earlier, "linear")), cubic = try #require(place(earlier, "cubic"))
        let screen = { (point: (Int, Int)) in try window.display.pixel(x: window.origin.x + point.0, y: window.origin.y + point.1) }
        #expect(try !Self.isTrail(screen(linear)) && !Self.isTrail(screen(cubic)))

        try window.xdotool(["key", "m"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(linear)).map(Self.isTrail) == true }, "no trail at \(linear)")
        #expect(try Self.isTrail(screen(cubic)))

        // A click on the linear ball where it stands now: its trail alone.
        let now = try #require(window.last.flatMap { place($0, "linear") })
        try window.xdotool(["mousemove"] + window.at(now.0, now.1) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(cubic)).map(Self.isTrail) == false }, "the cubic trail stayed")
        #expect(try Self.isTrail(screen(linear)))
        // Choosing an animator follows what it moves: the inspector's fourth row (its title at y = 34 + 3 × 86 + 14) is
        // the cubic ball's; its first, the linear's again.
        try window.xdotool(["mousemove"] + window.at(840, 306) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(cubic)).map(Self.isTrail) == true }, "choosing cubic did not follow it")
        #expect(try !Self.isTrail(screen(linear)))
        try window.xdotool(["mousemove"] + window.at(840, 48) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(cubic)).map(Self.isTrail) == false }, "choosing linear did not follow it")
        #expect(try Self.isTrail(screen(linear)))
        // Zoomed in to an eighth of the scene at the playhead (past 1.2 s), the trail is that stretch's: not where the
        // ball was at 0.5 s. Zoomed out, the whole scene's again.
        try window.xdotool(["key", "equal", "key", "equal", "key", "equal"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(linear)).map(Self.isTrail) == false }, "the trail kept 0.5 s")
        try window.xdotool(["key", "minus", "key", "minus", "key", "minus"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(linear)).map(Self.isTrail) == true }, "the whole trail did not come back")

        try window.xdotool(["key", "m"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(linear)).map(Self.isTrail) == false }, "the trail stayed after m")

        // g: the graph pane of the ball followed, dark along the canvas's foot (500 high); g again takes it away.
        let foot = (60, 492)
        #expect(try screen(foot).allSatisfy { $0 > 200 })
        try window.xdotool(["key", "g"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(foot))?.allSatisfy { $0 < 80 } == true }, "no graph pane")
        // A press in the plot moves the playhead to the time under it, and a drag carries it: the plot runs from x = 150
        // to 792 (the canvas is 800 wide) over the scene's 2.7 s.
        let length = 2.7
        for x in [471, 300] {
            try window.xdotool(["mousemove"] + window.at(x, 492) + (x == 471 ? ["mousedown", "1"] : []))
            let time = length * Double(x - 150) / 642
            #expect(window.wait(seconds: 20) { abs($0.time - time) < 0.05 }, "the playhead did not follow to \(time) s")
        }
        try window.xdotool(["mouseup", "1"])
        // Its top edge, a row a property that moves (x and y: 2 × 46 + 8 = 100 high, at y = 400), dragged up to 300.
        let higher = (60, 320)
        #expect(try screen(higher).allSatisfy { $0 > 200 })
        try window.xdotool(["mousemove"] + window.at(400, 400) + ["mousedown", "1"])
        try window.xdotool(["mousemove"] + window.at(400, 350))
        try window.xdotool(["mousemove"] + window.at(400, 300))
        try window.xdotool(["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(higher))?.allSatisfy { $0 < 80 } == true }, "the pane did not grow")
        try window.xdotool(["key", "g"])
        #expect(VirtualDisplay.wait(seconds: 20) { (try? screen(foot))?.allSatisfy { $0 > 200 } == true }, "the pane stayed")
    }
}
