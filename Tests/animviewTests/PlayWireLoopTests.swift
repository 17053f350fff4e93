import AnimKitSDL
import AnimKitTestSupport
import Foundation
import PlayWire
import Testing

@testable import animview

/// `play`'s side of the wire against a fake previewer — a few lines of Python standing where play's built previewer
/// goes — so that what play does with each message is tested without a display or a build: the window's first state
/// says it opened, its messages are heard, play's are read as typed messages, the checking process's verdicts
/// (and its crash) come back as such, and a window that closes ends the loop.
@Suite("play and a fake window: the wire's messages, without a display")
struct PlayWireLoopTests {
    /// The fake previewer: as the window it tells a build loaded and its state, logs every message play sends and
    /// answers a load and literal values as the window would; `close` as a message closes it, `tune` sends a tuned
    /// literal back. With `--check` it
    /// answers each check by the build's name: ok, missed, refused, or a crash.
    static let fake = #"""
        #!/usr/bin/env python3
        import json, os, signal, sys, time
        log = open(os.path.join(os.path.dirname(os.path.realpath(sys.argv[0])), "fake.log"), "a", buffering=1)
        def send(message): os.write(0, (json.dumps(message) + "\n").encode())
        def loaded(path, what): send({"loaded": {"_0": {"path": path, "shownAt": time.time(), "seconds": 0.01, "what": what}}})
        stdin = os.fdopen(0, "rb", buffering=0)
        if "--check" in sys.argv:
            for line in iter(stdin.readline, b""):
                path = json.loads(line)["check"]["path"]
                log.write("check " + path + "\n")
                if "crash" in path: os.kill(os.getpid(), signal.SIGSEGV)
                verdict = {"ok": {}} if "ok" in path else {"missed": {}} if "missed" in path else {"refused": {"_0": "it showed nothing"}}
                send({"checked": {"path": path, "verdict": verdict}})
            sys.exit(0)
        STATE = r"""STATE_JSON"""
        library = os.environ["ANIMVIEW_PLAY_LIBRARY"]
        loaded(library, {"build": {}})
        send({"state": {"_0": json.loads(STATE)}})
        for line in iter(stdin.readline, b""):
            log.write(line.decode())
            message = json.loads(line)
            if "load" in message: loaded(message["load"]["path"], {"build": {}})
            if "values" in message: loaded(library, {"values": {"serial": message["values"]["serial"], "applied": True}})
            if message.get("message", {}).get("_0") == "close": sys.exit(0)
            if message.get("message", {}).get("_0") == "tune": send({"tuned": {"_0": [{"key": "0:0", "value": {"float": {"_0": 0.45}}}]}})
        """#

    /// A runner on one file whose previewer is the fake, in `scratch`'s cache; the log of what the fake heard.
    static func runner(in scratch: ScratchFolder) throws -> (PlayRunner, log: URL) {
        let file = try scratch.write("Card.swift", "let duration = 0.6\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        let project = try PlayProject(files: [file], swift6: false, environment: environment)
        let host = PlayHostPackage(cache: project.cache, animviewRoot: project.animviewRoot)
        // Where the first build would have gone.
        try FileManager.default.createDirectory(at: project.buildsFolder, withIntermediateDirectories: true)
        var state = PreviewerState()
        (state.playhead, state.playing, state.selectedAnimator) = (1.25, false, 2)
        let fake = Self.fake.replacingOccurrences(of: "STATE_JSON", with: String(decoding: try JSONEncoder().encode(state), as: UTF8.self))
        try FileManager.default.createDirectory(at: host.productsFolder, withIntermediateDirectories: true)
        try fake.write(to: host.executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: host.executable.path)
        let log = host.productsFolder.appendingPathComponent("fake.log")
        let compiler = PlayCompiler(flags: [], libraries: host.productsFolder, swift6: false, folder: project.buildsFolder)
        let runner = PlayRunner(
            project: project, host: host, compiler: compiler, timeLimit: 30, crashedPreviews: CrashedPreviews(folder: project.folder))
        return (runner, log)
    }

    /// Follows the session until `done` or 30 s.
    static func follow(_ session: inout PlayHostSession, until done: (PlayHostSession) -> Bool) throws -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + 30
        while ProcessInfo.processInfo.systemUptime < deadline {
            if try session.follow() || done(session) { return true }
            _ = session.wire?.waitForMessages(seconds: 0.05)
        }
        return false
    }

    @Test("the window's first state says it opened and is kept; what play sends arrives typed; closing it ends the loop")
    func window() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (runner, log) = try Self.runner(in: scratch)
        var session = PlayHostSession(scans: nil, runner: runner)
        try session.open(URL(fileURLWithPath: scratch.path("libPlay-1.so")), restoring: nil)
        defer { session.child?.stop() }
        #expect(try Self.follow(&session) { $0.shown && $0.lastGood != nil })
        // Its state: kept for the next window, and written where editors read it.
        #expect(session.playhead == 1.25 && session.windowState?.selectedAnimator == 2)
        let written = try JSONDecoder().decode(PreviewerState.self, from: Data(contentsOf: runner.project.stateFile))
        #expect(written == session.windowState)
        #expect(session.lastGood?.lastPathComponent == "libPlay-1.so")
        // On open play sends the calls a drag may tune (none: no design-time build); then a message with a line break.
        session.send(.message("Card.swift:1: error\nsecond line"))
        session.sendValues([DesignTimeValue(key: "0:0", value: .float(0.45))], serial: 3, tunedWrites: 2)
        let said = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(try Self.follow(&session) { _ in said().split(separator: "\n").count >= 3 })
        let heard = said().split(separator: "\n").compactMap {
            try? JSONDecoder().decode(ToWindow.self, from: Data($0.utf8))
        }
        #expect(
            heard == [
                .calls([]), .message("Card.swift:1: error\nsecond line"),
                .values(serial: 3, values: [DesignTimeValue(key: "0:0", value: .float(0.45))], tunedWrites: 2),
            ], "\(said())")
        // Closed: the loop ends, nothing left running.
        session.send(.message("close"))
        #expect(try Self.follow(&session) { _ in false })
        #expect(session.child == nil)
    }

    @Test("play counts the window's tuned messages it has taken, from each window's start, to send with the values it reads")
    func tunedWrites() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (runner, _) = try Self.runner(in: scratch)
        var session = PlayHostSession(scans: nil, runner: runner)
        try session.open(URL(fileURLWithPath: scratch.path("libPlay-1.so")), restoring: nil)
        #expect(try Self.follow(&session) { $0.shown })
        session.send(.message("tune"))
        session.send(.message("tune"))
        #expect(try Self.follow(&session) { $0.tunedWrites == 2 })
        session.send(.message("close"))
        #expect(try Self.follow(&session) { _ in false })
        // The next window counts its own from none.
        try session.open(URL(fileURLWithPath: scratch.path("libPlay-1.so")), restoring: nil)
        defer { session.child?.stop() }
        #expect(session.tunedWrites == 0)
        session.send(.message("tune"))
        #expect(try Self.follow(&session) { $0.tunedWrites == 1 })
    }

    @Test("the checking process's verdicts come back typed; its crash is an end with the signal, and the next check starts it again")
    func checker() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (runner, log) = try Self.runner(in: scratch)
        let checker = PlayChecker(runner: runner)
        let build = { (name: String) in URL(fileURLWithPath: scratch.path(name)) }
        #expect(try checker.check(build("ok.so")) == .ok)
        #expect(try checker.check(build("missed.so"), values: [DesignTimeValue(key: "0:0", value: .integer(2))]) == .missed)
        #expect(try checker.check(build("bad.so")) == .refused("it showed nothing"))
        #expect(try checker.check(build("crash.so")) == .ended(signal: SIGSEGV))
        #expect(try checker.check(build("ok-again.so")) == .ok)
        let checked = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        #expect(checked == ["ok", "missed", "bad", "crash", "ok-again"].map { "check " + scratch.path("\($0).so") })
    }
}
