import AnimKit
import AnimKitSDL
import Foundation

/// Timing tuned in the window: the calls it may tune go to it with each build, and the literals it tuned come back
/// to be written into the user's files.
extension PlayHostSession {
    /// Sends the calls of the build the window runs (none when its literals were compiled as written: nothing to tune).
    func sendTunableCalls() {
        let calls = goodScans.map { TunableCalls.make(files: project.files, scans: $0) } ?? []
        guard let json = try? JSONEncoder().encode(calls) else { return }
        send("calls " + String(decoding: json, as: UTF8.self))
    }

    /// Writes each literal the window tuned since the last look into the user's file, and says so. The file watcher
    /// then sees a save that changed only literals: the window gets the values it already shows, and nothing is built.
    mutating func writeTuned() throws {
        guard let handle = try? FileHandle(forReadingFrom: project.tunedFile) else { return }
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(tunedRead))
        let data = handle.readAllRetryingInterrupts()
        // Whole lines only: the window may be writing the next one.
        guard let last = data.lastIndex(of: UInt8(ascii: "\n")) else { return }
        tunedRead += last + 1 - data.startIndex
        for line in data[data.startIndex...last].split(separator: UInt8(ascii: "\n")) {
            guard let tuned = try? JSONDecoder().decode(TunedLiteral.self, from: Data(line)) else { continue }
            guard let scans = lastScans, let compiled = goodScans else {
                try say("animview: the window tuned a literal of a build compiled without design-time values; nothing written")
                continue
            }
            do {
                let outcome = try LiteralWriteBack.write(tuned, files: project.files, scans: scans, compiled: compiled)
                // The next literal is written over this one's file as it is now.
                if let scan = outcome.scan, let file = tuned.fileIndex, file < scans.count { lastScans?[file] = scan }
                try say("animview: \(outcome.sentence)")
            } catch let error as PlayError {
                try say("animview: \(error.description)")
            }
        }
    }
}
