import AnimKitTestSupport
import Foundation
import Testing

@Suite("From an animator in the window to its line, under Xvfb", .serialized)
struct CallSiteWindowTests {
    @Test("the inspector names each animator's file and line; a click on it prints path:line:column, the form editors open")
    func clickPrintsTheLocation() throws {
        // The springs scene makes its five animators on one line of its file.
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/animview/Demos/SpringsDemo.swift")
        let lines = try String(contentsOf: demo, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("PropertyAnimator(duration: 1.2, dampingRatio: ratio)") })
        let call = try #require(lines[index].range(of: "PropertyAnimator("))
        // Swift's `#column` default: the call's opening parenthesis.
        let column = lines[index].distance(from: lines[index].startIndex, to: call.upperBound)
        let expected = "\(demo.path):\(index + 1):\(column)"

        let window = try TracedWindow(["demo", "springs"])
        defer { window.close() }
        #expect(window.wait { $0.animators.count == 5 })
        #expect(window.printed.isEmpty)
        // The first row's state line (the inspector starts at x = 800; the row's second line at y = 60 … 76), right of
        // "active · running", where the call site is written.
        try window.xdotool(["mousemove"] + window.at(1000, 68) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.printed.contains("\n") }, "nothing printed")
        #expect(window.printed == expected + "\n")
        // A click on the row's title selects it and prints nothing more.
        try window.xdotool(["mousemove"] + window.at(840, 48) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("down 840 48") })
        #expect(window.printed == expected + "\n")
    }
}
