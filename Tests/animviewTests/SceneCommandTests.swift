import AnimKitTestSupport
import Foundation
import Testing

@Suite("render and sample, end to end")
struct SceneCommandTests {
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/scenes")

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("animview-\(UUID().uuidString)-\(name)")
    }

    @Test("render --at writes one PNG of the scene at that time")
    func renderOne() throws {
        let out = temporary("dance.png")
        defer { try? FileManager.default.removeItem(at: out) }

        let run = try runAnimview(["render", assets.appendingPathComponent("dance.json").path, "--at", "3", "--out", out.path])

        #expect(run.status == 0)
        let data = try Data(contentsOf: out)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("render --frames writes a numbered sequence, from a demo or a file, at the size asked")
    func renderFrames() throws {
        let out = temporary("frames")
        defer { try? FileManager.default.removeItem(at: out) }

        let run = try runAnimview(["render", "bounce", "--frames", "5", "--size", "400x250", "--out", out.path])

        #expect(run.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == (0..<5).map { String(format: "frame-%04d.png", $0) })
    }

    @Test("sample prints deterministic JSON lines, one per frame, and CSV")
    func sample() throws {
        let file = assets.appendingPathComponent("dance.json").path
        let first = try runAnimview(["sample", file, "--duration", "1", "--fps", "10"])
        let second = try runAnimview(["sample", file, "--duration", "1", "--fps", "10"])
        let csv = try runAnimview(["sample", file, "--duration", "1", "--fps", "10", "--format", "csv"])

        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        let lines = first.standardOutput.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines[10].contains(#""fraction":0.25"#))
        #expect(csv.standardOutput.hasPrefix("frame,time,kind,id"))
    }

    @Test("without --duration, sample and plot follow a scene to its end; one that repeats forever, to two seconds of its repeats")
    func followTheWholeScene() throws {
        // The bounce scene's last animator ends at 0.55 s: frames 0 … 33 at 60 fps.
        let bounce = try runAnimview(["sample", "bounce"])
        let lines = bounce.standardOutput.split(separator: "\n")
        #expect(bounce.status == 0 && lines.count == 34)
        #expect(lines.last?.contains(#""time":0.55,"#) == true)
        // The spin scene's tiles repeat forever, the last starting at 0.46 s: three seconds, not the 60 s cap.
        let spin = try runAnimview(["sample", "spin", "--fps", "10"])
        #expect(spin.status == 0 && spin.standardOutput.split(separator: "\n").count == 31)
        // A file's chart is titled by the file's name and the time it covers: dance.json ends in the frame after 2.5 s.
        let out = temporary("dance.svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let plot = try runAnimview(["plot", assets.appendingPathComponent("dance.json").path, "--out", out.path])
        #expect(plot.status == 0, "\(plot.standardError)")
        #expect(try String(contentsOf: out, encoding: .utf8).contains(">dance.json: animated properties over 2.52 s</text>"))
    }

    @Test("a bad scene file: one message with file and path, exit 65, no output written")
    func badScene() throws {
        let scene = temporary("bad.json"), out = temporary("out.png")
        try Data(#"{"canvas": {"size": [100, 100]}, "animators": [{"tag": 1, "duration": -2}]}"#.utf8).write(to: scene)
        defer { try? FileManager.default.removeItem(at: scene) }

        let run = try runAnimview(["render", scene.path, "--at", "1", "--out", out.path])

        #expect(run.status == 65)
        #expect(run.standardError == "animview: \(scene.path): animators[0].duration: expected a number from 0 to 86,400, found -2\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("malformed JSON reports line and column, exit 65")
    func malformed() throws {
        let scene = temporary("broken.json")
        try Data("{\n  \"canvas\": \n}".utf8).write(to: scene)
        defer { try? FileManager.default.removeItem(at: scene) }

        let run = try runAnimview(["sample", scene.path])

        #expect(run.status == 65)
        #expect(run.standardError.hasPrefix("animview: \(scene.path):3:"))
    }

    @Test("an unwritable --out exits 73 before any work")
    func unwritable() throws {
        let run = try runAnimview(["render", "dance", "--at", "1", "--out", "/proc/nowhere/frame.png"])

        #expect(run.status == 73)
        #expect(run.standardError.contains("cannot write /proc/nowhere/frame.png"))
    }

    @Test("a missing scene file exits 66")
    func missing() throws {
        let run = try runAnimview(["sample", "/no/such/scene.json"])

        #expect(run.status == 66)
        #expect(run.standardError.contains("cannot read the scene file /no/such/scene.json"))
    }

    @Test("a folder given as the scene exits 66 and says it is a folder, for every command that reads scenes")
    func folderAsScene() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let out = temporary("never.png")
        defer { try? FileManager.default.removeItem(at: out) }
        for arguments in [["sample", folder], ["render", folder, "--at", "0", "--out", out.path], ["scene", folder]] {
            let run = try runAnimview(arguments)
            #expect(run.status == 66, "\(arguments)")
            #expect(run.standardError == "animview: \(folder) is a folder, not a scene file\n", "\(arguments): \(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("plot writes a chart PNG of the animated properties and curves")
    func plot() throws {
        let out = temporary("plot.png")
        defer { try? FileManager.default.removeItem(at: out) }

        let run = try runAnimview(["plot", assets.appendingPathComponent("timeline.json").path, "--out", out.path])

        #expect(run.status == 0)
        let data = try Data(contentsOf: out)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The PNG's height (bytes 20–23 of the IHDR) grows with the number of animated properties: four panels here.
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(height > 4 * 170)
    }

    @Test("plot --format svg: vector lines and axes, text as text, a legend and unit per panel; --property and --view filter")
    func plotSVG() throws {
        let out = temporary("plot.svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runAnimview(["plot", "keyframes", "--duration", "3", "--format", "svg", "--out", out.path])
        #expect(run.status == 0, "\(run.standardError)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">linear · center.x (pt)</text>"))
        #expect(svg.contains(">0.5 s</text>") && svg.contains(">800pt</text>"))
        // A green line where an animator starts (0.2 s after its delay) and a red one where it ends.
        #expect(svg.contains("stroke=\"#34C759\"") && svg.contains("stroke=\"#FF3B30\""))
        let panels = svg.components(separatedBy: " · center.x (pt)</text>").count - 1
        #expect(panels == 5)

        let filtered = try runAnimview([
            "plot", "keyframes", "--duration", "3", "--format", "svg", "--property", "center.x", "--view", "paced", "--out", out.path,
        ])
        #expect(filtered.status == 0)
        let one = try String(contentsOf: out, encoding: .utf8)
        #expect(one.contains(">paced · center.x (pt)</text>") && !one.contains(">linear · center.x (pt)</text>"))
        #expect(one.components(separatedBy: "<polyline").count - 1 == 2, "one series and one timing curve")
        let unknown = try runAnimview(["plot", "keyframes", "--property", "width2", "--out", out.path])
        #expect(unknown.status == 64 && unknown.standardError.contains("no property width2"))

        // Without --format the name chooses; a --format it contradicts is refused.
        let byName = try runAnimview(["plot", "keyframes", "--duration", "1", "--out", out.path])
        #expect(byName.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("<svg"))
        let contradicted = try runAnimview(["plot", "keyframes", "--format", "png", "--out", out.path])
        #expect(contradicted.status == 64 && contradicted.standardError.contains("names a .svg file, but --format is png"))
    }

    @Test("every command explains itself with examples")
    func help() throws {
        for command in ["render", "sample", "plot", "scene"] {
            let run = try runAnimview([command, "--help"])
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("animview \(command)"), "\(command)")
        }
    }
}
