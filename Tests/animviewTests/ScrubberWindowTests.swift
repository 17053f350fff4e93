import AnimKitTestSupport
import Foundation
import Testing

@Suite("The scrubber bar in a real window under Xvfb", .serialized)
struct ScrubberWindowTests {
    @Test("dragging the scrubber pauses the animator and sets fractionComplete to the pointer, frame by frame; release resumes it")
    func scrubWithTheMouse() throws {
        let window = try TracedWindow(["demo", "dance"])
        defer { window.close() }
        let origin = window.origin
        // The track runs from x = 108 to 1140 − 330 = 810 in the bar, which starts at y = 500.
        let trackY = origin.y + 532
        func screenX(_ fraction: Double) -> Int { origin.x + 108 + Int((702 * fraction).rounded()) }

        try window.xdotool(["mousemove", String(screenX(0.3)), String(trackY), "mousedown", "1"])
        for step in 1...6 {
            try window.xdotool(["mousemove", String(screenX(0.3 + 0.05 * Double(step))), String(trackY)])
        }
        let held = window.wait(seconds: 30) { $0.animators.first.map { !$0.running && abs($0.fraction - 0.6) < 0.01 } == true }
        #expect(held, "fractionComplete did not follow the pointer to 0.6")
        // The circle is drawn where the trace says it is, and not where it would end.
        let tracedCircle = window.last?.views.first { $0.name == "circle" }
        // The screen may lag the trace by a frame.
        let shown = VirtualDisplay.wait(seconds: 10) {
            guard
                let atCircle = try? window.display.pixel(x: origin.x + Int(tracedCircle?.x ?? 0), y: origin.y + Int(tracedCircle?.y ?? 0)),
                let atEnd = try? window.display.pixel(x: origin.x + 400, y: origin.y + 250)
            else { return false }
            return !colorsClose(atCircle, [255, 255, 255]) && colorsClose(atEnd, [255, 255, 255])
        }
        #expect(shown, "the circle is not drawn where the trace puts it at 0.6")
        try window.xdotool(["mouseup", "1"])
        let resumed = window.wait(seconds: 30) { $0.animators.first?.running == true }
        #expect(resumed)

        let frames = window.frames
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
        try window.xdotool(["key", "q"])
    }

    @Test("scrubbing an animator that repeats forever moves it within the leg it is in, not millions of seconds on")
    func scrubARepeatingAnimator() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        let origin = window.origin
        // The bar scrubs the newest animator, tile 23's (tag 123): .repeat and .autoreverse, two million legs.
        let legs = 2_000_000.0 // twice View.indefiniteRepeatCount
        func screenX(_ fraction: Double) -> Int { origin.x + 108 + Int((702 * fraction).rounded()) }
        #expect(window.wait(seconds: 60) { $0.time > 1 })

        try window.xdotool(["mousemove", String(screenX(0.3)), String(origin.y + 532), "mousedown", "1"])
        try window.xdotool(["mousemove", String(screenX(0.6)), String(origin.y + 532)])
        func tile23() -> (running: Bool, leg: Double, fraction: Double)? {
            guard let animator = window.last?.animators.first(where: { $0.tag == 123 }) else { return nil }
            let through = animator.fraction * legs
            return (animator.running, through.rounded(.down), through - through.rounded(.down))
        }
        let held = VirtualDisplay.wait(seconds: 30) { tile23().map { !$0.running && abs($0.fraction - 0.6) < 0.01 } == true }
        #expect(held, "tile 23 did not stop 60 % through a leg: \(String(describing: tile23()))")
        // Scene time is a few seconds in and a leg takes 2.15 s: the scrub stays in one of the first legs.
        #expect((tile23()?.leg ?? .infinity) < 5, "\(String(describing: tile23()))")
        try window.xdotool(["mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { tile23()?.running == true })
        try window.xdotool(["key", "q"])
    }

    @Test("the wheel scrolls the inspector and the timeline to animators that do not fit; a click there chooses one for the bar")
    func scrollToAnimatorsThatDoNotFit() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        #expect(window.wait { $0.time > 1 })
        // The inspector shows four of the 24 tiles; four notches down, its first row is tile 4's animator (tag 104).
        try window.xdotool(["mousemove"] + window.at(1000, 200) + ["click", "--repeat", "4", "5"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.filter { $0.hasPrefix("wheel") }.count == 4 })
        try window.xdotool(["mousemove"] + window.at(950, 75) + ["click", "1"])
        #expect(window.animatorOnTheBar() == 104)
        // Past the end it stops at the last four: twenty notches down, the first row is tile 20's.
        try window.xdotool(["mousemove"] + window.at(1000, 200) + ["click", "--repeat", "20", "5"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.filter { $0.hasPrefix("wheel") }.count == 24 })
        try window.xdotool(["mousemove"] + window.at(950, 75) + ["click", "1"])
        #expect(window.animatorOnTheBar() == 120)
        // The timeline's six rows move three a notch: two notches down, its first row is tile 6's.
        try window.xdotool(["mousemove"] + window.at(500, 650) + ["click", "--repeat", "2", "5"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.filter { $0.hasPrefix("wheel") }.count == 26 })
        try window.xdotool(["mousemove"] + window.at(100, 597) + ["click", "1"])
        #expect(window.animatorOnTheBar() == 106)
        try window.xdotool(["key", "q"])
    }

