import AnimKit
import Foundation

/// The temporary folders `play`'s builds run in (`animview-<pid>-<UUID>` in the temporary folder), taken away when each
/// build ends — for a build still running when `play` itself ends (a window closed or a signal while a save was being
/// checked), by ``ChildProcess``'s exit handler once the build's programs have stopped; and for a `play` killed outright,
/// which can take nothing away, by the next `play`: a folder whose process has gone is a leftover.
enum BuildScratchFolders {
    private static let live = Locked<Set<URL>>([])
    private static let prefix = "animview-"
    /// Leftovers are looked for once per process, before its first build.
    private static let sweep: Void = { removeLeftovers(in: FileManager.default.temporaryDirectory) }()

    /// Makes a new folder for one build.
    static func make() throws -> URL {
        _ = sweep
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = live.withLock { $0.insert(folder) }
        return folder
    }

    /// Takes away `folder`, made by ``make()``, with what the build left in it.
    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
        _ = live.withLock { $0.remove(folder) }
    }

    /// Takes away every folder still there: called on the way out, after the programs that wrote in them have stopped.
    static func removeAll() {
        for folder in live.withLock({ $0 }) { remove(folder) }
    }

    /// Takes away, in `parent`, the build folders of `play`s that have ended: named as ``make()`` names them, with a
    /// process ID no process has. Anything else, and the folders of a `play` still running, stay.
    static func removeLeftovers(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1)
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UUID(uuidString: String(parts[1])) != nil,
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }
}
