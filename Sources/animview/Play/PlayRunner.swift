import AnimKitSDL
import ArgumentParser
import Foundation

/// Runs the program `play` built, and while its window is open rebuilds it on every save, restarting it at the playhead's time.
struct PlayRunner {
    let project: PlayProject
    /// How long the program may take: to its end with `--headless`, to its window's first frame otherwise.
    let timeLimit: TimeInterval

    /// Runs the program with `arguments` to its end (headless work); returns its exit status, or says that it crashed.
    ///
    /// A stop signal is passed on to it (``Interrupted``); one that runs past ``timeLimit`` is stopped (status 124).
    func runToEnd(arguments: [String]) throws -> Int32 {
        let program = try ChildProcess(project.name, executable: project.executable, arguments: arguments)
        let reason: Process.TerminationReason
        do {
            reason = try program.wait(limit: timeLimit)
        } catch let timedOut as TimedOut {
            throw PlayError("\(timedOut); nothing more was written (--time-limit gives it longer)", code: ExitStatus.timedOut)
        }
        if reason == .uncaughtSignal { throw project.crashed(signal: program.process.terminationStatus) }
        return program.process.terminationStatus
    }

    /// Opens the program's window and follows the files until the window closes (status 0) or a stop signal comes (128 + it).
    ///
    /// A program that crashes, or shows no window within ``timeLimit``, is a mistake to fix, as a compile
    /// error is: `play` says so and runs the next good build. A file that disappears (an editor that
    /// deletes before it writes) is waited for. The program is stopped on every way out.
    func watch() throws {
        try? FileManager.default.removeItem(at: project.messageFile)
        var watch = Watch(child: try start(at: nil))
        defer { watch.child?.stop() }
        var dates = project.modificationDates()
        // A save is seen the moment it lands (inotify); without inotify the files are looked at every 0.1 s.
        let watcher = FileWatcher(files: project.files)
        while true {
            if let signal = StopSignals.pending {
                let forced = watch.child?.stop(passing: signal) ?? false
                watch.child = nil
                throw Interrupted(
                    signal: signal,
                    progress: forced
                        ? "\(project.name) did not stop within \(Int(ChildProcess.programGrace)) s and was killed" : "the window closed")
            }
            if try follow(&watch) { return }
            if let watcher { _ = watcher.waitForChange(timeout: 0.1) } else { usleep(100_000) }
            let now = project.modificationDates()
            guard now != dates else { continue }
            dates = now
            if let missing = project.files.indices.first(where: { now[$0] == nil }) {
                try say("animview: \(project.files[missing].lastPathComponent) is gone; waiting for it to come back (Ctrl-C stops)")
                continue
            }
            try rebuild(&watch)
        }
    }

    /// What the watch knows of the program it runs.
    private struct Watch {
        var child: ChildProcess?
        var started = ProcessInfo.processInfo.systemUptime
        var shown = false
    }

    /// Notices the program ending or not showing in time; true when the window was closed (`play` ends with it).
    private func follow(_ watch: inout Watch) throws -> Bool {
        guard let child = watch.child else { return false }
        if child.isRunning {
            if !watch.shown { watch.shown = FileManager.default.fileExists(atPath: project.playheadFile.path) }
            guard !watch.shown, ProcessInfo.processInfo.systemUptime - watch.started > timeLimit else { return false }
            child.stop()
            watch.child = nil
            try say(
                "animview: \(project.name) showed no window within \(Int(timeLimit)) s (does its top-level code loop forever?) and was stopped; save a file to run it again, Ctrl-C to stop"
            )
            return false
        }
        watch.child = nil
        if child.process.terminationReason == .uncaughtSignal {
            // A crash while watching is a mistake to fix, like a compile error: the next save runs the program again.
            try say(
                "animview: \(project.crashed(signal: child.process.terminationStatus).description); save a file to run it again, Ctrl-C to stop"
            )
            return false
        }
        // The window was closed (q, Esc): play ends with it.
        if child.process.terminationStatus != 0 { throw ExitCode(child.process.terminationStatus) }
        // A window that opened told its playhead at its first frame; none did.
        guard watch.shown || FileManager.default.fileExists(atPath: project.playheadFile.path) else { throw project.showedNothing }
        return true
    }

    /// Rebuilds after a save; a good build replaces the program at the playhead's time, a failed one is shown over the scene.
    private func rebuild(_ watch: inout Watch) throws {
        try say("animview: a file changed; rebuilding…")
        do {
            try project.write()
        } catch let error as PlayError {
            try say(
                "animview: \(error.description); \(watch.child == nil ? "save again once it is fixed" : "the last good build keeps running")"
            )
            return
        }
        let build = try PlayBuild.run(project)
        guard build.succeeded else {
            for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            let first = build.errors.first?.split(separator: "\n").first.map(String.init) ?? "the build failed"
            let summary =
                "\(PlayRunner.shortened(first)) (\(build.errors.count) error\(build.errors.count == 1 ? "" : "s"); the last good build runs)"
            try? Data(summary.utf8).write(to: project.messageFile, options: .atomic)
            let running = watch.child == nil ? "save again once it is fixed" : "the last good build keeps running"
            try say(String(format: "animview: the build failed in %.1f s; %@", build.seconds, running))
            return
        }
        try? FileManager.default.removeItem(at: project.messageFile)
        let playhead = (try? String(contentsOf: project.playheadFile, encoding: .utf8)).flatMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        watch.child?.stop()
        watch = Watch(child: try start(at: playhead))
        try say(String(format: "animview: rebuilt in %.1f s; reopened at %.2f s", build.seconds, playhead ?? 0))
    }

    private func start(at time: TimeInterval?) throws -> ChildProcess {
        // Written again by the program's window at its first frame: how a program that shows nothing is told apart.
        try? FileManager.default.removeItem(at: project.playheadFile)
        return try ChildProcess(project.name, executable: project.executable, arguments: []) { process in
            var environment = process.environment ?? [:]
            environment["ANIMVIEW_PLAYHEAD_FILE"] = project.playheadFile.path
            environment["ANIMVIEW_MESSAGE_FILE"] = project.messageFile.path
            environment["ANIMVIEW_START_AT"] = time.map { String($0) }
            process.environment = environment
        }
    }

    /// An error line with the user's path shortened to the file's name, to fit over the scene.
    static func shortened(_ line: String) -> String {
        guard let range = line.range(of: ".swift:") else { return line }
        let path = line[..<range.lowerBound]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        return name + line[range.lowerBound...]
    }
}
