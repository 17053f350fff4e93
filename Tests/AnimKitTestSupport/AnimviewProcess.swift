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
public func runAnimview(_ arguments: [String], environment: [String: String]? = nil) throws -> AnimviewRun {
    let process = Process()
    process.executableURL = animviewExecutable()
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let collected = CollectedOutput()
    output.fileHandleForReading.readabilityHandler = { collected.append(out: $0.availableData) }
    error.fileHandleForReading.readabilityHandler = { collected.append(err: $0.availableData) }
    try process.run()
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    error.fileHandleForReading.readabilityHandler = nil
    collected.append(out: output.fileHandleForReading.readDataToEndOfFile())
    collected.append(err: error.fileHandleForReading.readDataToEndOfFile())
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
