import Foundation

/// A path animview did not write to, or could not finish writing, with the sentence that says why.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// When the write failed.
    public enum Stage: Sendable, Equatable {
        /// The path was refused before anything was written (a folder, a device, a file animview does not write …).
        case refused
        /// Writing started and failed part-way (a full disk, an I/O error); the temporary file was removed.
        case interrupted
    }

    /// The path as the person gave it.
    public let path: String
    /// Why nothing was written there.
    public let reason: String
    /// Whether the path was refused up front or the write failed part-way.
    public let stage: Stage

    /// An error about `path`, for `reason`.
    public init(path: String, reason: String, stage: Stage = .refused) {
        self.path = path
        self.reason = reason
        self.stage = stage
    }

    /// The status a command ends with, as sysexits has it: 73 (cannot create the output) or 74 (an I/O error part-way).
    public var exitStatus: Int32 { stage == .refused ? 73 : 74 }

    public var description: String { "cannot write \(path.isEmpty ? "''" : path): \(reason)" }

    /// A failed system call part-way through writing `path`: the reason from `errno`, with what is left as it was.
    static func interrupted(_ path: String, doing step: String, errno number: Int32, kept: String) -> OutputError {
        let disk = number == ENOSPC || number == EDQUOT ? " (the disk is full)" : ""
        return OutputError(path: path, reason: "\(step) failed: \(String(cString: strerror(number)))\(disk); \(kept)", stage: .interrupted)
    }
}
