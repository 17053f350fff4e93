import AnimKitSDL
import Foundation
import PlayWire

/// A previewer process without a window (`PlayHost --check`) that runs each new build's top-level code before the
/// window does: a build that crashes, or whose top-level code never returns, ends this process and never reaches the
/// window, which goes on answering with the last good build.
final class PlayChecker {
    private let runner: PlayRunner
    private var process: ChildProcess?
    private var wire: WireLink?

    /// What running a build's top-level code came to.
    enum Verdict: Equatable {
        case ok
        /// A literal's new value did not fit the type its code gave it: the compiler decides.
        case missed
        /// It could not be loaded or showed nothing (the reason, in a sentence).
        case refused(String)
        /// It crashed (the signal), or did not return (nil).
        case ended(signal: Int32?)
    }

    init(runner: PlayRunner) {
        self.runner = runner
    }

    deinit { process?.stop() }

    /// Runs `library`'s top-level code in the checking process, with literal `values` when given; waits at most a
    /// little past its 2 s bound.
    func check(_ library: URL, values: [DesignTimeValue] = []) throws -> Verdict {
        if process?.isRunning != true { try start() }
        guard let process, let wire else { return .ok }
        // A process that went away is seen below.
        wire.send(ToWindow.check(path: library.path, values: values))
        let deadline = ProcessInfo.processInfo.systemUptime + 4
        while case let left = deadline - ProcessInfo.processInfo.systemUptime, left > 0 {
            for case .checked(let path, let verdict) in wire.receive(FromWindow.self) where path == library.path {
                switch verdict {
                case .ok: return .ok
                case .missed: return .missed
                case .refused(let reason): return .refused(reason)
                }
            }
            if !process.isRunning {
                self.process = nil
                return .ended(signal: process.process.terminationReason == .uncaughtSignal ? process.process.terminationStatus : nil)
            }
            // Its end closed as it ended: a millisecond at a time until it is gone, rather than a spin.
            if wire.isClosed { usleep(1000) } else { _ = wire.waitForMessages(seconds: min(left, 0.05)) }
        }
        process.stop()
        self.process = nil
        return .ended(signal: nil)
    }

    /// The file names of the shared libraries the checking process has loaded (`libswiftCore.so`, `libc.so.6`, …): the
    /// window's process, the same program, has them too. Empty when it is not running.
    func loadedLibraries() -> Set<String> {
        guard let process, process.isRunning,
            let file = FileHandle(forReadingAtPath: "/proc/\(process.process.processIdentifier)/maps")
        else { return [] }
        // Read to its end: the file's size says 0, and a read of that size stops at the first page.
        let maps = String(decoding: file.readAllRetryingInterrupts(), as: UTF8.self)
        try? file.close()
        return Set(
            maps.split(separator: "\n").compactMap { line in
                guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last, path.hasPrefix("/"), path.contains(".so")
                else { return nil }
                return String(path.split(separator: "/").last ?? "")
            })
    }

    /// Starts the checking process now, so that the first check does not wait for it to load.
    func prepare() throws {
        if process?.isRunning != true { try start() }
    }

    /// Stops the checking process, so that the next check starts one afresh (with the previews to skip as they are now).
    func restart() {
        process?.stop()
        process = nil
    }

    private func start() throws {
        let (link, end) = try WireLink.pair()
        defer { close(end) }
        process = try ChildProcess(runner.project.name, executable: runner.host.executable, arguments: ["--check"]) { process in
            var environment = process.environment ?? [:]
            environment[PlayVariable.name] = runner.project.name
            environment[PlayVariable.resources] = runner.project.resourceFolders.map(\.path).joined(separator: ":")
            // The previews that crashed are skipped here as in the window (no record: the window's is the one read).
            environment[PlayVariable.skip] =
                runner.crashedPreviews.names.isEmpty ? nil : runner.crashedPreviews.names.joined(separator: "\n")
            PlayRunner.reportCrashesBriefly(in: &environment)
            process.environment = environment
            process.standardInput = FileHandle(fileDescriptor: end, closeOnDealloc: false)
            // What the user's code prints, it prints in the window's process too: said once.
            process.standardOutput = FileHandle.nullDevice
        }
        wire = link
    }
}
