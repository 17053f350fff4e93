import AnimKitSDL
import ArgumentParser
import Foundation

/// What `play` knows of the previewer process it runs: the process, the line it sends builds down, the build it last
/// loaded (where a crash goes back to) and the build on its way.
struct PlayHostSession {
    let runner: PlayRunner
    var child: ChildProcess?
    private var commands: Pipe?
    private var started = ProcessInfo.processInfo.systemUptime
    private var shown = false
    /// The build the previewer last loaded.
    private var lastGood: URL?
    /// A build sent to the previewer and not yet loaded, with how it got there.
    private var pending: (compilation: PlayCompilation, saved: Date, seen: Date)?
    private var number: Int

    private var project: PlayProject { runner.project }

    init(library: URL, runner: PlayRunner) {
        self.runner = runner
        number = 1
        try? FileManager.default.removeItem(at: runner.project.loadedFile)
    }

    /// Starts the previewer on `library`, with the window's state `restoring` (JSON) put back if given.
    mutating func open(_ library: URL, restoring state: String?) throws {
        // A previewer that went away must not take play with it when play writes to it.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        child = try runner.start(library, restoring: state, arguments: [], commands: pipe)
        commands = pipe
        started = ProcessInfo.processInfo.systemUptime
        shown = false
    }

    /// Notices the previewer loading a build, ending, or not showing in time; true when its window was closed (`play` ends with it).
    mutating func follow() throws -> Bool {
        guard let child else { return false }
        if child.isRunning {
            try noticeLoad()
            if !shown { shown = FileManager.default.fileExists(atPath: project.stateFile.path) }
            guard !shown, ProcessInfo.processInfo.systemUptime - started > runner.timeLimit else { return false }
            child.stop()
            self.child = nil
            try say(
                "animview: \(project.name) showed no window within \(Int(runner.timeLimit)) s (does its top-level code loop forever?) and was stopped; save a file to run it again, Ctrl-C to stop"
            )
            return false
        }
        self.child = nil
        try noticeLoad()
        let status = child.process.terminationStatus
        // A crash, or top-level code stopped by the previewer's watchdog (which said so), is a mistake to fix.
        if child.process.terminationReason == .uncaughtSignal || status == ExitStatus.timedOut {
            let what = child.process.terminationReason == .uncaughtSignal ? project.crashed(signal: status).description : "it was stopped"
            if let failed = pending, let good = lastGood {
                // The new build failed as it loaded: the window opens again on the last good one, where it was.
                pending = nil
                try? FileManager.default.removeItem(at: failed.compilation.library)
                try say("animview: the new build of \(what); the last good build opens again, as the window was")
                try open(good, restoring: lastState)
                send(
                    "message The new build of \(what.replacingOccurrences(of: "; Swift says where just above", with: "")); the last good build runs"
                )
                return false
            }
            try say("animview: \(what); save a file to run it again, Ctrl-C to stop")
            return false
        }
        // The window was closed (q, Esc): play ends with it.
        if status != 0 { throw ExitCode(status) }
        // A window that opened told its playhead at its first frame; none did.
        guard shown || FileManager.default.fileExists(atPath: project.stateFile.path) else { throw project.showedNothing }
        return true
    }

    /// Compiles the files after a save; a good build goes to the window, a failed one is shown over the scene.
    mutating func rebuild() throws {
        let seen = Date()
        let copies: [URL]
        do {
            copies = try project.write()
        } catch let error as PlayError {
            try say("animview: \(error.description); \(child == nil ? "save again once it is fixed" : "the last good build keeps running")")
            return
        }
        number += 1
        let compilation = try runner.compiler.compile(copies, number: number, keeping: lastGood)
        let build = compilation.build, library = compilation.library
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            let first = build.errors.first?.split(separator: "\n").first.map(String.init) ?? "the build failed"
            let summary =
                "\(PlayRunner.shortened(first)) (\(build.errors.count) error\(build.errors.count == 1 ? "" : "s"); the last good build runs)"
            send("message " + summary.replacingOccurrences(of: "\n", with: "\\n"))
            let running = child == nil ? "save again once it is fixed" : "the last good build keeps running"
            try say(String(format: "animview: the build failed in %.2f s; %@", build.seconds, running))
            return
        }
        if child != nil {
            send("load " + library.path)
            // When the save landed: the latest modification of the files.
            let saved = project.modificationDates().compactMap { $0 }.max() ?? seen
            pending = (compilation, Swift.min(saved, seen), seen)
        } else {
            // No window (the last one crashed): one opens on the new build, where the last was.
            try open(library, restoring: lastState)
            try say(String(format: "animview: compiled in %.2f s; the window opens again, as it was", build.seconds))
        }
    }

    /// The build the previewer says it loaded last: a pending one that arrived is told, with how long it took from the save.
    private mutating func noticeLoad() throws {
        guard let text = try? String(contentsOf: project.loadedFile, encoding: .utf8) else { return }
        let parts = text.split(separator: "\n")
        guard let path = parts.first.map(String.init), path != lastGood?.path else { return }
        lastGood = URL(fileURLWithPath: path)
        guard let pending, pending.compilation.library.path == path else { return }
        self.pending = nil
        let loadedAt = parts.dropFirst().first.flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) } ?? Date()
        let loading = parts.dropFirst(2).first.flatMap { Double($0) } ?? 0
        let milliseconds = { (seconds: TimeInterval) in Int((seconds * 1000).rounded()) }
        try say(
            "animview: reloaded in the window \(milliseconds(loadedAt.timeIntervalSince(pending.saved))) ms after the save "
                + "(seen \(milliseconds(pending.seen.timeIntervalSince(pending.saved))), compiled \(milliseconds(pending.compilation.compileSeconds)), "
                + "linked \(milliseconds(pending.compilation.linkSeconds)), loaded \(milliseconds(loading)) ms), "
                + String(format: "at %.2f s", playhead ?? 0))
    }

    /// The window's state as the previewer last told it (JSON), to hand to the next one.
    private var lastState: String? {
        try? String(contentsOf: project.stateFile, encoding: .utf8)
    }

    /// The scene time the previewer last told.
    private var playhead: TimeInterval? {
        (try? Data(contentsOf: project.stateFile)).flatMap { try? JSONDecoder().decode(PreviewerState.self, from: $0) }?.playhead
    }

    private func send(_ line: String) {
        guard child != nil, let commands else { return }
        try? commands.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }
}
