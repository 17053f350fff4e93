import Foundation

/// Files that only running processes read — `play`'s messages between its processes, the window's state, the copies
/// it compiles — written whole and renamed into place, so a reader never sees half of one, but never flushed to the
/// disk: a flush waits for the disk (about 4 ms here, on the path from a save to its frame) to keep a file through a
/// power cut that nothing would read after one. What a person keeps goes through ``OutputFile``, which flushes.
package enum ScratchFile {
    /// Replaces the file at `url` with `data`, through a temporary file beside it.
    package static func replace(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).new").path
        do {
            try DurableFile.write(data, to: temporary, synced: false, for: url.path, kept: "the file there is as it was")
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let number = errno
            unlink(temporary)
            throw OutputError.interrupted(
                url.path, doing: "renaming its temporary file", errno: number, kept: "the file there is as it was")
        }
    }

    /// Replaces the file at `url` with `text` unless it already holds it (so that a build sees nothing changed).
    package static func replace(_ url: URL, with text: String, unlessSame: Bool) throws {
        if unlessSame, let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try replace(url, with: Data(text.utf8))
    }
}
