import AnimKitTestSupport
import Foundation
import Testing

/// Ctrl-C, SIGTERM and SIGHUP mid-run, and displays that are not there or do not answer.
@Suite("Signals stop long jobs cleanly; a missing display fails fast", .serialized)
struct SignalAndDisplayTests {
    @Test(
        "a signal during demo --headless stops it between frames: frames kept, no partial file, one line, 128 + signal",
        arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM"), (SIGHUP, 129, "SIGHUP"), (SIGQUIT, 131, "SIGQUIT")])
    func signalDuringFrames(signal: Int32, status: Int32, name: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.path("frames")
        let app = try RunningAnimview(["demo", "--headless", "--frames", "100000", "--out", out])
        #expect(app.wait { scratch.names(in: "frames").contains("frame-0003.png") })

        let run = app.stop(with: signal)

        #expect(run.status == status)
        let written = scratch.names(in: "frames")
        #expect(written.allSatisfy { $0.wholeMatch(of: /frame-\d{4}\.png/) != nil })
        #expect(written.count >= 4 && written.count < 100_000)
        #expect(run.standardError.contains("animview: stopped by \(name); wrote \(written.count) of 100000 frames to \(out)"))
    }

    @Test("SIGINT stops render --at on a scene with something to do every frame, with nothing written")
    func signalDuringLongSeek() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // Two animators of a millisecond each that start each other: an event on every frame at 1000 fps, which no seek can skip.
        let scene = try scratch.write(
            "forever.json",
            """
            {"canvas": {"size": [200, 100]},
             "views": [{"id": "dot", "frame": [0, 0, 20, 20], "color": "#FF0000"}],
             "animators": [
               {"tag": 1, "duration": 0.001, "changes": [{"view": "dot", "alpha": 0}], "onComplete": [{"start": 2}]},
               {"tag": 2, "duration": 0.001, "autostart": false, "changes": [{"view": "dot", "alpha": 1}], "onComplete": [{"start": 1}]}]}
            """)
        let app = try RunningAnimview(["render", scene, "--at", "86400", "--fps", "1000", "--out", scratch.path("late.png")])
        usleep(500_000)

        let run = app.stop(with: SIGINT)

        #expect(run.status == 130)
        #expect(run.standardError.contains("stopped by SIGINT; stopped at"))
        #expect(scratch.names() == ["forever.json"])
    }

    @Test("SIGINT stops a long plot while it samples, with nothing written")
    func signalDuringPlot() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // Two views moving for the whole 600 s: 600 001 frames to sample (a minute in a debug build; springs.json goes
        // idle after 1.2 s and its plot holds the rest, done in under half a second).
        let views = (0..<2).map { #"{"id": "v\#($0)", "frame": [\#($0 * 20), 0, 10, 10]}"# }
        let animators = (0..<2).map {
            #"{"tag": \#($0 + 1), "duration": 600, "curve": "linear", "changes": [{"view": "v\#($0)", "center": [400, 400]}]}"#
        }
        let scene = scratch.path("moving.json")
        let json =
            #"{"canvas": {"size": [800, 500]}, "views": [\#(views.joined(separator: ","))], "#
            + #""animators": [\#(animators.joined(separator: ","))]}"#
        try json.write(toFile: scene, atomically: true, encoding: .utf8)
        let app = try RunningAnimview(["plot", scene, "--duration", "600", "--fps", "1000", "--out", scratch.path("plot.png")])
        usleep(500_000)

        let run = app.stop(with: SIGINT)

        #expect(run.status == 130)
        #expect(run.standardError.contains("stopped by SIGINT; sampled"))
        #expect(scratch.names() == ["moving.json"])
    }

    @Test("DISPLAY naming a display with no server fails at once with the no-display sentence (69)")
    func displayWithNoServer() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":87"
        environment["SDL_VIDEODRIVER"] = nil
        let started = Date()

        let run = try runAnimview(["demo"], environment: environment)

        #expect(run.status == 69)
        #expect(run.standardError.contains("there is no display to open a window on (nothing answers at DISPLAY=:87"))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("a display that accepts the connection and never answers fails within the 5 s limit (69)")
    func displayThatNeverAnswers() throws {
        let silent = try SilentListener()
        defer { silent.close() }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = "127.0.0.1:\(silent.port - 6000)"
        environment["SDL_VIDEODRIVER"] = nil
        let started = Date()

        let run = try runAnimview(["demo"], environment: environment)

        #expect(run.status == 69)
        #expect(run.standardError.contains("did not answer within 5 s"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("SIGINT closes the window cleanly: exit 130, the frame log closed and whole")
    func signalClosesWindow() throws {
        let display = try VirtualDisplay()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = try RunningAnimview(["demo", "spin", "--frame-log", scratch.path("frames.log")], environment: display.environment)
        #expect(app.wait { (scratch.text("frames.log")?.split(separator: "\n").count ?? 0) > 10 })

        let run = app.stop(with: SIGINT)

        #expect(run.status == 130)
        #expect(run.standardError.contains("stopped by SIGINT; the window closed"))
        #expect(scratch.text("frames.log")?.hasSuffix("\n") == true)
    }
}

/// A TCP port in the X11 range that accepts connections and never says a word, like a hung X server.
final class SilentListener {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        for candidate in 6_050..<6_150 {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(candidate).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if bound == 0, listen(socket, 8) == 0 {
                port = candidate
                return
            }
        }
        Glibc.close(socket)
        throw CocoaError(.fileWriteUnknown)
    }

    func close() {
        Glibc.close(socket)
    }
}
