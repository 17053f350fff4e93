import AnimKitTestSupport
import Foundation
import Testing

/// The grid scene in a real window: a tap on a photo in the compositional grid removes it, the photos after it
/// closing up by the collection view's update animation.
@Suite("animview demo grid in a real window under Xvfb", .serialized)
struct GridWindowTests {
    @Test("played once to its end, the grid shows 14 photos; click the first: 13 stay, the second in its place")
    func tapRemovesPhoto() throws {
        let window = try TracedWindow(["demo", "grid"])
        defer { window.close() }
        // A photo is an 85-point square of the 340-wide grid, inset 2: an 81 × 81 cell, centred 42.5 + 85k in the
        // grid (its content and background views, the same size, are centred 40.5 in the cell).
        func photos(_ frame: TraceFrame) -> [TraceFrame.ViewState] {
            frame.views.filter { $0.width == 81 && $0.height == 81 && !($0.x == 40.5 && $0.y == 40.5) }
        }
        #expect(VirtualDisplay.wait(seconds: 45) { !window.frames.isEmpty })
        try window.xdotool(["key", "l"])
        // The scene adds two photos, removes two and shuffles (its last step at 2.6 s): 14 once nothing animates.
        #expect(
            window.wait { $0.time > 2.6 && $0.animators.isEmpty && photos($0).count == 14 }, "\(window.last.map(photos)?.count ?? -1)")
        // The first photo's middle: 2 + 40.5 into the grid, which stands at (40, 30) on the canvas.
        try window.xdotool(["mousemove"] + window.at(40 + 42, 30 + 42) + ["click", "1"])
        #expect(window.wait(seconds: 30) { photos($0).count == 13 }, "\(window.last.map(photos)?.count ?? -1)")
        // Closed up: a photo sits at the first place again (its centre 42.5, 42.5 in the grid).
        #expect(window.wait(seconds: 30) { photos($0).contains { $0.x == 42.5 && $0.y == 42.5 } && photos($0).count == 13 })
        #expect(window.app.isRunning)
    }
}
