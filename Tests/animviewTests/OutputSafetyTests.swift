import AnimKitTestSupport
import Foundation
import Testing

/// Every path a person might give as `--out`, and what animview must leave alone.
@Suite("Output paths: nothing is removed or replaced that animview did not make")
struct OutputSafetyTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../assets/scenes/dance.json").standardizedFileURL.path
    /// The same scene's text, for a copy a test may lose.
    static var sceneText: String { (try? String(contentsOfFile: scene, encoding: .utf8)) ?? "" }

    @Test(
        "render --at refuses '.', '..', '', a trailing slash and an existing folder (exit 73), and every file stays",
        arguments: [".", "..", "", "sub/", "FOLDER"])
    func folderAsOutputFile(out: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("mine.txt", "mine")
        try FileManager.default.createDirectory(atPath: scratch.path("sub"), withIntermediateDirectories: false)
        try scratch.write("sub/keep.txt", "keep")
        let target = out == "FOLDER" ? scratch.path("sub") : out

        let run = try runAnimview(["render", Self.scene, "--at", "0.5", "--out", target], in: scratch.url.appendingPathComponent("sub"))

        #expect(run.status == 73)
        #expect(run.standardError.hasPrefix("animview: cannot write "))
        #expect(scratch.names() == ["mine.txt", "sub"])
        #expect(scratch.names(in: "sub") == ["keep.txt"])
        #expect(scratch.text("mine.txt") == "mine")
    }

    @Test("a device, a named pipe and a link to a folder are refused by name; the device is still a device")
    func specialFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.path("pipe"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: scratch.url.path)

        let device = try runAnimview(["render", Self.scene, "--at", "0.5", "--out", "/dev/null"])
        let pipe = try runAnimview(["render", Self.scene, "--at", "0.5", "--out", scratch.path("pipe")])
        let link = try runAnimview(["plot", Self.scene, "--out", scratch.path("link")])

        #expect(device.status == 73 && device.standardError.contains("it is a device"))
        #expect(pipe.status == 73 && pipe.standardError.contains("it is a named pipe"))
        #expect(link.status == 73 && link.standardError.contains("it is a folder (through a symbolic link"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(scratch.names() == ["link", "pipe"])
    }

    @Test("a regular file is replaced whole; a link to a file keeps the link and replaces its target; no temporary file stays")
    func regularFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // An earlier render's PNG (its signature, then anything).
        try (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("earlier".utf8))
            .write(to: URL(fileURLWithPath: scratch.path("old.png")))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.png"), withDestinationPath: "old.png")

        let run = try runAnimview(["render", Self.scene, "--at", "0.5", "--out", scratch.path("link.png")])

        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link.png")) == "old.png")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.path("old.png")))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(scratch.names() == ["link.png", "old.png"])
    }

    @Test("--out naming a scene file or anything else animview does not write: refused (73), the file kept byte for byte")
    func foreignFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let scene = try scratch.write("scene.json", Self.sceneText)
        try scratch.write("notes.txt", "keep me")
        for out in [scene, scratch.path("notes.txt")] {
            let run = try runAnimview(["render", scene, "--at", "0.5", "--out", out, "--format", "png"])
            #expect(run.status == 73 && run.standardError.contains("does not replace"), "\(run.standardError)")
        }
        #expect(scratch.text("scene.json") == Self.sceneText && scratch.text("notes.txt") == "keep me")
        #expect(scratch.names() == ["notes.txt", "scene.json"])
    }

    @Test("a frames folder must be new or empty; --reuse allows one that holds only frames; foreign files are never touched")
    func framesFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("mine.txt", "mine")

        let intoCurrent = try runAnimview(["render", Self.scene, "--frames", "2", "--out", "."], in: scratch.url)
        let fresh = try runAnimview(["render", Self.scene, "--frames", "2", "--out", scratch.path("a/b")])
        let again = try runAnimview(["render", Self.scene, "--frames", "2", "--out", scratch.path("a/b")])
        let reused = try runAnimview(["render", Self.scene, "--frames", "3", "--out", scratch.path("a/b"), "--reuse"])
        let reusedForeign = try runAnimview(["demo", "--headless", "--frames", "2", "--out", scratch.url.path, "--reuse"])

        #expect(intoCurrent.status == 73 && intoCurrent.standardError.contains("the folder is not empty (it holds mine.txt)"))
        #expect(fresh.status == 0)
        #expect(again.status == 73 && again.standardError.contains("already holds 2 frame files"))
        #expect(reused.status == 0)
        #expect(scratch.names(in: "a/b") == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(reusedForeign.status == 73)
        #expect(scratch.names() == ["a", "mine.txt"])
    }

    @Test("a bad scene or bad arguments create nothing: no folder, no file")
    func nothingBeforeValidation() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bad = try scratch.write("bad.json", "{ \"canvas\": ")

        let badScene = try runAnimview(["render", bad, "--frames", "2", "--out", scratch.path("frames")])
        let badFrames = try runAnimview(["demo", "--headless", "--frames", "100000000", "--out", scratch.path("frames")])
        let badTicks = try runAnimview(["bench", "engine", "--count", "1", "--ticks", "9223372036854775807"])

        #expect(badScene.status == 65)
        #expect(badFrames.status != 0 && badFrames.standardError.contains("between 1 and 100000"))
        #expect(badTicks.status != 0 && badTicks.standardError.contains("--ticks must be between 1 and 100000"))
        #expect(scratch.names() == ["bad.json"])
    }

    @Test("a frame log with absurd frame numbers is a clear error (65), not a trap")
    func absurdFrameLog() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let log = try scratch.write("frames.log", "frame target_ms actual_ms\n0 0 0\n9223372036854775807 1 1\n-9223372036854775808 2 2\n")

        let run = try runAnimview(["bench", "pacing", log])

        #expect(run.status == 65)
        #expect(run.standardError.contains("not a frame log line (index from 0 to 1000000000"))
    }

    /// The process ID of a process that has ended: what a leftover of a killed run carries.
    static func endedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("what a killed run was writing (.frame-0001.png.PID.partial, .a.png.PID.partial) is removed; one whose writer still runs is not")
    func leftoversOfAKilledRun() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let dead = try Self.endedProcess()
        #expect(try runAnimview(["render", Self.scene, "--frames", "2", "--out", scratch.path("f")]).status == 0)
        try scratch.write("f/.frame-0001.png.\(dead).partial", "half a frame")

        let reused = try runAnimview(["render", Self.scene, "--frames", "2", "--out", scratch.path("f"), "--reuse"])

        #expect(reused.status == 0, "\(reused.standardError)")
        #expect(scratch.names(in: "f") == ["frame-0000.png", "frame-0001.png"])

        // A leftover alone makes the folder empty for a new run; one of a live writer (this test) is someone else's.
        try scratch.write("g/.frame-0000.png.\(dead).partial", "half")
        try scratch.write("h/.frame-0000.png.\(getpid()).partial", "being written")
        #expect(try runAnimview(["render", Self.scene, "--frames", "1", "--out", scratch.path("g")]).status == 0)
        #expect(scratch.names(in: "g") == ["frame-0000.png"])
        let live = try runAnimview(["render", Self.scene, "--frames", "1", "--out", scratch.path("h")])
        #expect(live.status == 73 && live.standardError.contains("the folder is not empty"))
        #expect(scratch.names(in: "h") == [".frame-0000.png.\(getpid()).partial"])

        try scratch.write(".a.png.\(dead).partial", "half a PNG")
        #expect(try runAnimview(["render", Self.scene, "--at", "0", "--out", scratch.path("a.png")]).status == 0)
        #expect(scratch.names() == ["a.png", "f", "g", "h"])
    }
}