    @Test("all mode scrubs every animator to one scene time, repeating ones a leg at a time, and the thumb follows the pointer")
    func scrubAllRepeatingAnimators() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        let origin = window.origin
        func screenX(_ fraction: Double) -> Int { origin.x + 108 + Int((702 * fraction).rounded()) }
        #expect(window.wait(seconds: 60) { $0.time > 1 })

        try window.xdotool(["key", "a", "mousemove", String(screenX(0.3)), String(origin.y + 532), "mousedown", "1"])
        try window.xdotool(["mousemove", String(screenX(0.7)), String(origin.y + 532)])
        let dragged = "drag \(screenX(0.7) - origin.x) 532"
        #expect(VirtualDisplay.wait(seconds: 30) { window.frames.contains { $0.events.contains(dragged) } })
        // Tile i runs legs of 1 + 0.05·i s after a delay of 0.02·i s, two million legs (.repeat, .autoreverse):
        // each one's motion so far, plus its delay, is the one scene time the bar was dragged to.
        let times = try #require(window.last?.animators).filter { $0.tag >= 100 }.map { animator in
            let tile = Double(animator.tag - 100)
            return animator.fraction * 2_000_000 * (1 + 0.05 * tile) + 0.02 * tile
        }
        #expect(times.count == 24 && times.allSatisfy { abs($0 - times[0]) < 0.01 }, "\(times)")
        #expect(times.allSatisfy { $0 < 20 }, "the scrub sent the tiles far beyond the legs around now: \(times)")
        let thumb = VirtualDisplay.wait(seconds: 10) {
            (try? window.display.pixel(x: screenX(0.7), y: origin.y + 532)).map { colorsClose($0, [255, 255, 255]) } == true
        }
        #expect(thumb, "the bar's thumb is not under the pointer")
        try window.xdotool(["mouseup", "1", "key", "q"])
    }

    @Test("an animator paused on the bar stays paused past the scene's end: the scene goes live instead of looping back")
    func pauseOutlastsTheLoop() throws {
        // The bounce scene is 0.55 s long; its first animator (tag 2) runs for its first 0.1 s.
        let window = try TracedWindow(["demo", "bounce"])
        defer { window.close() }
        let origin = window.origin
        #expect(window.wait(seconds: 60) { $0.time > 0.2 })
        // Held at 0 s, where tag 2 is live however slowly the pointer moves, its animator is paused on the bar; then the scene plays on.
        try window.xdotool(["key", "space", "key", "Home"])
        #expect(window.wait(seconds: 30) { $0.time == 0 && $0.animators.first?.tag == 2 })
        try window.xdotool(["mousemove", String(origin.x + 30), String(origin.y + 532), "click", "1"])
        let paused = window.wait(seconds: 30) { $0.animators.first.map { $0.tag == 2 && !$0.running } == true }
        #expect(paused, "the bar's button did not pause the animator")
        try window.xdotool(["key", "space"])
        let fraction = window.last?.animators.first?.fraction
        // Three times the scene's length later, in scene time.
        let start = window.last?.time ?? 0
        #expect(window.wait(seconds: 60) { $0.time > start + 1.65 })
        let last = try #require(window.last)
        #expect(last.animators.count == 1 && last.animators[0].tag == 2 && !last.animators[0].running, "\(last.animators)")
        #expect(last.animators.first?.fraction == fraction)
        try window.xdotool(["key", "q"])
    }

    @Test("with the scene paused, the bar's ▶ starts its animator and the scene's clock, so that it moves")
    func playButtonMovesTheAnimator() throws {
        let window = try TracedWindow(["demo", "dance"])
        defer { window.close() }
        // The circle's animator is live from 0 s (its delay) to 2.5 s: held at 0 s it is live however slow the machine.
        #expect(window.wait { $0.time > 0.7 })
        try window.xdotool(["mousemove"] + window.at(400, 300) + ["key", "space", "key", "Home"])
        #expect(window.wait(seconds: 30) { $0.time == 0 && $0.animators.first?.tag == 7 })
        try window.xdotool(["mousemove"] + window.at(30, 532) + ["click", "1"])
        #expect(window.wait(seconds: 30) { $0.animators.first.map { !$0.running } == true })
        let held = try #require(window.last?.time)
        try window.xdotool(["click", "1"])
        #expect(window.wait(seconds: 30) { $0.time > held + 0.2 && $0.animators.first?.running == true }, "\(window.last?.time ?? -1)")
        try window.xdotool(["key", "q"])
    }

    @Test("once its animator has ended, the bar's button shows the scene's play state: ❚❚ while it plays on, ▶ when paused")
    func buttonFollowsTheScene() throws {
        let window = try TracedWindow(["demo", "interrupt"])
        defer { window.close() }
        #expect(window.wait { $0.time > 0.2 })
        // A click retargets the ball (the scene goes live); its animator ends 1.2 s later and the scene plays on.
        try window.xdotool(["mousemove"] + window.at(600, 300) + ["click", "1"])
        #expect(window.wait(seconds: 60) { $0.animators.isEmpty && $0.events.isEmpty && $0.time > 2 })
        // The button's middle: the gap between the pause bars, or the play triangle.
        func middle() -> [Int]? { try? window.display.pixel(x: window.origin.x + 30, y: window.origin.y + 532) }
        #expect(VirtualDisplay.wait(seconds: 10) { middle().map { $0[0] < 80 } == true }, "\(middle() ?? [])")
        try window.xdotool(["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 10) { middle().map { $0[0] > 180 } == true }, "\(middle() ?? [])")
        try window.xdotool(["key", "q"])
    }

    @Test("a canvas taller than the display gets a window scaled down to fit, and the pointer still lands in frame pixels")
    func tallCanvasFits() throws {
        let display = try VirtualDisplay() // 1280 × 800
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // A phone's canvas: with the inspector, the bar and the timeline the frame is 715 × 882 pixels.
        let file = try scratch.write(
            "phone.json",
            ##"{"canvas": {"size": [375, 668], "background": "#FFFFFF"}, "views": [{"id": "box", "frame": [100, 100, 100, 100], "color": "#FF0000"}]}"##
        )
        let window = try TracedWindow(["scene", file], on: display)
        defer { window.close() }
        let origin = window.origin
        let geometry = try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview", "getwindowgeometry", "--shell"])
        func value(_ key: String) -> Int {
            geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } ?? 0
        }
        #expect(value("HEIGHT") <= 800 - 48 && value("HEIGHT") > 600, "\(geometry)")
        #expect(origin.y >= 0, "the window's top is off the screen: \(geometry)")
        let scale = Double(value("HEIGHT")) / 882
        #expect(abs(Double(value("WIDTH")) / scale - 715) < 3, "the window's shape changed: \(geometry)")
        // A click where the frame's pixel (30, 700) is shown arrives as (30, 700).
        let x = origin.x + Int((30 * scale).rounded()), y = origin.y + Int((700 * scale).rounded())
        try window.xdotool(["mousemove", String(x), String(y), "click", "1"])
        let arrived = VirtualDisplay.wait(seconds: 30) {
            window.events.contains { event in
                let parts = event.split(separator: " ").compactMap { Int($0) }
                return event.hasPrefix("down") && parts.count == 2 && abs(parts[0] - 30) <= 2 && abs(parts[1] - 700) <= 2
            }
        }
        #expect(arrived, "\(window.events)")
        try window.xdotool(["key", "q"])
    }
}
