import Foundation

/// A progress bar on standard error (frames, frames per second, time left), shown only once the work has taken more than a second.
final class ProgressReporter {
    private let total: Int
    private let started = Date()
    private var shown = false
    private var lastDrawn = Date.distantPast
    /// Only a terminal gets the bar: a log or a pipe would fill with carriage returns.
    private let isTerminal = isatty(STDERR_FILENO) == 1

    init(total: Int) {
        self.total = total
    }

    func update(_ done: Int) {
        guard isTerminal, Date().timeIntervalSince(started) > 1, done == total || Date().timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = Date()
        shown = true
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let elapsed = Date().timeIntervalSince(started)
        let rate = Double(done) / Swift.max(elapsed, 1e-9)
        let left = rate > 0 ? Double(total - done) / rate : 0
        FileHandle.standardError.write(
            Data(String(format: "\r%@ %d/%d frames · %.0f fps · %.0f s left ", bar, done, total, rate, left).utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
