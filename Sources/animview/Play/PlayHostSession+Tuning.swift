import AnimKit
import AnimKitSDL
import Foundation
import PlayWire

/// Timing tuned in the window: the calls it may tune go to it with each build, and the literals it tuned come back
/// to be written into the user's files.
extension PlayHostSession {
    /// Sends the calls of the build the window runs (none when its literals were compiled as written: nothing to tune).
    func sendTunableCalls() {
        send(.calls(goodScans.map { TunableCalls.make(files: project.files, scans: $0) } ?? []))
    }

    /// Writes a literal the window tuned into the user's file, and says so. The file watcher then sees a save that
    /// changed only literals: the window gets the values it already shows, and nothing is built.
    mutating func write(_ tuned: TunedLiteral) throws {
        guard let scans = lastScans, let compiled = goodScans else {
            try say("animview: the window tuned a literal of a build compiled without design-time values; nothing written")
            return
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
