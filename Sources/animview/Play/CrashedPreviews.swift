import AnimKitSDL
import Foundation

/// The previews of a file with no top-level code that crashed before they were drawn, so that `play` shows the next
/// one instead of stopping at the first (a library's view made without its `show…` call unwraps a nil, as it would in
/// Xcode's canvas).
///
/// The program names the preview it is about to make in ``recordFile`` (and the others after it) and removes the file
/// once the preview is laid out (PlaygroundSupport's `__animviewShowPreviews`); a crash with the file still there is
/// that preview's. Runs after it skip every preview listed in `ANIMVIEW_PLAY_SKIP`. A preview the user chose with
/// `--show` is never skipped.
final class CrashedPreviews {
    /// Where the program writes the preview it is making.
    let recordFile: URL
    private(set) var names: [String] = []

    init(folder: URL) {
        recordFile = folder.appendingPathComponent("preview-record")
    }

    /// What the program's environment gains: where to write the record, and the previews to skip.
    func add(to environment: inout [String: String]) {
        try? FileManager.default.removeItem(at: recordFile)
        environment[PlayVariable.record] = recordFile.path
        environment[PlayVariable.skip] = names.isEmpty ? nil : names.joined(separator: "\n")
    }

    /// After a crash: the preview that crashed before it was drawn and the one to show next, the first added to the
    /// skipped; `nil` when the crash was not a preview's, the user chose it, or no other is left.
    func skipAfterCrash(environment: [String: String] = ProcessInfo.processInfo.environment) -> (crashed: String, next: String)? {
        guard environment[PlayVariable.show]?.isEmpty != false,
            let text = try? String(contentsOf: recordFile, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let crashed = lines.first, !crashed.isEmpty else { return nil }
        names.append(crashed)
        guard let next = lines.dropFirst().first(where: { !$0.isEmpty && !names.contains($0) }) else { return nil }
        return (crashed, next)
    }

    /// What `play` says, on its own line, as it shows the next preview.
    static func sentence(crashed: String, next: String, signal: Int32) -> String {
        "animview: the preview \(crashed) crashed (signal \(signal)) before it was drawn (Swift says where just above); showing \(next)"
    }
}
