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

    @Test("w, then a click on a caption and on a ball: each is outlined and what made and moves it is printed whole")
    func selectableMode() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/animview/Demos/SpringsDemo.swift")
        let lines = try String(contentsOf: demo, encoding: .utf8).components(separatedBy: "\n")
        func place(of text: String, call: String) throws -> String {
            let index = try #require(lines.firstIndex { $0.contains(text) })
            let column = try #require(lines[index].range(of: call)).lowerBound
            return "\(demo.path):\(index + 1):\(lines[index].distance(from: lines[index].startIndex, to: column) + 1)"
        }
        let window = try TracedWindow(["demo", "springs"])
        defer { window.close() }
        // Paused once the balls have settled, where they rest.
        #expect(window.wait { $0.time > 1.3 })
        try window.xdotool(["key", "space", "key", "w"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.events.contains("key w") })
        // The third caption, "ζ = 0.6", under its lane at x = 400.
        try window.xdotool(["mousemove"] + window.at(400, 462) + ["click", "1"])
        let caption = try place(of: "let caption = Label(", call: "Label(")
        #expect(VirtualDisplay.wait(seconds: 30) { window.printed.contains("no animation moves it") })
        #expect(window.printed == "view 8 (UILabel) — made at \(caption)\n  no animation moves it\n")
        let ball = try #require(window.last?.views.first { $0.name == "ζ = 0.6" })
        try window.xdotool(["mousemove"] + window.at(Int(ball.x), Int(ball.y)) + ["click", "1"])
        #expect(VirtualDisplay.wait(seconds: 30) { window.printed.contains("UIViewPropertyAnimator") })
        let made = try place(of: "let ball = View(", call: "View("), animated = try place(of: "dampingRatio: ratio)", call: "(duration")
        #expect(
            window.printed.hasSuffix(
                "ζ = 0.6 (UIView) — made at \(made)\n  animated at \(animated) — ζ = 0.6 · UIViewPropertyAnimator: center\n"),
            "\(window.printed)")
    }
}
