import AnimKit
import AnimKitSDL
import Foundation

/// A program `play` starts — `swift build`, or the user's program — which `play` stops on every way out.
///
/// Foundation starts each child in a process group of its own, so a terminal's
/// Ctrl-C reaches only `play`; `play` passes a stop signal on to the whole group and
/// to every process below it (``ProcessTree``), waits ``grace`` seconds, then kills them. An `atexit` handler does the same
/// for every child still running, however `play` ends (an error, a signal, the window
/// closed), and then takes away the builds' temporary folders (``BuildScratchFolders``). The user's program also watches `play` itself (``parentVariable``), so
/// that even a `play` killed outright takes it along.
final class ChildProcess: @unchecked Sendable {
    /// How long a user's program has to stop after a signal before its group is killed.
    static let programGrace: TimeInterval = 2
    /// The environment variable that hands a child `play`'s process ID (see `PlaygroundSupport`'s parent watch).
    static let parentVariable = "ANIMVIEW_PLAY_PARENT"

    let process = Process()
    /// Signalled when the program ends, so a wait returns the moment it does.
    private let ended = DispatchSemaphore(value: 0)
    /// What the program is, in a sentence ("Card.swift", "swift build").
    let name: String
    /// How long it has to stop after a signal before its group is killed: swift build gets longer, to cancel its compiler
    /// jobs (each in a process group of its own, which killing swift build's group would leave running).
    let grace: TimeInterval

    private static let running = Locked<Set<pid_t>>([])
    /// Held while a program starts, and while leftovers are looked for and signalled.
    private static let launching = Locked(())
    private static let exitHandler: Void = { atexit { ChildProcess.stopAll() } }()

    /// Starts `executable` with `arguments`; `configure` sets its environment and pipes first.
    init(
        _ name: String, executable: URL, arguments: [String], grace: TimeInterval = programGrace, configure: (Process) -> Void = { _ in }
    ) throws(PlayError) {
        self.name = name
        self.grace = grace
        _ = Self.exitHandler
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[Self.parentVariable] = String(getpid())
        process.environment = environment
        configure(process)
        process.terminationHandler = { [ended] _ in ended.signal() }
        let failure: (any Error)? = Self.launching.withLock { [process] _ in
            do { try process.run() } catch { return error }
            let identifier = process.processIdentifier
            _ = Self.running.withLock { $0.insert(identifier) }
            return nil
        }
        if let failure { throw PlayError("cannot start \(name): \(failure.localizedDescription)", code: ExitStatus.unavailable) }
    }

    var isRunning: Bool { process.isRunning }

    /// Waits for the program to end (returning the moment it does) and says how it ended, checking fifty times a second for a stop signal (``Interrupted``:
    /// the signal passed on, the group stopped) and for `limit` seconds having passed (``TimedOut``: the group stopped).
    ///
    /// `cancel` is asked as often: when it says yes, the group is stopped and ``Cancelled`` thrown (a newer save came).
    func wait(limit: TimeInterval? = nil, cancel: () -> Bool = { false }) throws -> Process.TerminationReason {
        let started = ProcessInfo.processInfo.systemUptime
        var lastSweep: TimeInterval?
        while process.isRunning {
            // Ended, but something it started keeps it open (a forked child holds what Foundation watches for its end):
            // swept again every half second while that lasts, so one look that came too early is not the last.
            let now = ProcessInfo.processInfo.systemUptime
            if lastSweep.map({ now - $0 >= 0.5 }) ?? true, !ProcessTree.anyRunning([process.processIdentifier]) {
                lastSweep = now
                Self.stopLeftovers(of: name)
            }
            if cancel() {
                stop(passing: SIGTERM)
                throw Cancelled()
            }
            if let signal = StopSignals.pending {
                let forced = stop(passing: signal)
                throw Interrupted(
                    signal: signal, progress: forced ? "\(name) did not stop within \(Int(grace)) s and was killed" : "\(name) stopped"
                )
            }
            if let limit, ProcessInfo.processInfo.systemUptime - started > limit {
                stop(passing: SIGTERM)
                throw TimedOut(name: name, seconds: limit)
            }
            if ended.wait(timeout: .now() + 0.02) == .success { break }
        }
        process.waitUntilExit()
        if lastSweep == nil { Self.stopLeftovers(of: name) }
        forget()
        return process.terminationReason
    }

