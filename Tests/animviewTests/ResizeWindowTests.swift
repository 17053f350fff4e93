import AnimKitTestSupport
import Foundation
import Testing

@Suite("A resized previewer window lays its panels out anew", .serialized)
struct ResizeWindowTests {
    @Test("made larger, the timeline shows more rows and a longer ruler at full size; back to its size, the first layout returns")
    func resizeLaysOut() throws {
        // A screen with room for the larger window where the 1140 × 714 one opens (centred at 230, 143).
        let window = try TracedWindow(["demo", "spin"], on: VirtualDisplay(width: 1600, height: 1000))
        defer { window.close() }
        #expect(window.wait { $0.time > 0.5 })
        // Keys go to the window under the pointer (no window manager): in it first, then pause the scene.
        try window.xdotool(["mousemove"] + window.at(400, 300) + ["key", "space"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("key space") })
        try window.xdotool(["search", "--name", "animview", "windowsize", "1340", "850"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("resize 1340 850") })
        // The ruler runs from x = 230 to 1340 − 16, under the 500-high canvas and the 64-high bar: 30 s of 60 is x = 777.
        // Scaled instead of laid out, this point would fall in the canvas, and the click would seek nothing.
        try window.xdotool(["mousemove"] + window.at(777, 574) + ["click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 30) < 0.05 }, "\(window.last?.time ?? -1) s")
        // The taller timeline lists rows 1 to 17; the twelfth is tile 11's (scaled, only six rows would show).
        try window.xdotool(["mousemove"] + window.at(100, 564 + 26 + 11 * 16 + 8) + ["click", "1"])
        #expect(window.animatorOnTheBar() == 111)
        // Back to the size it opened at: the ruler ends at x = 1124 again, so 30 s is x = 677.
        try window.xdotool(["key", "Home", "search", "--name", "animview", "windowsize", "1140", "714"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("resize 1140 714") })
        #expect(window.wait(seconds: 30) { $0.time == 0 })
        try window.xdotool(["mousemove"] + window.at(677, 574) + ["click", "1"])
        #expect(window.wait(seconds: 30) { abs($0.time - 30) < 0.05 }, "\(window.last?.time ?? -1) s")
        try window.xdotool(["key", "q"])
    }
}
