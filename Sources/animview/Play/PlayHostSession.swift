import AnimKitSDL
import ArgumentParser
import Foundation

/// What `play` knows of the previewer process it runs: the process and the line it sends builds and literal values
/// down, the build it last loaded (where a crash goes back to) and what is on its way.
struct PlayHostSession {
    let runner: PlayRunner
    var child: ChildProcess?
    var commands: Pipe?
    var started = ProcessInfo.processInfo.systemUptime
    var shown = false
    /// The build the previewer was last started on.
    var opened: URL?
    /// The build the previewer last loaded, and the files' literals as it was compiled with them (when it was).
    var lastGood: URL?
    var goodScans: [LiteralScan]?
    /// The literal values the previewer applied to that build, last.
    var appliedValues: [DesignTimeValue] = []
    /// The build loaded before ``lastGood``, as it ran: where the window goes back to when the newer one crashes soon
    /// after it loaded (a timer that traps a second later), which the check of its top-level code cannot see.
    var earlierGood: (library: URL, scans: [LiteralScan]?, values: [DesignTimeValue])?
    /// When the window last opened or loaded a build (system uptime).
    var loadedUptime: TimeInterval = 0
    /// How long a build must run in the window before a crash is taken for its own (a tap, a drawing) rather than
    /// the new build's: a crash sooner brings back the build before it.
    static let probation: TimeInterval = 10
    /// A build sent to the previewer and not yet loaded, with how it got there.
    var pending: (compilation: PlayCompilation, scans: [LiteralScan]?, saved: Date, seen: Date)?
    /// Literal values sent and not yet applied.
    var pendingValues: (serial: Int, values: [DesignTimeValue], saved: Date, seen: Date)?
    /// A literal edit the previewer could not apply without a build.
    var needsBuild = false
    var number = 1
    /// How long reading the files' literals took at the last save, and what it read.
    var scanSeconds: TimeInterval = 0
    /// How long the last build's check took (``PlayChecker``).
    var checkSeconds: TimeInterval = 0
    var lastScans: [LiteralScan]?
    var literalSerial = 0
    /// The previewer's last word in the loaded file, so that each is heard once.
    var lastReply: String?
    /// How much of the tuned file has been read.
    var tunedRead = 0
    /// Runs each new build's top-level code before the window does.
    let checker: PlayChecker

    var project: PlayProject { runner.project }

    /// A session of `runner`'s, whose first build was compiled from `scans` with design-time literals (`nil`: without).
    init(scans: [LiteralScan]?, runner: PlayRunner) {
        self.runner = runner
        checker = PlayChecker(runner: runner)
        goodScans = scans
        lastScans = scans
        try? FileManager.default.removeItem(at: runner.project.loadedFile)
        try? FileManager.default.removeItem(at: runner.project.tunedFile)
    }

    /// Starts the previewer on `library`, with the window's state `restoring` (JSON) put back if given.
    mutating func open(_ library: URL, restoring state: String?) throws {
        // A previewer that went away must not take play with it when play writes to it.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        child = try runner.start(library, restoring: state, arguments: [], commands: pipe)
        opened = library
        commands = pipe
        started = ProcessInfo.processInfo.systemUptime
        loadedUptime = started
        shown = false
        lastReply = nil
        // The literal values it ran with go to it again, and the calls it may tune.
        if !appliedValues.isEmpty { sendValues(appliedValues, serial: 0) }
        sendTunableCalls()
    }

    /// Notices the previewer loading a build, ending, or not showing in time; true when its window was closed (`play` ends with it).
    mutating func follow() throws -> Bool {
        guard let child else { return false }
        if child.isRunning {
            try noticeReply()
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
        try noticeReply()
        let status = child.process.terminationStatus
        // A crash, or top-level code stopped by the previewer's watchdog (which said so), is a mistake to fix.
        // A window that stopped answering (its main loop held) stopped itself: a mistake of the same kind, said by it.
        let crashed = child.process.terminationReason == .uncaughtSignal
        if crashed || status == ExitStatus.timedOut || status == ExitStatus.stalled {
            let what =
                crashed
                ? project.crashed(signal: status).description
                : status == ExitStatus.stalled
                    ? "\(project.name)'s window stopped answering and was stopped"
                    : "\(project.name)'s top-level code did not return and was stopped"
            // A preview that crashed before its first frame gives way to the file's next one.
            if crashed, !shown, pending == nil, pendingValues == nil, let opened,
                let (name, next) = runner.crashedPreviews.skipAfterCrash()
            {
                FileHandle.standardError.write(Data((CrashedPreviews.sentence(crashed: name, next: next, signal: status) + "\n").utf8))
                checker.restart()
                try open(opened, restoring: nil)
                return false
            }
            if pending != nil || pendingValues != nil, let good = lastGood {
                // The new build or values failed as they loaded: the window opens again on the last good ones, where it was.
                let change = pending != nil ? "new build" : "new literal values"
                if let failed = pending { try? FileManager.default.removeItem(at: failed.compilation.library) }
                pending = nil
                pendingValues = nil
                try say("animview: with the \(change), \(what); the last good build opens again, as the window was")
                try open(good, restoring: lastState)
                let said = what.replacingOccurrences(of: "; Swift says where just above", with: "")
                send("message With the \(change), \(said); the last good build runs")
                return false
            }
            return try reopenAfterCrash(what)
        }
        // The window was closed (q, Esc): play ends with it.
        if status != 0 { throw ExitCode(status) }
        // A window that opened told its state at its first frame; none did.
        guard shown || FileManager.default.fileExists(atPath: project.stateFile.path) else { throw project.showedNothing }
        return true
    }

    /// The window crashed running a build it had loaded: within ``probation`` of loading a new one, the build before
    /// it opens again; later, the same build (the crash was a tap's or a drawing's); a build that crashes again that
    /// soon after it opened waits for a save.
    private mutating func reopenAfterCrash(_ what: String) throws -> Bool {
        let ranFor = ProcessInfo.processInfo.systemUptime - loadedUptime
        let said = what.replacingOccurrences(of: "; Swift says where just above", with: "")
        if ranFor < Self.probation, let earlier = earlierGood {
            (lastGood, goodScans, appliedValues, earlierGood) = (earlier.library, earlier.scans, earlier.values, nil)
            let when = String(format: "%.1f s after the new build loaded", ranFor)
            try say("animview: \(when), \(what); the build before it opens again, as the window was")
            try open(earlier.library, restoring: lastState)
            send("message \(when), \(said); the build before it runs")
            return false
        }
        if ranFor >= Self.probation, let good = lastGood {
            try say("animview: \(what); the window opens again on the same build, as it was")
            try open(good, restoring: lastState)
            send("message \(said); the window opened again")
            return false
        }
        try say("animview: \(what); save a file to run it again, Ctrl-C to stop")
        return false
    }

    /// The window's state as the previewer last told it (JSON), to hand to the next one.
    var lastState: String? {
        try? String(contentsOf: project.stateFile, encoding: .utf8)
    }

    /// The scene time the previewer last told.
    var playhead: TimeInterval? {
        (try? Data(contentsOf: project.stateFile)).flatMap { try? JSONDecoder().decode(PreviewerState.self, from: $0) }?.playhead
    }

    func send(_ line: String) {
        guard child != nil, let commands else { return }
        try? commands.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Sends literal values, as JSON on one line.
    func sendValues(_ values: [DesignTimeValue], serial: Int) {
        guard let json = try? JSONEncoder().encode(values) else { return }
        send("values \(serial) " + String(decoding: json, as: UTF8.self))
    }
}
