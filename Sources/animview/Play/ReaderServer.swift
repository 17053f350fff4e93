import AnimKitSDL
import Foundation

/// `play-reader serve`, kept running between saves: each read is a line of arguments on its standard input and an
/// answer ending in a line `.` on its standard output.
///
/// Starting the reader loads Foundation and swift-syntax's libraries — 20 to 30 ms on a two-core machine — where
/// reading a screen's file takes about one; every save that is not a literal edit reads its file. The reader is
/// started at the first read, and again after it ended (a crash on some file, a kill): that read then fails as a
/// reader in a process of its own would, and the next save starts a new one. A stop signal while it reads stops it
/// and ends `play` (``Interrupted``), as before.
final class ReaderServer {
    private let executable: URL
    private var child: ChildProcess?
    private var requests: FileHandle?
    private var replies: FileHandle?
    /// What the reader wrote after the last whole answer.
    private var pending: [UInt8] = []

    init(executable: URL) {
        self.executable = executable
    }

    deinit { child?.stop() }

    /// The running reader's process ID; `nil` before the first read and after it ended.
    var processIdentifier: pid_t? {
        guard let child, child.isRunning else { return nil }
        return child.process.processIdentifier
    }

    /// The lines the reader answers `arguments` with (a `read`'s, without the command); `nil` when an argument holds a
    /// tab or a line break, which a request line cannot carry (the caller runs the reader once instead).
    func read(_ arguments: [String], naming file: String) throws -> [String]? {
        guard !arguments.contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return nil }
        let (requests, replies) = try started()
        do {
            try requests.write(contentsOf: Data((arguments.joined(separator: "\t") + "\n").utf8))
        } catch {
            throw ended(reading: file)
        }
        var lines: [String] = [], refusal: String?
        while true {
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                // The answer ends here: what follows is the next read's.
                if line == "." {
                    guard let refusal else { return lines }
                    throw PlayError("play's Swift reader could not read \(file): \(refusal)", code: ExitStatus.software)
                }
                if line.hasPrefix("! ") { refusal = String(line.dropFirst(2)) } else { lines.append(line) }
            }
            try waitForReply(on: replies, reading: file)
            let chunk = replies.availableData
            guard !chunk.isEmpty else { throw ended(reading: file) }
            pending += chunk
        }
    }

    /// The reader's pipes, starting it if it is not running.
    private func started() throws -> (FileHandle, FileHandle) {
        if let child, child.isRunning, let requests, let replies { return (requests, replies) }
        // A reader that ended is told by a failed write, not a signal that would end play.
        signal(SIGPIPE, SIG_IGN)
        let input = Pipe(), output = Pipe()
        child = try ChildProcess("play's Swift reader", executable: executable, arguments: ["serve"], grace: 1) { process in
            process.standardInput = input
            process.standardOutput = output
        }
        pending = []
        (requests, replies) = (input.fileHandleForWriting, output.fileHandleForReading)
        return (input.fileHandleForWriting, output.fileHandleForReading)
    }

    /// Waits until the reader has written something (or ended), checking fifty times a second for a stop signal.
    private func waitForReply(on replies: FileHandle, reading file: String) throws {
        var ready = pollfd(fd: replies.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 20) <= 0 {
            guard let signal = StopSignals.pending else { continue }
            child?.stop(passing: signal)
            child = nil
            throw Interrupted(signal: signal, progress: "reading \(file) stopped")
        }
    }

    /// The error for a reader that ended before it answered; the next read starts a new one.
    private func ended(reading file: String) -> PlayError {
        child?.stop()
        child = nil
        return PlayError("play's Swift reader ended while it read \(file) (its words, if any, are above)", code: ExitStatus.software)
    }
}
