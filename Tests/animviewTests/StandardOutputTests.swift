import AnimKitTestSupport
import Foundation
import Testing

/// What animview prints must arrive, or the command says it did not: a full disk and a closed stream are errors (74).
@Suite("Standard output: a full or closed stream is an error (74); a reader that has gone ends quietly")
struct StandardOutputTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../assets/scenes/dance.json").standardizedFileURL.path

    /// Runs animview through the shell, so that standard output can be redirected as a person would.
    func shell(_ command: String) throws -> AnimviewRun {
        try runProgram(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command],
            environment: ProcessInfo.processInfo.environment.merging(["ANIMVIEW": animviewExecutable().path]) { $1 })
    }

    @Test(
        "sample, demo --list and demo --text into /dev/full: 74 and one sentence",
        arguments: ["sample \(scene)", "sample \(scene) --format csv", "demo --list", "demo --text"])
    func fullStandardOutput(arguments: String) throws {
        let run = try shell("\"$ANIMVIEW\" \(arguments) > /dev/full")

        #expect(run.status == 74)
        #expect(run.standardError == "animview: cannot write to standard output: No space left on device (the disk is full)\n")
    }

    @Test("sample with standard output closed: 74, and nothing meant for it lands in a file animview opens")
    func closedStandardOutput() throws {
        let run = try shell("\"$ANIMVIEW\" sample \(Self.scene) >&-")

        #expect(run.status == 74)
        #expect(run.standardError == "animview: cannot write to standard output: it is closed\n")
    }

    @Test("sample | head -1: the first line whole, and not a word on standard error")
    func readerGoesAway() throws {
        let run = try shell("\"$ANIMVIEW\" sample \(Self.scene) --duration 600 --fps 1000 | head -1")

        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("{\"animators\"") && run.standardOutput.hasSuffix("}\n"))
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test(
        "demo options that do not go together are refused (64) instead of ignored",
        arguments: [
            ["--headless", "--text", "--frames", "2", "--out", "f"], ["--text", "--out", "f"], ["--list", "--headless"],
            ["--headless", "--frames", "2", "--out", "f", "--trace", "t"],
        ])
    func contradictoryDemoOptions(arguments: [String]) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }

        let run = try runAnimview(["demo"] + arguments, in: scratch.url)

        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("Error: "))
        #expect(scratch.names().isEmpty)
    }
}
