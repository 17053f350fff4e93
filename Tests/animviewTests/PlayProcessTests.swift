import AnimKitTestSupport
import Foundation
import Testing

@testable import animview

/// `animview play` and what it starts: stop signals reach the build and the program, a program that never ends is bounded,
/// nothing outlives `play`, and two `play`s of one file keep out of each other's way.
extension PackageBuildingTests {
    @Suite("animview play: its processes", .serialized)
    struct PlayProcessTests {
        /// PlayCommandTests' scene — a square that moves for a second — with `completion` run when it ends and `after` last.
        static func card(completion: String = "", after: String = "") -> String {
            PlayCommandTests.card.replacingOccurrences(
                of: "square.center.x = 180 }", with: "square.center.x = 180 } completion: { _ in \(completion) }") + after + "\n"
        }

        @Test(
            "Ctrl-C stops the first build, a long --headless run, a program that loops forever (killed after 2 s); a time limit ends one with 124; a forked child is stopped; nothing is left running"
        )
        func stopSignals() async throws {
            try await sharedPlayBuildsReady()
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let file = try scratch.write("Card.swift", Self.card())
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = scratch.path("cache")
            let cache = scratch.path("cache")

            // During the first build: swift build is running under the cache folder when the signal comes.
            let building = try RunningAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("a.png")], environment: environment)
            #expect(building.wait(upTo: 60) { !Self.processes(mentioning: cache, except: building.process.processIdentifier).isEmpty })
            let stoppedBuild = building.stop(with: SIGINT)
            #expect(stoppedBuild.status == 130)
            // A new cache: the user is told first that AnimKit is built for play once.
            #expect(
                stoppedBuild.standardOutput.contains("animview: building AnimKit for play, once for this checkout"),
                "\(stoppedBuild.standardOutput)")
            // Alone it stops in well under a second; beside the rest of the suite a compiler job has been seen to take
            // longer than the 10 s allowed, and then the whole tree is killed. Either way nothing is left.
            #expect(
                stoppedBuild.standardError.contains("animview: stopped by SIGINT; swift build stopped")
                    || stoppedBuild.standardError.contains(
                        "animview: stopped by SIGINT; swift build did not stop within 10 s and was killed"),
                "\(stoppedBuild.standardError)")
            #expect(Self.processes(mentioning: cache).isEmpty, "\(Self.processes(mentioning: cache))")
            // From here on the build of AnimKit for play is the one the other tests share.
            try sharePlayHost(into: cache)

            // A long run of frames, once built: stopped between two frames, the frames written kept.
            let frames = try RunningAnimview(
                ["play", file, "--headless", "--frames", "3000", "--out", scratch.path("frames")], environment: environment)
            #expect(frames.wait(upTo: 480) { scratch.names(in: "frames").count > 3 })
            let stoppedFrames = frames.stop(with: SIGTERM)
            #expect(stoppedFrames.status == 143)
            #expect(stoppedFrames.standardError.contains("stopped by SIGTERM; wrote"), "\(stoppedFrames.standardError)")
            #expect(scratch.names(in: "frames").count < 3000)
            #expect(Self.processes(mentioning: cache).isEmpty)

            // The previewer with the build play made, run on its own: a stop signal ends it with 128 + the signal too, not 1.
            let folder = scratch.names(in: "cache/animview/play").first { !$0.hasSuffix(".lock") } ?? ""
            let host = PlayHostPackage(
                cache: URL(fileURLWithPath: cache), animviewRoot: try PlayProject.animviewRoot(environment: environment))
            let direct = Process()
            direct.executableURL = host.executable
            direct.environment = ["ANIMVIEW_PLAY_LIBRARY": scratch.path("cache/animview/play/\(folder)/builds/libPlay-1.so")]
            direct.arguments = ["--headless", "--frames", "3000", "--out", scratch.path("direct")]
            direct.standardOutput = FileHandle.nullDevice
            direct.standardError = FileHandle.nullDevice
            try direct.run()
            #expect(VirtualDisplay.wait(seconds: 60, until: { scratch.names(in: "direct").count > 3 }))
            stopProgram(direct, with: SIGTERM)
            #expect(direct.terminationStatus == 143)

            // A completion that loops forever ignores the signal passed on: killed 2 s later.
            _ = try scratch.write("Card.swift", Self.card(completion: "while true {}"))
            let looping = try RunningAnimview(
                ["play", file, "--headless", "--at", "1.5", "--out", scratch.path("b.png")], environment: environment)
            // Once the program handles SIGINT itself it is past its top-level code (which a signal would simply end).
            #expect(looping.wait(upTo: 120) { Self.programHandlesStopSignals(under: cache) })
            let stoppedLoop = looping.stop(with: SIGINT)
            #expect(stoppedLoop.status == 130)
            #expect(stoppedLoop.standardError.contains("Card.swift did not stop within 2 s and was killed"), "\(stoppedLoop.standardError)")
            #expect(Self.processes(mentioning: cache).isEmpty)

            // Top-level code that never ends, with nobody to press Ctrl-C: the time limit stops it (124), in one sentence.
            _ = try scratch.write("Card.swift", Self.card(after: "while true {}"))
            let bounded = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("c.png"), "--time-limit", "2"], environment: environment)
            #expect(bounded.status == 124)
            #expect(
                bounded.standardError.contains(
                    "animview: Card.swift ran for 2 s without finishing and was stopped; nothing more was written (--time-limit gives it longer)"
                ),
                "\(bounded.standardError)")
            #expect(Self.processes(mentioning: cache).isEmpty)

            // Top-level code that forks a child into a session of its own, looping forever: the program ends after its
            // frame; the child it left (adopted by play) is stopped and named.
            _ = try scratch.write("Card.swift", Self.card(after: "if fork() == 0 { setsid(); while true { usleep(10_000) } }"))
            let forking = try runAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("e.png"), "--time-limit", "30"], environment: environment)
            #expect(forking.status == 0, "\(forking.standardError)")
            #expect(
                forking.standardError.contains("animview: Card.swift left a process running when it ended (PlayHost "),
                "\(forking.standardError)")
            #expect(FileManager.default.fileExists(atPath: scratch.path("e.png")))
            #expect(Self.processes(mentioning: cache).isEmpty, "\(Self.processes(mentioning: cache))")

            // play killed outright (no chance to stop anything): the program goes with it. The plain card: a child the
            // program forked into a session of its own has nobody left to stop it once play is killed, as with any process.
            _ = try scratch.write("Card.swift", Self.card())
            let killed = try RunningAnimview(
                ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("d.png")], environment: environment)
            #expect(killed.wait(upTo: 120) { Self.processes(mentioning: cache).contains { $0.contains("release/PlayHost --headless") } })
            _ = killed.stop(with: SIGKILL)
            #expect(
                VirtualDisplay.wait(seconds: 5, until: { Self.processes(mentioning: cache).isEmpty }),
                "\(Self.processes(mentioning: cache))")
            #expect(!FileManager.default.fileExists(atPath: scratch.path("d.png")))

            // A font that is not installed here (iOS code names Apple's): the window shows the text in the default face and
            // says so once, not a line a frame, and goes on until stopped.
            let display = try VirtualDisplay()
            _ = try scratch.write(
                "Card.swift",
                Self.card(
                    after: "let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30)); label.text = \"hi\"; "
                        + "label.font = UIFont(name: \"No Such Font\", size: 20); container.addSubview(label)"))
            // The display's, and this test's cache still: merged with the display's environment (this process's), a
            // cache the process itself was given (a CI run's XDG_CACHE_HOME) took its place, and the state went there.
            var windowed = environment
            windowed["DISPLAY"] = display.environment["DISPLAY"]
            windowed["WAYLAND_DISPLAY"] = nil
            let state = "\(cache)/animview/play/\(PlayProject.key(for: [URL(fileURLWithPath: file)]))/window-state.json"
            try? FileManager.default.removeItem(atPath: state)
            let fontless = try RunningAnimview(["play", file], environment: windowed)
            // The state is written five times a second once the window's loop runs: frames are being drawn.
            let drawn =
                fontless.wait(upTo: 120) { FileManager.default.fileExists(atPath: state) }
                && fontless.wait(upTo: 5) { (try? Data(contentsOf: URL(fileURLWithPath: state)))?.isEmpty == false }
            let stopped = fontless.stop(with: SIGINT)
            #expect(drawn, "\(stopped.standardError)")
            #expect(stopped.status == 130, "\(stopped.standardError)")
            #expect(
                stopped.standardError.components(separatedBy: "font \"No Such Font\" is not installed here").count == 2,
                "\(stopped.standardError)")
            // It closed because it was stopped, not for a frame it could not draw.
            #expect(stopped.standardError.hasSuffix("animview: stopped by SIGINT; the window closed\n"), "\(stopped.standardError)")
            #expect(stopped.standardError.components(separatedBy: "\n").count == 3, "\(stopped.standardError)")
            #expect(Self.processes(mentioning: cache).isEmpty)
        }

        @Test("two plays of one file at once each build in a folder of their own and both write their frame; a binary or a FIFO is refused")
        func twoAtOnce() async throws {
            try await sharedPlayBuildsReady()
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let file = try scratch.write("Card.swift", Self.card())
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = scratch.path("cache")
            try sharePlayHost(into: scratch.path("cache"))
            let results = Results()
            let shared = environment
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let run = try? runAnimview(
                    ["play", file, "--headless", "--at", "0.5", "--out", scratch.path("\(index).png")], environment: shared)
                results.set(index, run)
            }
            for index in 0..<2 {
                #expect(results.runs[index]?.status == 0, "\(results.runs[index]?.standardError ?? "did not run")")
                #expect(FileManager.default.fileExists(atPath: scratch.path("\(index).png")))
            }
            let folders = scratch.names(in: "cache/animview/play").filter { !$0.hasSuffix(".lock") }
            #expect(folders.count == 2 && folders[1] == folders[0] + "-2", "\(folders)")

            // Not Swift source: refused before anything is generated.
            try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 0xFF]).write(to: URL(fileURLWithPath: scratch.path("Binary.swift")))
            let binary = try runAnimview(
                ["play", scratch.path("Binary.swift"), "--headless", "--at", "0", "--out", scratch.path("x.png")], environment: environment)
            #expect(binary.status == 65)
            #expect(binary.standardError == "animview: \(scratch.path("Binary.swift")) is not Swift source: it is not UTF-8 text\n")
            #expect(mkfifo(scratch.path("Pipe.swift"), 0o644) == 0)
            let fifo = try runAnimview(["play", scratch.path("Pipe.swift")], environment: environment)
            #expect(fifo.status == 66 && fifo.standardError.contains("is not a regular file"), "\(fifo.standardError)")
            #expect(scratch.names(in: "cache/animview/play").filter { !$0.hasSuffix(".lock") } == folders)
        }

        @Test("without a display, play says so at once (69) and builds nothing")
        func noDisplay() throws {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let file = try scratch.write("Card.swift", Self.card())
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = scratch.path("cache")
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
            environment["SDL_VIDEODRIVER"] = nil

            let run = try runAnimview(["play", file], environment: environment)

            #expect(run.status == 69)
            #expect(run.standardError.contains("there is no display to open a window on"))
            #expect(!run.standardOutput.contains("building"))

            // A display that accepts the connection and never answers: the same 5 s limit as demo's, before any build.
            let silent = try SilentListener()
            defer { silent.close() }
            environment["DISPLAY"] = "127.0.0.1:\(silent.port - 6000)"
            let started = Date()
            let hung = try runAnimview(["play", file], environment: environment)
            #expect(hung.status == 69)
            #expect(hung.standardError.contains("did not answer within 5 s"))
            #expect(Date().timeIntervalSince(started) < 10)
            #expect(!hung.standardOutput.contains("building"))
        }
    }
}

/// Two runs' results, set from two threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: AnimviewRun] = [:]

    func set(_ index: Int, _ run: AnimviewRun?) { lock.withLock { stored[index] = run } }
    var runs: [Int: AnimviewRun] { lock.withLock { stored } }
}
