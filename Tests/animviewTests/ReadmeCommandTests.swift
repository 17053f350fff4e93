import AnimKitTestSupport
import Foundation
import Testing

/// Every command the README prints, run as a reader would run it: a command that goes stale fails here. The window's
/// commands run with no display, where they must get as far as the no-display sentence (69): their scene and flags
/// were accepted. The test command is `.ci/run`'s own.
@Suite("The README's commands", .serialized)
struct ReadmeCommandTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        .standardizedFileURL

    /// The commands of the README's `sh` blocks (a line `a && b` is two), comments cut.
    static func shellLines() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        return text.components(separatedBy: "```sh\n").dropFirst().flatMap { block in
            block.components(separatedBy: "```")[0].split(separator: "\n").flatMap { line in
                line.components(separatedBy: "#")[0].components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
    }

    /// `swift run [-c release] animview ARGUMENTS  # comment` → the arguments.
    static func animviewArguments(_ line: String) -> [String]? {
        let command = line.split(separator: " ").map(String.init)
        guard let at = command.firstIndex(of: "animview"), command.prefix(2) == ["swift", "run"] else { return nil }
        return Array(command[(at + 1)...])
    }

    @Test("a newcomer reads it to the end: at most 300 lines")
    func shortEnough() throws {
        let lines = try String(contentsOf: Self.readme, encoding: .utf8).filter { $0 == "\n" }.count
        #expect(lines <= 300, "the README has \(lines) lines: depth goes into the DocC articles")
    }

    @Test("each command is one animview runs, a script that is there, or the test command")
    func everyLineKnown() throws {
        let lines = try Self.shellLines()
        #expect(lines.count >= 6)
        for line in lines {
            if Self.animviewArguments(line) != nil || line == "swift test --traits SnapshotTesting" { continue }
            let script = line.components(separatedBy: " ")[0]
            #expect(FileManager.default.isExecutableFile(atPath: Self.readme.deletingLastPathComponent().path + "/" + script), "\(line)")
        }
    }

    @Test("every animview command runs: headless ones to their end, the window's up to the missing display")
    func commandsRun() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let commands = try Self.shellLines().compactMap(Self.animviewArguments)
        #expect(commands.contains(["demo", "--list"]) && commands.contains(["demo"]))
        for arguments in commands where arguments.first != "play" {
            let run = try runAnimview(arguments, environment: environment, in: scratch.url)
            let opensWindow = !arguments.contains("--list") && !arguments.contains("--headless") && !arguments.contains("--text")
            #expect(run.status == (opensWindow ? 69 : 0), "animview \(arguments.joined(separator: " ")): \(run.standardError)")
        }
        #expect(scratch.names(in: "frames").count == 120)
    }

    @Test("the README's play example, pasted into Screen.swift, draws the card where its animation puts it at 0.5 s")
    func playExample() async throws {
        try await sharedPlayBuildsReady()
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Paste a screen").dropFirst().first)
        let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Screen.swift", code)
        let run = try runAnimview(["play", file, "--headless", "--at", "1.2", "--out", scratch.path("card.png")])
        #expect(run.status == 0, "\(run.standardError)\n\(run.standardOutput)")
        #expect(scratch.names().contains("card.png"))
        // The README's --where line, on the same file: the card, the line that made it and the block that moves it.
        let whereLine = try #require(text.components(separatedBy: "`animview play Screen.swift --headless --where ").dropFirst().first)
        let arguments = ["--where"] + whereLine.components(separatedBy: "`")[0].split(separator: " ").map(String.init)
        let report = try runAnimview(["play", file, "--headless"] + arguments)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(
            report.standardOutput.hasSuffix(
                "view 1 (UIView) — made at \(file):4:12\n  animated at \(file):9:15 — UIView.animate: center, transform\n"),
            "\(report.standardOutput)")
    }
}
