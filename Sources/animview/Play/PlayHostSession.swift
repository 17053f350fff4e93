import AnimKitSDL
import ArgumentParser
import Foundation
import PlayWire

/// What `play` knows of the previewer process it runs: the process and the wire to it (builds and literal values go
/// down, what loaded, the window's state and tuned literals come back), the build it last loaded (where a crash goes
/// back to) and what is on its way.
struct PlayHostSession {
    let runner: PlayRunner
    var child: ChildProcess?
    var wire: WireLink?
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
    /// How many of the window's tuned messages have been written into the files, counted from the window's start.
    var tunedWrites = 0
    /// What a person set in the window, as it last told it (kept for the next window after a crash).
    var windowState: PreviewerState?
    /// Runs each new build's top-level code before the window does.
    let checker: PlayChecker

    var project: PlayProject { runner.project }

    /// A session of `runner`'s, whose first build was compiled from `scans` with design-time literals (`nil`: without).
    init(scans: [LiteralScan]?, runner: PlayRunner) {
        self.runner = runner
        checker = PlayChecker(runner: runner)
        goodScans = scans
        lastScans = scans
    }

    /// Starts the previewer on `library`, with the window's state `restoring` (JSON) put back if given.
    mutating func open(_ library: URL, restoring state: String?) throws {
        // A previewer that went away must not take play with it when play writes to it.
        signal(SIGPIPE, SIG_IGN)
        let (link, end) = try WireLink.pair()
        // The window has its end as its standard input: play's copy goes, so that the window's end is seen.
        defer { close(end) }
        child = try runner.start(library, restoring: state, arguments: [], wire: end)
        opened = library
        wire = link
        started = ProcessInfo.processInfo.systemUptime
        loadedUptime = started
        shown = false
        tunedWrites = 0
        // The literal values it ran with go to it again, and the calls it may tune.
        if !appliedValues.isEmpty { sendValues(appliedValues, serial: 0, tunedWrites: 0) }
        sendTunableCalls()
    }

    /// Notices the previewer loading a build, ending, or not showing in time; true when its window was closed (`play` ends with it).
    mutating func follow() throws -> Bool {
        guard let child else { return false }
        if child.isRunning {
            try hear()
            guard !shown, ProcessInfo.processInfo.systemUptime - started > runner.timeLimit else { return false }
            child.stop()
            self.child = nil
            try say(
                "animview: \(project.name) showed no window within \(Int(runner.timeLimit)) s (does its top-level code loop forever?) and was stopped; save a file to run it again, Ctrl-C to stop"
            )
            return false
        }
        self.child = nil
        try hear()
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
                send(.message("With the \(change), \(said); the last good build runs"))
                return false
            }
            return try reopenAfterCrash(what)
        }
        // The window was closed (q, Esc): play ends with it.
        if status != 0 { throw ExitCode(status) }
        // A window that opened told its state at its first frame; none did.
        guard shown else { throw project.showedNothing(lastScans) }
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
            send(.message("\(when), \(said); the build before it runs"))
            return false
        }
        if ranFor >= Self.probation, let good = lastGood {
            try say("animview: \(what); the window opens again on the same build, as it was")
            try open(good, restoring: lastState)
            send(.message("\(said); the window opened again"))
            return false
        }
        try say("animview: \(what); save a file to run it again, Ctrl-C to stop")
        return false
    }

    /// The window's state as the previewer last told it (JSON), to hand to the next one.
    var lastState: String? {
        windowState.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The scene time the previewer last told.
    var playhead: TimeInterval? { windowState?.playhead }

    /// Sends `message` to the window, if one runs.
    func send(_ message: ToWindow) {
        guard child != nil, let wire else { return }
        wire.send(message)
    }

    /// Sends literal values.
    func sendValues(_ values: [DesignTimeValue], serial: Int, tunedWrites: Int) {
        send(.values(serial: serial, values: values, tunedWrites: tunedWrites))
    }
}
