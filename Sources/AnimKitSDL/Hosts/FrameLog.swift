import Foundation

/// The window's `--frame-log`: a header, then one line per drawn frame with its target and actual time in milliseconds.
@MainActor
final class FrameLog {
    private let file: LogFile

    /// Opens `file` and writes the header.
    init(_ file: OutputFile) throws(OutputError) {
        self.file = try file.openForAppending()
        try self.file.append("frame target_ms actual_ms\n")
    }

    /// Logs frame `index`, due at `index × interval` and started `elapsed` seconds after the window's start.
    func log(index: Int, interval: TimeInterval, elapsed: TimeInterval) throws(OutputError) {
        try file.append(String(format: "%d %.3f %.3f\n", index, Double(index) * interval * 1000, elapsed * 1000))
    }

    /// Closes the log, reporting an error the file system held back.
    func close() throws(OutputError) {
        try file.close()
    }
}
