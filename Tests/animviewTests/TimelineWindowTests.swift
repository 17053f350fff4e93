import AnimKitTestSupport
import Foundation
import Testing

@Suite("The timeline panel in a real window under Xvfb", .serialized)
struct TimelineWindowTests {
    /// The panel's time track in the window: from x = 230 to 1140 − 16, below the 500-high canvas and the 64-high bar.
    func timelineX(_ time: Double, length: Double) -> Int { 230 + Int((894 * time / length).rounded()) }
    let timelineY = 500 + 64 + 60

    @Test("dragging the playhead shows the scene at three times: the trace's time says where, and the canvas changes")
    func dragThePlayhead() throws {
        let window = try TracedWindow(["demo", "dance"])
        defer { window.close() }
        let origin = window.origin
        // Played through once (2.5 s) before anything is touched.
        #expect(VirtualDisplay.wait(seconds: 60) { window.frames.map(\.time).contains { $0 > 2.4 } })

        try window.xdotool(
            ["mousemove", String(origin.x + timelineX(0.3, length: 2.5)), String(origin.y + timelineY), "mousedown", "1"])
        var circles: [Double] = []
        for time in [0.6, 1.5, 2.2] {
            try window.xdotool(["mousemove", String(origin.x + timelineX(time, length: 2.5)), String(origin.y + timelineY)])
            let arrived = window.wait(seconds: 30) { abs($0.time - time) < 0.01 }
            #expect(arrived, "the playhead did not reach \(time) s")
            let circle = window.last?.views.first { $0.name == "circle" }
            circles.append(circle?.x ?? -1)
            // The canvas shows the circle where the trace says it is (the screen may lag the trace by a frame).
            let drawn = VirtualDisplay.wait(seconds: 10) {
                (try? window.display.pixel(x: origin.x + Int(circle?.x ?? 0), y: origin.y + Int(circle?.y ?? 0)))
                    .map { !colorsClose($0, [255, 255, 255]) } == true
            }
            #expect(drawn, "no circle drawn at \(time) s")
        }
        try window.xdotool(["mouseup", "1"])
        #expect(Set(circles).count == 3, "the circle stood still across the seeks: \(circles)")
    }

