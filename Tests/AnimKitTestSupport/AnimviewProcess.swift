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
    // Each pipe read to its end on a thread of its own, so a chatty run cannot fill a pipe and wait, and nothing
    // written in many small pieces is lost between a readability handler and a last read (as it once was).
    let readers = DispatchGroup()
    try process.run()
    DispatchQueue.global().async(group: readers) { collected.append(out: output.fileHandleForReading.readAllRetryingInterrupts()) }
    DispatchQueue.global().async(group: readers) { collected.append(err: error.fileHandleForReading.readAllRetryingInterrupts()) }
    process.waitUntilExit()
    readers.wait()
    return AnimviewRun(status: process.terminationStatus, standardOutput: collected.out, standardError: collected.err)
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

/// A running `animview`, for tests that signal it mid-run; its standard error is collected.
public final class RunningAnimview: @unchecked Sendable {
    public let process = Process()
    private let error = Pipe()
    private let collected = CollectedOutput()
    private let reader = DispatchGroup()

    /// Starts `animview` with `arguments`; standard output is discarded.
    public init(_ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = animviewExecutable()
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        // Read to its end on a thread of its own (see runProgram).
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
            usleep(20_000)
        }
        return false
    }

    /// Sends `signal` and waits for the process to end; returns its status and standard error.
    public func stop(with signal: Int32) -> AnimviewRun {
        kill(process.processIdentifier, signal)
        return finish()
    }

    /// Waits for the process to end; returns its status and standard error.
    public func finish() -> AnimviewRun {
        process.waitUntilExit()
        reader.wait()
        return AnimviewRun(status: process.terminationStatus, standardOutput: "", standardError: collected.err)
    }
}
