import AnimKit
import Foundation

/// One build step `play` runs — `swift build` of a generated package, or `swiftc` on the user's files — with its
/// progress on the terminal while it runs and its errors, in the user's own files, afterwards.
struct PlayBuild {
    /// Whether it built.
    let succeeded: Bool
    /// Seconds it took.
    let seconds: Double
    /// The compiler's errors, each once, as `file:line:column: error: …` with the lines that show where.
    let errors: [String]
    /// Everything it printed, line by line.
    let output: [String]

    /// Runs `arguments` (through `env`, so the first is looked up on the PATH) and gathers what it prints; throws
    /// ``Cancelled`` when `cancel` says so while it runs.
    ///
    /// Its temporary files go to `temporary` when given (the caller's, kept), else to a folder of the run's own.
    static func run(
        _ name: String, arguments: [String], grace: TimeInterval, temporary kept: URL? = nil,
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }, cancel: () -> Bool = { false }
    ) throws -> PlayBuild {
        let started = ProcessInfo.processInfo.systemUptime
        // swift's driver and swift build leave empty `TemporaryDirectory.*` folders in the temporary folder (six for each
        // swift build): each run gets a folder of its own, removed when it ends, so they do not pile up in the user's /tmp.
        let temporary = try kept ?? BuildScratchFolders.make()
        defer { if kept == nil { BuildScratchFolders.remove(temporary) } }
        let output = Pipe()
        let lines = LineCollector(progress: progress)
        output.fileHandleForReading.readabilityHandler = { handle in lines.append { handle.availableData } }
        let build = try ChildProcess(
            name, executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["TMPDIR=\(temporary.path)"] + arguments, grace: grace
        ) {
            process in
            process.standardOutput = output
            process.standardError = output
        }
        defer { output.fileHandleForReading.readabilityHandler = nil }
        _ = try build.wait(cancel: cancel)
        output.fileHandleForReading.readabilityHandler = nil
        // Read under the collector's lock, as the handler reads: one still running cannot put its bytes after these.
        lines.append { output.fileHandleForReading.readAllRetryingInterrupts() }
        let all = lines.all
        return PlayBuild(
            succeeded: build.process.terminationStatus == 0, seconds: ProcessInfo.processInfo.systemUptime - started,
            errors: errors(in: all), output: all)
    }

    /// The diagnostics that are errors, with the source lines swift prints under them, each error once.
    static func errors(in output: [String]) -> [String] {
        var errors: [String] = [], seen: Set<String> = []
        var index = 0
        while index < output.count {
            let line = output[index]
            index += 1
            guard line.contains(": error: "), seen.insert(line).inserted else { continue }
            var block = [line]
            // swift prints the source and a caret under a diagnostic, indented or framed by `|` — a line numbered
            // as wide as the margin (`12 |`) starts with its number.
            while index < output.count, output[index].hasPrefix(" ") || output[index].hasPrefix("|") || isNumbered(output[index]) {
                if let shown = userLine(output[index]) { block.append(shown) }
                index += 1
            }
            errors.append(block.joined(separator: "\n"))
        }
        if errors.isEmpty, let last = output.last(where: { $0.contains("error") }) { errors.append(last) }
        return errors
    }
}

extension PlayBuild {
    /// Whether `line` is a source line swift shows under an error, its number at the margin's start (`12 | …`).
    static func isNumbered(_ line: String) -> Bool {
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(" |")
    }

    /// A line of the source swift shows under an error, numbered as in the user's file; `nil` for the copy's own lines.
    ///
    /// The error's own `file:line:column` follows `#sourceLocation`, but the numbers in
    /// the margin of the source shown under it count the lines of the generated copy,
    /// ``PlayProject/linesBeforeSource`` more than the user's: `Card.swift:7:34` came with its line shown as ` 9 |`.
    static func userLine(_ line: String) -> String? {
        let margin = line.prefix { $0 == " " }
        let rest = line.dropFirst(margin.count)
        let digits = rest.prefix { $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(" |"), let number = Int(digits) else { return line }
        let source = rest.dropFirst(digits.count + 2)
        guard number > PlayProject.linesBeforeSource, !source.trimmingCharacters(in: .whitespaces).hasPrefix("#sourceLocation") else {
            return nil
        }
        let renumbered = String(number - PlayProject.linesBeforeSource)
        // Keep the margin's width, so the `|` column still lines up with the lines without a number.
        let padding = String(repeating: " ", count: Swift.max(margin.count + digits.count - renumbered.count, 0))
        return padding + renumbered + " |" + source
    }
}

/// Lines of a build's output, gathered on Foundation's reader thread.
private final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = Data()
    private var lines: [String] = []
    private let progress: @Sendable (Int, Int) -> Void

    init(progress: @escaping @Sendable (Int, Int) -> Void) {
        self.progress = progress
    }

    /// Reads what `take` reads and adds it, under the lock: reads from two threads land in the order they were made.
    func append(_ take: () -> Data) {
        let complete: [String] = lock.withLock {
            pending.append(take())
            guard let end = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
            let text = String(decoding: pending[...end], as: UTF8.self)
            pending.removeSubrange(...end)
            let new = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            lines += new
            return new
        }
        for line in complete {
            // "[12/80] Compiling AnimKit View.swift"
            guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { continue }
            let parts = line[line.index(after: line.startIndex)..<close].split(separator: "/").compactMap { Int($0) }
            if parts.count == 2 { progress(parts[0], parts[1]) }
        }
    }

    var all: [String] {
        lock.withLock { lines + (pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]) }
    }
}
