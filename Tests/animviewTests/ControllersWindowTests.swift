import AnimKitTestSupport
import Foundation
import Testing

@Suite("The controllers gallery scene in a real window under Xvfb", .serialized)
struct ControllersWindowTests {
    /// The middle phone's card (indigo) is presented over the lower 60 % of its screen; a drag on it drives its
    /// dismissal through a UIPercentDrivenInteractiveTransition: a short one runs back, a long one dismisses it.
    @Test("the card in the middle phone: a short drag runs back, a long drag past 40 % dismisses it")
    func dragTheCard() throws {
        let window = try TracedWindow(["demo", "controllers"])
        defer { window.close() }
        let origin = window.origin
        func pixel(_ x: Int, _ y: Int) -> [Int] { (try? window.display.pixel(x: origin.x + x, y: origin.y + y)) ?? [] }
        /// Presses at `start` and moves `distance` down, holding on; `release` lets go.
        func drag(from start: (Int, Int), by distance: Int) throws {
            try window.xdotool(["mousemove", String(origin.x + start.0), String(origin.y + start.1), "mousedown", "1"])
            for step in 1...8 {
                try window.xdotool(["mousemove", String(origin.x + start.0), String(origin.y + start.1 + distance * step / 8)])
            }
        }
        func release() throws { try window.xdotool(["mouseup", "1"]) }
        let indigo = [88, 86, 214]
        // Played once (l), the scene stays at its end, the card presented, rather than looping back under the drag.
        #expect(VirtualDisplay.wait(seconds: 45) { !window.frames.isEmpty })
        try window.xdotool(["key", "l"])
        // The card rests over the phone (x 288…512, y 30…470) from y = 206 down: wait until it is there, at rest.
        #expect(VirtualDisplay.wait(seconds: 45) { colorsClose(pixel(400, 212), indigo) }, "\(pixel(400, 212))")
        // 30 of the card's 264 points, slowly: let go, it comes back up over the point 20 below its top.
        try drag(from: (400, 300), by: 30)
        #expect(VirtualDisplay.wait(seconds: 30) { !colorsClose(pixel(400, 220), indigo) }, "the card did not follow the drag")
        try release()
        #expect(VirtualDisplay.wait(seconds: 30) { colorsClose(pixel(400, 220), indigo) }, "\(pixel(400, 220))")
        // 200 points: past 40 %, so it goes; the home screen shows again where the card was.
        try drag(from: (400, 300), by: 200)
        try release()
        #expect(VirtualDisplay.wait(seconds: 30) { !colorsClose(pixel(400, 420), indigo) && !pixel(400, 420).isEmpty })
        #expect(window.app.isRunning)
        try window.xdotool(["key", "q"])
        #expect(VirtualDisplay.wait(seconds: 45) { !window.app.isRunning })
    }
}
