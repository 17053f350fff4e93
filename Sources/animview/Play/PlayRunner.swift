import AnimKitSDL
import ArgumentParser
import Foundation

/// Runs the program `play` built, and while its window is open rebuilds it on every save, restarting it at the playhead's time.
struct PlayRunner {
    let project: PlayProject

    /// Runs the program with `arguments` to its end (headless work); returns its exit status, or says that it crashed.
    func runToEnd(arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = project.executable
        process.arguments = arguments
        do { try process.run() } catch { throw PlayError("cannot start the built program: \(error)", code: 69) }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { throw project.crashed(signal: process.terminationStatus) }
        return process.terminationStatus
    }

    /// Opens the program's window and follows the files until the window closes (status 0) or a stop signal comes (128 + it).
    func watch() throws {
        try? FileManager.default.removeItem(at: project.messageFile)
        var child = try start(at: nil)
        var dates = project.modificationDates()
        var crashed = false
        while true {
            if let signal = StopSignals.pending {
                stop(child)
                throw failure("stopped by \(StopSignals.name(of: signal))", code: StopSignals.exitStatus(for: signal))
            }
            if !child.isRunning && child.terminationReason == .uncaughtSignal && !crashed {
                // A crash while watching is a mistake to fix, like a compile error: the next save runs the program again.
                crashed = true
                try say(
                    "animview: \(project.crashed(signal: child.terminationStatus).description); save a file to run it again, Ctrl-C to stop"
                )
            }
            if !child.isRunning && !crashed {
                // The window was closed (q, Esc): play ends with it.
                if child.terminationStatus != 0 { throw ExitCode(child.terminationStatus) }
                // A window that opened told its playhead at its first frame; none did.
                guard FileManager.default.fileExists(atPath: project.playheadFile.path) else { throw project.showedNothing }
                return
            }
            usleep(250_000)
            let now = project.modificationDates()
            guard now != dates else { continue }
            dates = now
            try say("animview: a file changed; rebuilding…")
            try project.write()
            let build = try PlayBuild.run(project)
            guard build.succeeded else {
                for error in build.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
                let first = build.errors.first?.split(separator: "\n").first.map(String.init) ?? "the build failed"
                let summary =
                    "\(PlayRunner.shortened(first)) (\(build.errors.count) error\(build.errors.count == 1 ? "" : "s"); the last good build runs)"
                try? Data(summary.utf8).write(to: project.messageFile, options: .atomic)
                let running = crashed ? "save again once it is fixed" : "the last good build keeps running"
                try say(String(format: "animview: the build failed in %.1f s; %@", build.seconds, running))
                continue
            }
            try? FileManager.default.removeItem(at: project.messageFile)
            let playhead = (try? String(contentsOf: project.playheadFile, encoding: .utf8)).flatMap {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            stop(child)
            crashed = false
            child = try start(at: playhead)
            try say(String(format: "animview: rebuilt in %.1f s; reopened at %.2f s", build.seconds, playhead ?? 0))
        }
    }

    private func start(at time: TimeInterval?) throws -> Process {
        // Written again by the program's window at its first frame: how a program that shows nothing is told apart.
        try? FileManager.default.removeItem(at: project.playheadFile)
        let process = Process()
        process.executableURL = project.executable
        var environment = ProcessInfo.processInfo.environment
        environment["ANIMVIEW_PLAYHEAD_FILE"] = project.playheadFile.path
        environment["ANIMVIEW_MESSAGE_FILE"] = project.messageFile.path
        environment["ANIMVIEW_START_AT"] = time.map { String($0) }
        process.environment = environment
        do { try process.run() } catch { throw PlayError("cannot start the built program: \(error)", code: 69) }
        return process
    }

    private func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// An error line with the user's path shortened to the file's name, to fit over the scene.
    static func shortened(_ line: String) -> String {
        guard let range = line.range(of: ".swift:") else { return line }
        let path = line[..<range.lowerBound]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        return name + line[range.lowerBound...]
    }
}
