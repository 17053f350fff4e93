import AnimKitTestSupport
import Foundation
import Testing

/// Writing to a disk that fills up, on a real tmpfs of a few kilobytes: an error that names the path (74), and nothing lost.
@Suite(
    "A full disk: 74 with the path and the reason; the file there before kept; frames written stay whole", .serialized,
    .enabled(if: TinyDisk.canMount, "mounting a tmpfs needs root (CI runs as root)"))
struct FullDiskTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../assets/scenes/dance.json").standardizedFileURL.path

    /// Whether `data` is a whole PNG: its signature first and its IEND chunk (with its CRC) last.
    static func isWholePNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            && data.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("render --at over a good PNG on a disk with no room for the new one: 74, the old PNG byte for byte, no temporary file")
    func replacingKeepsTheOldFile() throws {
        let disk = try TinyDisk(kilobytes: 12)
        defer { disk.unmount() }
        let out = disk.path("a.png")
        #expect(try runAnimview(["render", Self.scene, "--at", "0.5", "--out", out]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(Self.isWholePNG(before))

        let run = try runAnimview(["render", Self.scene, "--at", "1.5", "--out", out])

        #expect(run.status == 74)
        #expect(
            run.standardError
                == "animview: cannot write \(out): writing failed: No space left on device (the disk is full); the file there is as it was\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before)
        #expect(disk.names() == ["a.png"])
    }

    @Test("render --frames and demo --headless stop at the first frame that does not fit: 74, every frame written is a whole PNG")
    func framesStopWhole() throws {
        for command in [["render", Self.scene, "--frames", "600"], ["demo", "--headless", "--frames", "600"]] {
            let disk = try TinyDisk(kilobytes: 300)
            defer { disk.unmount() }

            let run = try runAnimview(command + ["--out", disk.path("f")])

            #expect(run.status == 74, "\(run.standardError)")
            let names = disk.names(in: "f")
            #expect(!names.isEmpty && names.count < 600)
            #expect(names.allSatisfy { $0.wholeMatch(of: /frame-\d{4}\.png/) != nil }, "\(names)")
            for name in names { #expect(Self.isWholePNG(try Data(contentsOf: disk.url.appendingPathComponent("f/\(name)"))), "\(name)") }
            let next = String(format: "frame-%04d.png", names.count)
            #expect(run.standardError.contains("cannot write \(disk.path("f/\(next)")): writing failed: No space left on device"))
            #expect(run.standardError.contains("the \(names.count) frames before it are whole in \(disk.path("f"))"))
            #expect(!run.standardOutput.contains("wrote"))
        }
    }

    @Test("plot as PNG and as SVG on a full disk: 74 in animview's words (no Cocoa error), nothing written")
    func plotOnAFullDisk() throws {
        let disk = try TinyDisk(kilobytes: 16)
        defer { disk.unmount() }
        disk.fill()
        for name in ["p.png", "p.svg"] {
            let run = try runAnimview(["plot", Self.scene, "--out", disk.path(name)])

            #expect(run.status == 74)
            #expect(run.standardError.hasPrefix("animview: cannot write \(disk.path(name)): writing failed: No space left on device"))
            #expect(!run.standardError.contains("NSCocoaErrorDomain"))
        }
        #expect(disk.names() == [".filler"])
    }

    @Test("a film on a full disk: ffmpeg's failure said with the disk full (74), no film and no temporary file")
    func filmOnAFullDisk() throws {
        let disk = try TinyDisk(kilobytes: 16)
        defer { disk.unmount() }
        disk.fill()

        // Estimated first: refused before a frame is drawn.
        let estimated = try runAnimview(["render", Self.scene, "--out", disk.path("d.gif"), "--size", "200x125"])
        #expect(estimated.status == 73)
        #expect(estimated.standardError.contains("would take about 189 KB and the disk has 0 bytes free"), "\(estimated.standardError)")

        // Forced: ffmpeg meets the full disk itself.
        let run = try runAnimview(["render", Self.scene, "--out", disk.path("d.gif"), "--size", "200x125", "--force"])

        #expect(run.status == 74, "\(run.standardError)")
        #expect(run.standardError.contains("ffmpeg could not write the gif (it ended with status"))
        #expect(run.standardError.contains("; the disk is full"))
        #expect(!run.standardError.contains("Broken pipe") && !run.standardError.contains("NSCocoaErrorDomain"))
        #expect(disk.names() == [".filler"])
    }

    @Test(
        "--trace and --frame-log on a disk that fills: the window closes with 74 and one sentence; the log ends on a whole line",
        arguments: [["scene", scene, "--trace"], ["demo", "spin", "--frame-log"]])
    func logsOnAFullDisk(command: [String]) throws {
        let display = try VirtualDisplay()
        let disk = try TinyDisk(kilobytes: 12)
        defer { disk.unmount() }
        let log = disk.path("log")

        let run = try runAnimview(command + [log], environment: display.environment)

        #expect(run.status == 74, "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix(
                "cannot write \(log): writing failed: No space left on device (the disk is full); the lines before this frame are in it; the window closed\n"
            ), "\(run.standardError)")
        #expect(!run.standardError.contains("Fatal error"))
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.count > 100 && text.hasSuffix("\n"))
    }

    @Test("play whose cache is on a full disk: 74 with the path and the reason, in animview's words (no Cocoa error)")
    func playCacheOnAFullDisk() throws {
        let disk = try TinyDisk(kilobytes: 16)
        defer { disk.unmount() }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = try scratch.write("Card.swift", "import AnimKit\n")
        try FileManager.default.createDirectory(atPath: disk.path("cache/animview/play"), withIntermediateDirectories: true)
        disk.fill()
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = disk.path("cache")

        let run = try runAnimview(["play", file, "--headless", "--at", "0", "--out", scratch.path("x.png")], environment: environment)

        #expect(run.status == 74)
        #expect(run.standardError.hasPrefix("animview: cannot write \(disk.path("cache/animview/play/"))"), "\(run.standardError)")
        #expect(run.standardError.contains(": No space left on device (the disk is full)"), "\(run.standardError)")
        // One sentence, ending on what became of the file.
        #expect(run.standardError.hasSuffix("; the file there is as it was\n") && run.standardError.split(separator: "\n").count == 1)
    }
}
