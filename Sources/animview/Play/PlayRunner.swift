import AnimKitSDL
import ArgumentParser
import Foundation
import PlayWire

/// Runs the user's build in the previewer process and, while its window is open, compiles every save and loads it
/// into that same window at the playhead's time.
struct PlayRunner {
    let project: PlayProject
    let host: PlayHostPackage
    let compiler: PlayCompiler
    /// How long the program may take: to its end with `--headless`, to its window's first frame otherwise.
    let timeLimit: TimeInterval
    /// The file's previews that crashed before they were drawn: skipped from then on.
    let crashedPreviews: CrashedPreviews

    /// Runs `library`'s program with `arguments` to its end (headless work); returns its exit status, or says that it crashed.
    ///
    /// A stop signal is passed on to it (``Interrupted``); one that runs past ``timeLimit`` is stopped (status 124).
    ///
    /// A preview that crashes before it is drawn gives way to the file's next one (``CrashedPreviews``).
    func runToEnd(_ library: URL, arguments: [String]) throws -> Int32 {
        while true {
            let program = try start(library, restoring: nil, arguments: arguments, wire: nil)
            let reason: Process.TerminationReason
            do {
                reason = try program.wait(limit: timeLimit)
            } catch let timedOut as TimedOut {
                throw PlayError("\(timedOut); nothing more was written (--time-limit gives it longer)", code: ExitStatus.timedOut)
            }
            let status = program.process.terminationStatus
            guard reason == .uncaughtSignal else { return status }
            guard let (crashed, next) = crashedPreviews.skipAfterCrash() else { throw project.crashed(signal: status) }
            FileHandle.standardError.write(Data((CrashedPreviews.sentence(crashed: crashed, next: next, signal: status) + "\n").utf8))
        }
    }

    /// Opens the window on `library` and follows the files until the window closes (status 0) or a stop signal comes (128 + it).
    ///
    /// A save that changed only literals goes to the window as values, any other is compiled, run first where it cannot
    /// hurt the window (``PlayChecker``) and loaded into it (``PlayHostSession``); a compile error, a crash or top-level
    /// code that does not return is shown over the scene while the last good build runs on. A crash in the window
    /// itself (later: a tap, a drawing) opens it again on the last good build, as it was. A file that disappears (an
    /// editor that deletes before it writes) is waited for. The previewer is stopped on every way out.
    func watch(first library: URL, scans: [LiteralScan]?) throws {
        var session = PlayHostSession(scans: scans, runner: self)
        try session.open(library, restoring: nil)
        defer { session.child?.stop() }
        try session.checker.prepare()
        var dates = project.modificationDates()
        // A save is seen the moment it lands (inotify), and so is the window's word over the wire; without inotify the
        // files are looked at every 0.1 s.
        let watcher = FileWatcher(files: project.files)
        while true {
            if let signal = StopSignals.pending {
                let forced = session.child?.stop(passing: signal) ?? false
                session.child = nil
                throw Interrupted(
                    signal: signal,
                    progress: forced
                        ? "\(project.name) did not stop within \(Int(ChildProcess.programGrace)) s and was killed" : "the window closed")
            }
            if try session.follow() { return }
            // A literal edit the previewer could not apply goes to the compiler.
            if session.needsBuild {
                try session.rebuild()
                continue
            }
            let wire = session.child == nil ? nil : session.wire
            if let watcher {
                _ = watcher.waitForChange(timeout: 0.1, orMessagesOn: wire)
            } else if wire?.waitForMessages(seconds: 0.1) != true {
                usleep(100_000)
            }
            // What the window said comes before the save that woke the loop with it (its own write of a tuned literal).
            if session.child != nil { try session.hear() }
            let now = project.modificationDates()
            guard now != dates else { continue }
            dates = now
            if let missing = project.files.indices.first(where: { now[$0] == nil }) {
                try say("animview: \(project.files[missing].lastPathComponent) is gone; waiting for it to come back (Ctrl-C stops)")
                continue
            }
            try session.rebuild()
        }
    }

    /// Starts the previewer on `library`, putting back the window's state `restoring` (JSON) if given; `wire` (its
    /// end of the socket to play) becomes its standard input.
    func start(_ library: URL, restoring state: String?, arguments: [String], wire: Int32?) throws -> ChildProcess {
        // Written again once the window tells its first state.
        try? FileManager.default.removeItem(at: project.stateFile)
        return try ChildProcess(project.name, executable: host.executable, arguments: arguments) { process in
            var environment = process.environment ?? [:]
            environment[PlayVariable.library] = library.path
            environment[PlayVariable.name] = project.name
            environment[PlayVariable.timeLimit] = String(timeLimit)
            environment[PlayVariable.restore] = state
            environment[PlayVariable.resources] = project.resourceFolders.map(\.path).joined(separator: ":")
            crashedPreviews.add(to: &environment)
            Self.reportCrashesBriefly(in: &environment)
            process.environment = environment
            if let wire { process.standardInput = FileHandle(fileDescriptor: wire, closeOnDealloc: false) }
        }
    }

    /// How Swift reports a crash of the user's code in play's processes, unless the user chose (`SWIFT_BACKTRACE`): the
    /// crashed thread's frames under the line that says where, not a page of registers and loaded libraries over it.
    static func reportCrashesBriefly(in environment: inout [String: String]) {
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "preset=friendly" }
    }

    /// An error line with the user's path shortened to the file's name, to fit over the scene.
    static func shortened(_ line: String) -> String {
        guard let range = line.range(of: ".swift:") else { return line }
        let path = line[..<range.lowerBound]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        return name + line[range.lowerBound...]
    }
}
