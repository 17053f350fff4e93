import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

extension PackageBuildingTests.PlayCommandTests {
    /// Two files: the scene, and a theme it uses whose colour is three literals.
    nonisolated static let themed = """
        import AnimKit
        import PlaygroundSupport

        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        canvas.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 20, y: 130, width: 40, height: 40))
        square.backgroundColor = Theme().accent
        canvas.addSubview(square)
        PlaygroundPage.current.liveView = canvas

        """
    nonisolated static let theme = """
        import AnimKit

        struct Theme {
            var accent = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }

        """

    /// Saves as editors and people make them: a literal edit in the second file (no compiler), a literal whose type
    /// changes (a build), thirty saves in 0.6 s (one build, of the last), top-level code that never returns (stopped,
    /// the last good build opens again), then a fix.
    func survivesBadSaves(in scratch: ScratchFolder) throws {
        let main = try scratch.write("Themed.swift", Self.themed)
        let theme = try scratch.write("Theme.swift", Self.theme)
        let display = try VirtualDisplay()
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let log = scratch.path("bad-saves.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let play = Process()
        play.executableURL = animviewExecutable()
        play.arguments = ["play", main, theme]
        play.environment = environment
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        play.standardOutput = handle
        play.standardError = handle
        try play.run()
        defer { VirtualDisplay.kill(play) }
        let text = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        let count = { (phrase: String) in text().components(separatedBy: phrase).count - 1 }
        #expect(VirtualDisplay.wait(seconds: 120) { (try? display.windowOrigin(named: "animview")) != nil }, "\(text())")
        let origin = try display.windowOrigin(named: "animview")
        // Below where a message over the scene goes.
        let square = { try? display.pixel(x: origin.x + 40, y: origin.y + 150) }
        #expect(VirtualDisplay.wait(seconds: 10) { square() == [255, 0, 0] })

        // Two literals of the second file: the previewer runs the same build with them, no compiler.
        _ = try scratch.write(
            "Theme.swift", Self.theme.replacingOccurrences(of: "red: 1, green: 0, blue: 0", with: "red: 0, green: 0, blue: 1"))
        #expect(VirtualDisplay.wait(seconds: 10) { square() == [0, 0, 255] }, "\(text())")
        #expect(count("literal edit shown") == 1 && count("reloaded in the window") == 0, "\(text())")

        // `blue: 1` → `blue: 1.0`: an integer literal becomes a float one, which only the compiler may judge.
        _ = try scratch.write(
            "Theme.swift", Self.theme.replacingOccurrences(of: "red: 1, green: 0, blue: 0", with: "red: 0, green: 0, blue: 1.0"))
        #expect(VirtualDisplay.wait(seconds: 30) { count("reloaded in the window") == 1 }, "\(text())")
        #expect(square() == [0, 0, 255])

        // Thirty saves 20 ms apart, each a line longer; the last also turns the square green.
        for index in 0..<30 {
            let lines = (0...index).map { "let extra\($0) = \($0)" }.joined(separator: "\n")
            let last = index == 29 ? "square.backgroundColor = .systemGreen\n" : ""
            _ = try scratch.write("Themed.swift", Self.themed + lines + "\n" + last)
            usleep(20_000)
        }
        #expect(VirtualDisplay.wait(seconds: 30) { square() == [52, 199, 89] }, "\(text())")
        usleep(500_000)
        #expect((2...4).contains(count("reloaded in the window")), "\(text())")

        // Top-level code that never returns: stopped after 5 s, the window opens again on the last good build.
        let good = try String(contentsOfFile: main, encoding: .utf8)
        _ = try scratch.write("Themed.swift", good + "while true {}\n")
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("the last good build opens again") }, "\(text())")
        #expect(text().contains("Themed.swift's top-level code ran for 5 s without returning and was stopped"), "\(text())")
        #expect(VirtualDisplay.wait(seconds: 30) { square() == [52, 199, 89] }, "\(text())")
        // The file as the good build was made from: no compiler, the same build runs again (and the message goes).
        _ = try scratch.write("Themed.swift", good)
        #expect(VirtualDisplay.wait(seconds: 30) { count("literal edit shown") == 2 }, "\(text())")
        kill(play.processIdentifier, SIGINT)
        play.waitUntilExit()
        #expect(play.terminationStatus == 130)
    }
}
