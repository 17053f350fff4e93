import AnimKitTestSupport
import Foundation
import Testing

/// `render --format gif|apng|mp4|webm`: films through ffmpeg, whole or not at all.
@Suite("Exporting films through ffmpeg", .serialized)
struct ExportTests {
    @Test("each format has its container's signature; the same scene twice gives the same GIF and APNG bytes")
    func formats() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var bytes: [String: Data] = [:]
        for format in ["gif", "apng", "mp4", "webm"] {
            let out = scratch.path("bounce.\(format)")
            let run = try runAnimview(["render", "bounce", "--format", format, "--size", "401x251", "--out", out])
            #expect(run.status == 0, "\(format): \(run.standardError)")
            #expect(run.standardOutput.contains("wrote \(out)"))
            bytes[format] = try Data(contentsOf: URL(fileURLWithPath: out))
        }
        #expect(bytes["gif"]?.starts(with: Data("GIF89a".utf8)) == true)
        #expect(bytes["apng"]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(bytes["apng"].map { $0.range(of: Data("acTL".utf8)) != nil } == true, "an animated PNG carries an acTL chunk")
        #expect(bytes["mp4"].map { $0.count > 12 && $0[4..<8] == Data("ftyp".utf8) } == true)
        #expect(bytes["webm"]?.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) == true)
        for format in ["gif", "apng"] {
            let again = scratch.path("again.\(format)")
            #expect(try runAnimview(["render", "bounce", "--format", format, "--size", "401x251", "--out", again]).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == bytes[format], "\(format) bytes differ between two runs")
        }
        #expect(scratch.names().allSatisfy { !$0.hasSuffix(".partial") })
    }

    @Test("no ffmpeg, a range after the scene's end, a folder, an unknown format, --at with a film: each a clear error and nothing written")
    func badInput() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.path("dance.gif")
        var noFFmpeg = ProcessInfo.processInfo.environment
        noFFmpeg["PATH"] = "/nonexistent"
        let missing = try runAnimview(["render", "dance", "--format", "gif", "--out", out], environment: noFFmpeg)
        #expect(missing.status == 69 && missing.standardError.contains("ffmpeg is not on PATH"))
        let late = try runAnimview(["render", "dance", "--format", "gif", "--from", "3", "--out", out])
        #expect(late.status == 64 && late.standardError.contains("after the scene's end"))
        let folder = try runAnimview(["render", "dance", "--format", "mp4", "--out", scratch.url.path])
        #expect(folder.status == 73)
        #expect(try runAnimview(["render", "dance", "--format", "avi", "--out", out]).status == 64)
        #expect(try runAnimview(["render", "dance", "--format", "gif", "--at", "1", "--out", out]).status == 64)
        #expect(scratch.names().isEmpty)
    }

    @Test("ffmpeg that ends at once (a size it refuses): its own last lines and 70, not a broken pipe; no film, no temporary file")
    func ffmpegEndsEarly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // Reads nothing and fails as ffmpeg does for a picture size it cannot encode.
        try FileManager.default.createDirectory(atPath: scratch.path("bin"), withIntermediateDirectories: false)
        let fake = try scratch.write(
            "bin/ffmpeg",
            "#!/bin/sh\necho '[rawvideo] Picture size 16384x16384 is invalid' >&2\necho 'Error opening input file pipe:0.' >&2\nexit 1\n")
        chmod(fake, 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = scratch.path("bin") + ":/usr/bin:/bin"

        let run = try runAnimview(["render", "dance", "--out", scratch.path("d.gif")], environment: environment)

        #expect(run.status == 70)
        #expect(
            run.standardError
                == "animview: ffmpeg could not write the gif (it ended with status 1: [rawvideo] Picture size 16384x16384 is invalid / Error opening input file pipe:0.)\n"
        )
        #expect(scratch.names() == ["bin"])
    }

    @Test("a film far beyond the machine's memory is refused before ffmpeg starts (73), with the estimate; nothing written")
    func filmTooBig() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }

        // 3.6 million frames of 4000 × 4000: hundreds of terabytes held while the palette is made.
        let run = try runAnimview([
            "render", "dance", "--fps", "1000", "--to", "3600", "--size", "4000x4000", "--out", scratch.path("a.gif"),
        ])

        #expect(run.status == 73)
        #expect(
            run.standardError.contains("animview: a 3600000-frame GIF of 4000×4000 needs about 230.4 TB of memory"), "\(run.standardError)")
        #expect(scratch.names().isEmpty)
    }

    @Test("without --format the output's extension chooses it; a --format the name contradicts is refused, nothing written")
    func formatFromTheName() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let gif = try runAnimview(["render", "dance", "--to", "0.2", "--out", scratch.path("dance.GIF")])
        #expect(gif.status == 0, "\(gif.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path("dance.GIF"))).starts(with: Data("GIF89a".utf8)))
        let apng = try runAnimview(["render", "dance", "--format", "apng", "--to", "0.2", "--out", scratch.path("dance.png")])
        #expect(apng.status == 0, "an animated PNG may end in .png: \(apng.standardError)")

        let contradicted = try runAnimview(["render", "dance", "--format", "gif", "--out", scratch.path("dance.mp4")])
        #expect(contradicted.status == 64)
        #expect(contradicted.standardError.contains("names a .mp4 file, but --format is gif"), "\(contradicted.standardError)")
        let stillAFrame = try runAnimview(["render", "dance", "--at", "1", "--out", scratch.path("frame.webm")])
        #expect(stillAFrame.status == 64 && stillAFrame.standardError.contains("a webm takes --from and --to"))
        #expect(Set(scratch.names()) == ["dance.GIF", "dance.png"])
    }

    @Test("Ctrl-C mid-export stops ffmpeg and leaves no file, not even a partial one")
    func interrupted() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let running = try RunningAnimview(["render", "stress", "--format", "mp4", "--to", "30", "--out", scratch.path("stress.mp4")])
        // Once ffmpeg has begun the temporary file, the export is under way.
        #expect(running.wait(until: { scratch.names().contains { $0.hasSuffix(".partial") } }))
        let run = running.stop(with: SIGINT)
        #expect(run.status == 130)
        #expect(run.standardError.contains("was not written"), "\(run.standardError)")
        #expect(scratch.names().isEmpty, "\(scratch.names())")
    }
}
