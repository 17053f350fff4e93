import AnimKitTestSupport
import Foundation
import Testing

@Suite("animview demo --headless and without a display")
struct HeadlessDemoTests {
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("animview-\(UUID().uuidString)")
    }

    @Test("renders PNG frames, byte-identical from run to run")
    func framesAreDeterministic() throws {
        let first = temporaryFolder(), second = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }

        let runA = try runAnimview(["demo", "--headless", "--frames", "40", "--out", first.path])
        let runB = try runAnimview(["demo", "--headless", "--frames", "40", "--out", second.path])

        #expect(runA.status == 0 && runB.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(names.count == 40)
        #expect(names.first == "frame-0000.png" && names.last == "frame-0039.png")
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs")
            #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test("needs no display at all, even with DISPLAY pointing nowhere and SDL_VIDEODRIVER asking for X11")
    func noDisplayNeeded() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":4242"
        environment["SDL_VIDEODRIVER"] = "x11"

        let run = try runAnimview(["demo", "bounce", "--headless", "--frames", "3", "--out", folder.path], environment: environment)

        #expect(run.status == 0)
    }

    @Test("without --headless and without a display: one clear sentence and a non-zero exit")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil

        let run = try runAnimview(["demo"], environment: environment)

        #expect(run.status == 69)
        #expect(run.standardError.contains("there is no display to open a window on"))
        #expect(run.standardError.contains("--headless"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("--headless without --frames or --out is refused before any work")
    func headlessNeedsArguments() throws {
        let run = try runAnimview(["demo", "--headless"])

        #expect(run.status != 0)
        #expect(run.standardError.contains("--headless needs --frames N"))
    }

    @Test("an output folder that cannot be created exits 73 and writes nothing")
    func unwritableOutput() throws {
        let run = try runAnimview(["demo", "--headless", "--frames", "3", "--out", "/proc/animview-frames"])

        #expect(run.status == 73)
        #expect(run.standardError.contains("cannot create /proc/animview-frames"))
    }
}
