import Foundation

/// A temporary file an earlier animview left behind when it was killed mid-write (SIGKILL, a power cut):
/// `.frame-0024.png.4711.partial`, named for the file it was becoming and the process that wrote it.
///
/// Such a file is animview's own: once its process is gone, it is removed rather than
/// counted against a folder (`--reuse`) or left beside the file. One whose process
/// still runs is another animview writing now, and is left alone.
enum Leftover {
    /// The file `name` was becoming, if `name` is a leftover whose writer is gone.
    static func target(of name: String) -> String? {
        guard let match = name.wholeMatch(of: /\.(.+)\.(\d+)\.partial/), let writer = pid_t(match.2), writer != getpid() else {
            return nil
        }
        // ESRCH: no such process. EPERM would mean it runs as someone else: alive, so left alone.
        guard kill(writer, 0) != 0, errno == ESRCH else { return nil }
        return String(match.1)
    }

    /// Removes the leftovers in `folder` whose target `matches`; returns how many went.
    @discardableResult
    static func remove(in folder: URL, where matches: (String) -> Bool) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names {
            guard let target = target(of: name), matches(target), PathKind(at: folder.appendingPathComponent(name).path) == .regularFile
            else { continue }
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }
}
