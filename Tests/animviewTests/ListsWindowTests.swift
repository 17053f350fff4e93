import AnimKitTestSupport
import Foundation
import Testing

/// The lists scene in a real window: the inbox dragged past its end follows the rubber band and springs back; a click
/// on a settings row moves the checkmark there; a row swiped open is deleted by its button.
@Suite("animview demo lists in a real window under Xvfb", .serialized)
struct ListsWindowTests {
    @Test("drag the inbox down from its end: it follows the rubber band, springs back to 0; click Never: the checkmark moves there")
    func dragAndChoose() throws {
        let window = try TracedWindow(["demo", "lists"])
        defer { window.close() }
        func inbox(_ frame: TraceFrame) -> Double? { frame.views.first { $0.name == "inbox" }?.offsetY }
        // Once a frame is drawn, l: the scene plays once and stays at its end, so no loop back to its start can put the
        // checkmark back while the drag and the click take their time (on a loaded machine they took longer than the
        // scene's four seconds, and the click's effect was undone).
        #expect(window.wait { _ in true })
        try window.xdotool(["key", "l"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("key l") }, "\(window.events)")
        // The scene scrolls the inbox to its last row at 3.3 s: 10 rows of 56 under a 28-point header, in 440.
        #expect(window.wait { inbox($0).map { abs($0 - 148) < 0.5 } == true }, "\(window.last.flatMap(inbox) ?? -1)")
        // Down by 240 points, slowly, and held still before the release: no flick, only the stretch.
        try window.xdotool(["mousemove"] + window.at(200, 150) + ["mousedown", "1"])
        for step in 1...12 { try window.xdotool(["mousemove"] + window.at(200, 150 + step * 20)) }
        #expect(window.wait(seconds: 30) { inbox($0).map { $0 < 0 } == true }, "\(window.last.flatMap(inbox) ?? 1)")
        Thread.sleep(forTimeInterval: 0.3)
        try window.xdotool(["mouseup", "1"])
        #expect(window.wait(seconds: 30) { inbox($0) == 0 }, "\(window.last.flatMap(inbox) ?? -1)")
        // "Never" is the fourth choice: a 38-point header over rows of 44, so its row's middle is 38 + 3.5 × 44 down
        // the settings list (at 420, 30 in the window).
        try window.xdotool(["mousemove"] + window.at(530, 30 + 38 + 154) + ["click", "1"])
        #expect(window.wait(seconds: 30) { checkedRowMiddle($0) == 38 + 3.5 * 44 }, "\(window.last.flatMap(checkedRowMiddle) ?? -1)")
        #expect(window.app.isRunning)
    }

    @Test("drag an inbox row 120 points left: it rests open on Delete and Archive; click Delete: the row goes and the list closes up")
    func swipeToDelete() throws {
        let window = try TracedWindow(["demo", "lists"])
        defer { window.close() }
        func inbox(_ frame: TraceFrame) -> Double? { frame.views.first { $0.name == "inbox" }?.offsetY }
        func delete(_ frame: TraceFrame) -> TraceFrame.ViewState? { frame.views.first { $0.name == "Delete" } }
        // Once a frame is drawn, l: the scene plays once and stays at its end, so no loop back to its start can close the
        // row the drag opens (on a busy machine the drag can take longer than the scene's four seconds).
        #expect(window.wait { _ in true })
        try window.xdotool(["key", "l"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("key l") }, "\(window.events)")
        // Ten rows of 56 under a 28-point header in 440: scrolled to the end, 148.
        #expect(window.wait { inbox($0).map { abs($0 - 148) < 0.5 } == true }, "\(window.last.flatMap(inbox) ?? -1)")
        // Slowly, held still before the release: 120 points is past half of the two buttons, short of a full swipe. Each
        // move waits for a frame drawn after the one before, as a hand's would: on a busy machine (CI) moves sent at
        // once all landed in one frame and the drag ended as a tap.
        try window.xdotool(["mousemove"] + window.at(330, 254) + ["mousedown", "1"])
        for step in 1...12 {
            let drawn = window.last?.frame ?? 0
            _ = window.wait(seconds: 10) { $0.frame > drawn }
            try window.xdotool(["mousemove"] + window.at(330 - step * 10, 254))
        }
        Thread.sleep(forTimeInterval: 0.3)
        try window.xdotool(["mouseup", "1"])
        // Delete rests at the row's right edge (the inbox's, 340 wide) at its own width, red's full 74 points at least.
        #expect(
            window.wait(seconds: 30) { delete($0).map { $0.width >= 74 } == true },
            "\(window.last.flatMap(delete).map(\.width) ?? -1); handled: \(window.events.suffix(30))")
        let button = try #require(window.last.flatMap(delete))
        try window.xdotool(["mousemove"] + window.at(40 + 340 - Int(button.width / 2), 254) + ["click", "1"])
        // Nine rows left: the end is 92 down, and no button stays.
        #expect(window.wait(seconds: 30) { inbox($0) == 92 && delete($0) == nil }, "\(window.last.flatMap(inbox) ?? -1)")
        #expect(window.app.isRunning)
    }

    /// Where, down the settings list, the row with the checkmark (its 14-wide accessory) has its middle: the cell is
    /// the nearest 44-point-tall view listed before the mark (views are listed parents first).
    private func checkedRowMiddle(_ frame: TraceFrame) -> Double? {
        let marks = frame.views.indices.filter { frame.views[$0].name == "accessory" && frame.views[$0].width == 14 }
        guard marks.count == 1, let mark = marks.first else { return nil }
        return frame.views[..<mark].last { $0.height == 44 && $0.width == 308 }?.y
    }
}
