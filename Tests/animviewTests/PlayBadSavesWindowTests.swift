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
    /// changes (a build), thirty saves in 0.6 s (one build, of the last), top-level code that never returns (stopped after
    /// 2 s where it cannot hold the window), then a fix.
    func survivesBadSaves(in scratch: ScratchFolder) throws {
        let main = try scratch.write("Themed.swift", Self.themed)
        let theme = try scratch.write("Theme.swift", Self.theme)
        let (display, play, text) = try startPlay([main, theme], scratch: scratch, log: "bad-saves.log")
        defer { VirtualDisplay.kill(play) }
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

        // Top-level code that never returns: stopped after 2 s in the checking process; the window never gets it.
        let good = try String(contentsOfFile: main, encoding: .utf8)
        let window = try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"])
        _ = try scratch.write("Themed.swift", good + "while true {}\n")
        #expect(
            VirtualDisplay.wait(seconds: 30) { text().contains("within 2 s and was stopped; the last good build keeps running") },
            "\(text())")
        #expect(text().contains("Themed.swift's top-level code ran for 2 s without returning and was stopped"), "\(text())")
        #expect(try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]) == window)
        #expect(square() == [52, 199, 89])
        // A literal edit that makes the top-level code loop for ever: stopped where it cannot hold the window either.
        let reloads = count("reloaded in the window")
        _ = try scratch.write("Themed.swift", good + "while false {}\n")
        #expect(VirtualDisplay.wait(seconds: 30) { count("reloaded in the window") == reloads + 1 }, "\(text())")
        _ = try scratch.write("Themed.swift", good + "while true {}\n")
        #expect(VirtualDisplay.wait(seconds: 30) { text().contains("with the new literal values within 2 s") }, "\(text())")
        #expect(try display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]) == window)
        // The good file again: a build (the loop's line goes), and the message with it.
        _ = try scratch.write("Themed.swift", good)
        #expect(VirtualDisplay.wait(seconds: 30) { count("reloaded in the window") == reloads + 2 }, "\(text())")

        // A build that loads and crashes 1.5 s later (work on the process's clock that traps — a `DispatchTime` made
        // beforehand is Dispatch's — which the check of its top-level code cannot see): the window opens again on the
        // build before it, as it was.
        let late =
            "square.backgroundColor = .systemBlue\nlet when = DispatchTime.now() + 1.5\n"
            + "DispatchQueue.main.asyncAfter(deadline: when) { fatalError(\"late\") }\n"
        _ = try scratch.write("Themed.swift", good + late)
        #expect(
            VirtualDisplay.wait(seconds: 60) { text().contains("after the new build loaded, Themed.swift crashed (signal 4)") },
            "\(text())")
        #expect(text().contains("the build before it opens again, as the window was"), "\(text())")
        #expect(VirtualDisplay.wait(seconds: 30) { square() == [52, 199, 89] }, "\(text())")
        // A display link that loops for ever a second after the build loaded: the window's main loop does not come back,
        // its watchdog stops it after 5 s, and the build before it opens again.
        let held =
            "var firstTick: CFTimeInterval?\nlet link = CADisplayLink { link in\n    if firstTick == nil { firstTick = link.timestamp }\n"
            + "    if link.timestamp - (firstTick ?? 0) > 1 { while true {} }\n}\nlink.add(to: .main, forMode: .common)\n"
        _ = try scratch.write("Themed.swift", good + "square.backgroundColor = .systemBlue\n" + held)
        #expect(
            VirtualDisplay.wait(seconds: 90) { text().contains("Themed.swift's window stopped answering and was stopped") }, "\(text())")
        #expect(text().contains("window did not come back to its main loop for 5 s"), "\(text())")
        #expect(VirtualDisplay.wait(seconds: 30) { square() == [52, 199, 89] }, "\(text())")

        // The file as the build before it: its literal values go to the window it runs (no compiler needed).
        let changes = { count("reloaded in the window") + count("literal edit shown") }
        let changesBefore = changes()
        _ = try scratch.write("Themed.swift", good)
        #expect(VirtualDisplay.wait(seconds: 30) { changes() == changesBefore + 1 }, "\(text())")
        let literalEdits = count("literal edit shown")

        // A taller canvas (a literal edit): the window grows by as much, and the panels move down with it.
        let height = { () -> Int? in
            let id = try? display.tool("xdotool", ["search", "--onlyvisible", "--name", "animview"]).split(separator: "\n").first
            let shell = id.flatMap { try? display.tool("xdotool", ["getwindowgeometry", "--shell", String($0)]) } ?? ""
            return shell.split(separator: "\n").first { $0.hasPrefix("HEIGHT=") }.flatMap { Int($0.dropFirst(7)) }
        }
        let before = try #require(height())
        _ = try scratch.write("Themed.swift", good.replacingOccurrences(of: "width: 200, height: 200", with: "width: 200, height: 260"))
        #expect(VirtualDisplay.wait(seconds: 10) { height() == before + 60 }, "\(text())")
        // play says so when the window has answered, which may be just after it has grown.
        #expect(VirtualDisplay.wait(seconds: 10) { count("literal edit shown") == literalEdits + 1 }, "\(text())")
        stopProgram(play, with: SIGINT)
        #expect(play.terminationStatus == 130)
    }
}

extension PackageBuildingTests.PlayCommandTests {
    /// A second file with a global `var`: fine in the Swift 5 language mode (play's default, as a playground's), an
    /// error at the user's own line and column with `--swift6`.
    func languageModes(in scratch: ScratchFolder) throws {
        let main = try scratch.write("Modes.swift", Self.themed)
        let theme = try scratch.write("Theme.swift", Self.theme + "var themesMade = 0\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let five = try runAnimview(
            ["play", main, theme, "--headless", "--at", "0", "--out", scratch.path("five.png")], environment: environment)
        #expect(five.status == 0, "\(five.standardError)")
        let six = try runAnimview(
            ["play", main, theme, "--swift6", "--headless", "--at", "0", "--out", scratch.path("six.png")], environment: environment)
        #expect(six.status == 65)
        // Its own line in the user's file: the copy compiled has two lines before it, and its literals are lookups.
        let line = try String(contentsOfFile: theme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("var themesMade") }.map { $0 + 1 }
        #expect(line == 6)
        #expect(six.standardError.contains("\(theme):6:5: error: var 'themesMade' is not concurrency-safe"), "\(six.standardError)")
    }

    /// `animview bench play`, small: its last line is the one a script reads, every figure in it a number.
    func benchmarkLine(in scratch: ScratchFolder) throws {
        let display = try VirtualDisplay()
        var environment = display.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let run = try runAnimview(["bench", "play", "--edits", "3", "--reloads", "8"], environment: environment)
        #expect(run.status == 0, "\(run.standardError)\n\(run.standardOutput)")
        let last = run.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let fields = last.split(separator: " ").dropFirst().map { $0.split(separator: "=") }
        #expect(last.hasPrefix("play "), "\(run.standardOutput)")
        #expect(
            fields.map { String($0.first ?? "") } == [
                "literal_median_ms", "literal_p95_ms", "body_median_ms", "body_p95_ms", "first_build_s", "rss_growth_mb",
            ])
        #expect(fields.allSatisfy { $0.count == 2 && Double($0[1]) != nil }, "\(last)")
        #expect(run.standardOutput.contains("literal edits (3)") && run.standardOutput.contains("body edits (3)"))
    }
}
