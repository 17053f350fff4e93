import Foundation

/// A progress bar on standard error, shown only once the work has taken more than a second.
final class ProgressReporter {
    private let total: Int
    private let started = Date()
    private var shown = false

    init(total: Int) {
        self.total = total
    }

    func update(_ done: Int) {
        guard Date().timeIntervalSince(started) > 1 else { return }
        shown = true
        let width = 30, filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