    @Test("ctrl + wheel zooms the ruler around the pointer: a click then seeks within the stretch shown; shift + wheel moves it along")
    func zoomTheRuler() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        // The spin scene repeats forever: its timeline is the 60 s cap.
        #expect(window.wait { $0.time > 0.5 })
        try window.xdotool(["key", "space"])
        // Four notches in, around the ruler's left edge (0 s): a quarter of it, 0 … 15 s.
        try window.xdotool(["mousemove"] + window.at(230, timelineY) + ["keydown", "ctrl", "click", "--repeat", "4", "4", "keyup", "ctrl"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.filter { $0.hasSuffix(" zoom") }.count == 4 })
        try window.xdotool(["mousemove"] + window.at(timelineX(7.5, length: 15), timelineY) + ["click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 7.5) < 0.02 }, "\(window.last?.time ?? -1)")
        // Four notches along, by an eighth of 15 s each: 7.5 … 22.5 s; the same place on the ruler is now 15 s.
        try window.xdotool(["keydown", "shift", "click", "--repeat", "4", "5", "keyup", "shift"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.filter { $0.hasPrefix("wheel 0 1") }.count == 4 })
        try window.xdotool(["click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 15) < 0.02 }, "\(window.last?.time ?? -1)")
        // The playhead dragged past the ruler's right end (7.5 … 22.5 s) takes the ruler along: later than 22.5 s.
        try window.xdotool(["mousedown", "1"])
        for step in 1...6 { try window.xdotool(["mousemove"] + window.at(1124 + 2 * step, timelineY)) }
        try window.xdotool(["mouseup", "1"])
        #expect(window.wait(seconds: 30) { $0.time > 22.6 }, "\(window.last?.time ?? -1)")
        try window.xdotool(["key", "q"])
    }

    @Test("+ and − zoom the ruler at the playhead, a factor of two a press")
    func zoomWithKeys() throws {
        let window = try TracedWindow(["demo", "spin"])
        defer { window.close() }
        #expect(window.wait { $0.time > 0.5 })
        // Held at 0 s, two presses of + show 0 … 15 s of the 60.
        try window.xdotool(["key", "space", "key", "Home", "key", "equal", "key", "equal"])
        #expect(
            VirtualDisplay.wait(seconds: 30) { window.events.filter { $0 == "key =" }.count == 2 },
            "\(window.events)")
        #expect(window.last?.time == 0)
        try window.xdotool(["mousemove"] + window.at(timelineX(7.5, length: 15), timelineY) + ["click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 7.5) < 0.02 }, "\(window.last?.time ?? -1)")
        // Two presses of − show the whole scene again: the same place is 30 s.
        try window.xdotool(["key", "minus", "key", "minus", "click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 30) < 0.02 }, "\(window.last?.time ?? -1)")
        try window.xdotool(["key", "q"])
    }

    @Test("a scene file saved again keeps the playhead's time: the new scene is shown where the old one was")
    func reloadKeepsThePlayhead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animview-keep-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let scene = ##"""
            {"canvas": {"size": [400, 300], "background": "#FFFFFF"},
             "views": [{"id": "box", "frame": [150, 100, 100, 100], "color": "#FF0000"}],
             "animators": [{"tag": 1, "duration": 20, "curve": "linear", "changes": [{"view": "box", "alpha": 0}]}]}
            """##
        try Data(scene.utf8).write(to: file)
        let window = try TracedWindow(["scene", file.path])
        defer { window.close() }
        #expect(window.wait(seconds: 60) { $0.time > 1.5 })

        try Data(scene.replacingOccurrences(of: "#FF0000", with: "#0000FF").utf8).write(to: file)
        let reloaded = VirtualDisplay.wait(seconds: 45) {
            (window.last?.views.first { $0.name == "box" }.map { _ in true }) == true
                && (try? String(contentsOf: window.trace, encoding: .utf8).contains("#0000FF")) == true
        }
        #expect(reloaded, "the saved file never showed")
        // Scene time carried on from where it was instead of starting again at 0.
        let times = window.frames.map(\.time)
        #expect(times.allSatisfy { $0 > 0 } == false) // it started at 0 once, when the window opened
        #expect((times.last ?? 0) > 1.5, "after the reload the playhead went back to \(times.last ?? 0)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "scene time went backwards across the reload")
    }

    @Test("an animator scrubbed after a seek back plays on from where it was let go: the scene does not snap back to its timeline")
    func scrubAfterASeekBack() throws {
        let window = try TracedWindow(["demo", "interrupt"])
        defer { window.close() }
        let origin = window.origin
        #expect(VirtualDisplay.wait(seconds: 60) { window.frames.map(\.time).contains { $0 > 0.6 } })
        // Paused, back to 0 (a restored checkpoint), the ball's animator scrubbed to 0.7 and let go, then play.
        try window.xdotool(["key", "space", "key", "Home"])
        #expect(window.wait(seconds: 30) { $0.time == 0 })
        let barY = String(origin.y + 532)
        try window.xdotool(["mousemove", String(origin.x + 108 + 211), barY, "mousedown", "1"])
        try window.xdotool(["mousemove", String(origin.x + 108 + 491), barY, "mouseup", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.frames.contains { $0.events.contains("up 599 532") } })
        try window.xdotool(["key", "space"])
        // Past the checkpoint at 0.5 s and on to 0.9 s. A loaded machine may draw its next frame only after the scene
        // loops at 1.2 s: what is looked at is the stretch up to 0.9 s, and it ends where the time goes back.
        #expect(window.wait(seconds: 60) { $0.time > 0.9 })

        let letGo = window.frames.drop { !$0.events.contains("up 599 532") }
        let played = zip(letGo, [letGo.first?.time ?? 0] + letGo.map(\.time)).prefix { $0.0.time <= 0.9 && $0.0.time >= $0.1 }.map(\.0)
        let fractions = played.compactMap { $0.animators.first { $0.tag == 81 }?.fraction }
        #expect(!fractions.isEmpty && fractions.allSatisfy { $0 > 0.6 }, "the animator went back along its timeline: \(fractions)")
        let ball = played.compactMap { $0.views.first { $0.name == "ball" }?.x }
        #expect(zip(ball, ball.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "the ball jumped back: \(ball)")
    }

    @Test("the next scene starts on its timeline even when a click took the last one live: it loops at its end")
    func nextSceneIsNotLive() throws {
        let window = try TracedWindow(["demo", "interrupt"])
        defer { window.close() }
        let origin = window.origin
        #expect(window.wait(seconds: 60) { $0.time > 0.3 })
        // A click in the interrupt scene takes it live; n opens the transitions scene, 2 s long.
        try window.xdotool(["mousemove", String(origin.x + 400), String(origin.y + 250), "click", "1", "key", "n"])
        func afterTheKey() -> [Double] { window.frames.drop { !$0.events.contains("key n") }.map(\.time) }
        let looped = VirtualDisplay.wait(seconds: 60) {
            let times = afterTheKey()
            return zip(times, times.dropFirst()).contains { $1 < $0 - 1 }
        }
        #expect(looped, "the transitions scene never looped: \(afterTheKey().last ?? 0) s")
        #expect(afterTheKey().allSatisfy { $0 <= 2 + 1e-9 })
        try window.xdotool(["key", "q"])
    }
}
