import AnimKit
import Foundation

/// What a run of the `animview` binary produced.
public struct AnimviewRun: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// The built `animview` executable, beside the test bundle in the build folder.
public func animviewExecutable() -> URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("animview")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/animview")
}

/// Runs `animview` with `arguments`, reading both pipes while it runs (so a chatty run cannot deadlock on a full pipe).
public func runAnimview(_ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil) throws -> AnimviewRun {
    try runProgram(animviewExecutable(), arguments, environment: environment, in: folder)
}

/// Runs `executable` with `arguments` and gathers what it writes, as ``runAnimview(_:environment:in:)`` does.
public func runProgram(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil
) throws -> AnimviewRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let collected = CollectedOutput()
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    // Each pipe read to its end on a thread of its own, so a chatty run cannot fill a pipe and wait, and nothing
    // written in many small pieces is lost between a readability handler and a last read (as it once was).
    let readers = DispatchGroup()
    try process.run()
    DispatchQueue.global().async(group: readers) { collected.append(out: output.fileHandleForReading.readAllRetryingInterrupts()) }
    DispatchQueue.global().async(group: readers) { collected.append(err: error.fileHandleForReading.readAllRetryingInterrupts()) }
    let stopped = ProgramLimit.waitFor(process, ended: ended, readers: readers)
    return AnimviewRun(
        status: process.terminationStatus, standardOutput: collected.out, standardError: collected.err + stopped)
}

/// The most a test waits for a program it runs, so that a run that hangs fails the test that ran it — named on
/// standard error at once, as the test runner's own output may be held in its buffer — instead of stalling the suite.
enum ProgramLimit {
    /// How long a program may run: longer than any run of the suite takes on a loaded two-core machine, a cold build of
    /// `play`'s host included.
    static let running: TimeInterval = 900
    /// How long the pipes may stay open after the program ended (something it started and left holds them).
    static let draining: TimeInterval = 30

    /// Waits for `process` to end (it is stopped past ``running``) and for `readers` to drain its pipes; returns what
    /// the wait had to do, in a sentence to append to its standard error, or "".
    static func waitFor(_ process: Process, ended: DispatchSemaphore, readers: DispatchGroup) -> String {
        var said = ""
        if ended.wait(timeout: .now() + running) == .timedOut {
            said += say("\(describe(process)) ran for \(Int(running)) s; the test stopped it")
            // Foundation starts the program in a process group of its own: what it started goes with it.
            kill(-process.processIdentifier, SIGTERM)
            if ended.wait(timeout: .now() + 5) == .timedOut {
                kill(-process.processIdentifier, SIGKILL)
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        if readers.wait(timeout: .now() + draining) == .timedOut {
            said += say("\(describe(process)) ended, but something it started held its output open \(Int(draining)) s later")
        }
        return said
    }

    private static func describe(_ process: Process) -> String {
        ([process.executableURL?.lastPathComponent ?? "a program"] + (process.arguments ?? [])).joined(separator: " ")
    }

    /// Writes `sentence` to standard error now, and returns it as a line for the run's standard error.
    private static func say(_ sentence: String) -> String {
        let line = "test helper: \(sentence)\n"
        FileHandle.standardError.write(Data(line.utf8))
        return line
    }
}

/// Output gathered from two pipes on Foundation's reader threads.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outData = Data(), errData = Data()

    func append(out data: Data) { lock.withLock { outData.append(data) } }
    func append(err data: Data) { lock.withLock { errData.append(data) } }
    var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
    var err: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }
}

/// A running `animview`, for tests that signal it mid-run; what it writes is collected.
public final class RunningAnimview: @unchecked Sendable {
    public let process = Process()
    private let output = Pipe(), error = Pipe()
    private let collected = CollectedOutput()
    private let reader = DispatchGroup()
    private let ended = DispatchSemaphore(value: 0)

    /// Starts `animview` with `arguments`.
    public init(_ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = animviewExecutable()
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = error
        process.terminationHandler = { [ended] _ in ended.signal() }
        try process.run()
        // Each pipe read to its end on a thread of its own (see runProgram).
        DispatchQueue.global().async(group: reader) { [output, collected] in
            collected.append(out: output.fileHandleForReading.readAllRetryingInterrupts())
        }
        DispatchQueue.global().async(group: reader) { [error, collected] in
            collected.append(err: error.fileHandleForReading.readAllRetryingInterrupts())
        }
    }

    /// Waits (polling, at most `limit` seconds) until `condition` holds; returns whether it did.
    public func wait(upTo limit: TimeInterval = 60, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition() { return true }
            guard process.isRunning else { return condition() }
            // Ended: the signal is put back for finish().
            if ended.wait(timeout: .now() + 0.02) == .success {
                ended.signal()
                return condition()
            }
        }
        return false
    }

    /// Sends `signal` and waits for the process to end; returns its status and what it wrote.
    public func stop(with signal: Int32) -> AnimviewRun {
        kill(process.processIdentifier, signal)
        return finish()
    }

    /// Waits for the process to end (stopping it past ``ProgramLimit/running``); returns its status and what it wrote.
    public func finish() -> AnimviewRun {
        let stopped = ProgramLimit.waitFor(process, ended: ended, readers: reader)
        return AnimviewRun(status: process.terminationStatus, standardOutput: collected.out, standardError: collected.err + stopped)
    }
}

/// Sends `signal` to a program a test started and waits for it to end: past `limit` seconds its process group is
/// killed and that is said on standard error, so a program that ignores the signal fails the test instead of hanging it.
public func stopProgram(_ process: Process, with signal: Int32, within limit: TimeInterval = 60) {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
        FileHandle.standardError.write(Data("test helper: a program did not end within \(Int(limit)) s of signal \(signal); killed\n".utf8))
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
}