    /// Stops what the program left running when it ended — its forked children, which `play` adopted when it ended
    /// (``ProcessTree/leftovers(known:)``) — and says so on standard error.
    private static func stopLeftovers(of name: String) {
        guard ProcessTree.adoptsOrphans else { return }
        // Under the lock that starting a program takes: a program just started is never taken for a leftover.
        let left = launching.withLock { _ in
            let left = ProcessTree.leftovers(known: running.withLock { $0 })
            for pid in left.keys { kill(pid, SIGTERM) }
            return left
        }
        guard !left.isEmpty else { return }
        let pids = Set(left.keys)
        let deadline = ProcessInfo.processInfo.systemUptime + 1
        while ProcessTree.anyRunning(pids) && ProcessInfo.processInfo.systemUptime < deadline { usleep(10_000) }
        for pid in pids where ProcessTree.anyRunning([pid]) { kill(pid, SIGKILL) }
        let gone = ProcessInfo.processInfo.systemUptime + 1
        while ProcessTree.anyRunning(pids) && ProcessInfo.processInfo.systemUptime < gone { usleep(10_000) }
        ProcessTree.reap(pids)
        let named = left.sorted { $0.key < $1.key }.map { "\($0.value.name) \($0.key)" }.joined(separator: ", ")
        let count = left.count == 1 ? "a process" : "\(left.count) processes"
        FileHandle.standardError.write(Data("animview: \(name) left \(count) running when it ended (\(named)); stopped\n".utf8))
    }

    /// Passes `signal` to the program's group, waits at most ``grace`` seconds, then kills the group; returns whether it had to.
    @discardableResult
    func stop(passing signal: Int32 = SIGTERM) -> Bool {
        defer { forget() }
        let forced = Self.stop(group: process.processIdentifier, passing: signal, grace: grace)
        Self.stopLeftovers(of: name)
        return forced
    }

    private func forget() {
        let identifier = process.processIdentifier
        _ = Self.running.withLock { $0.remove(identifier) }
    }

    /// Passes `signal` to `group` and to every process below its leader (compiler jobs in groups of their own), waits at most
    /// `grace` seconds for all of them to go, then kills what is left; returns whether it had to.
    private static func stop(group: pid_t, passing signal: Int32, grace: TimeInterval) -> Bool {
        var below = ProcessTree.descendants(of: group)
        guard kill(-group, signal) == 0 || ProcessTree.anyRunning(below) else { return false }
        for pid in below { kill(pid, signal) }
        let deadline = ProcessInfo.processInfo.systemUptime + grace
        // Gone once Foundation has reaped the leader, nothing else is left in its group, and nothing below it runs.
        while ProcessInfo.processInfo.systemUptime < deadline {
            // A job started after the signal (the build had not seen it yet) is told too.
            for pid in ProcessTree.descendants(of: group) where below.insert(pid).inserted { kill(pid, signal) }
            if kill(-group, 0) != 0 && !ProcessTree.anyRunning(below) { return false }
            usleep(20_000)
        }
        below.formUnion(ProcessTree.descendants(of: group))
        kill(-group, SIGKILL)
        for pid in below { kill(pid, SIGKILL) }
        // SIGKILL cannot be refused, but a process takes a moment to go; play ends only after them.
        let gone = ProcessInfo.processInfo.systemUptime + 1
        while ProcessTree.anyRunning(below) && ProcessInfo.processInfo.systemUptime < gone { usleep(10_000) }
        return true
    }

    /// Stops every child still running: what `play` leaves behind on its way out.
    static func stopAll() {
        for group in running.withLock({ $0 }) { _ = stop(group: group, passing: SIGTERM, grace: programGrace) }
        running.withLock { $0 = [] }
        stopLeftovers(of: "a program play ran")
        BuildScratchFolders.removeAll()
    }
}

/// A program that ran past its time limit and was stopped.
struct TimedOut: Error, CustomStringConvertible {
    let name: String
    let seconds: TimeInterval

    var description: String { "\(name) ran for \(Int(seconds)) s without finishing and was stopped" }
}

/// A build given up because a newer save came while it ran.
struct Cancelled: Error {}
