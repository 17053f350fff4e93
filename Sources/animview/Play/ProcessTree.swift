import Foundation

/// The processes a process started, and theirs, read from `/proc`: what a signal to one process group does not reach.
///
/// swift build's compiler jobs each run in a process group of their own; stopping
/// swift build's group alone leaves them compiling, orphaned. Their IDs are read while
/// their parent still runs, so that each can be signalled too.
enum ProcessTree {
    /// Every process below `root` (children, grandchildren …), `root` itself not included.
    static func descendants(of root: pid_t) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: Set<pid_t> = []
        var pending = [root]
        while let next = pending.popLast() {
            for child in children[next] ?? [] where found.insert(child).inserted { pending.append(child) }
        }
        return found
    }

    /// The parent of `pid`: the fourth field of `/proc/PID/stat`, after the command's name in parentheses (which may hold spaces).
    private static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return nil
        }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Whether any of `processes` is still there (a zombie not yet reaped counts as gone).
    static func anyRunning(_ processes: Set<pid_t>) -> Bool {
        processes.contains { pid in
            guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        }
    }
}
