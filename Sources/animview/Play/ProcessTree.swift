import AnimKit
internal import CChildSubreaper
import Foundation

/// The processes a process started, and theirs, read from `/proc`: what a signal to one process group does not reach.
///
/// swift build's compiler jobs each run in a process group of their own; stopping
/// swift build's group alone leaves them compiling, orphaned. Their IDs are read while
/// their parent still runs, so that each can be signalled too. A user's program may leave
/// processes behind when it ends (a `fork()` that loops, moved to a session of its own):
/// `play` adopts such orphans (``adoptOrphans()``), so they are found below `play` itself.
enum ProcessTree {
    /// What `/proc/PID/stat` says of a process that `play` needs.
    struct Status {
        /// `R`, `S`, `Z` (a zombie: ended, not yet reaped) …
        var state: Character
        var parent: pid_t
        var group: pid_t
        var name: String
    }

    /// Makes `play` the process that orphans below it are handed to, instead of init.
    static func adoptOrphans() {
        _ = child_subreaper_adopt_orphans()
        adopting.withLock { $0 = true }
    }

    /// Whether this process adopts orphans (`play` does): only then is everything below it its programs' to stop. In
    /// any other process — a test's, running the reader beside its own displays and programs — nothing is swept.
    static var adoptsOrphans: Bool { adopting.withLock { $0 } }
    private static let adopting = Locked(false)

    /// Every process's status, by process ID.
    static func all() -> [pid_t: Status] {
        var found: [pid_t: Status] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let status = status(of: pid) else { continue }
            found[pid] = status
        }
        return found
    }

    /// Every process below `root` (children, grandchildren …), `root` itself not included.
    static func descendants(of root: pid_t, in table: [pid_t: Status]? = nil) -> Set<pid_t> {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, status) in table ?? all() { children[status.parent, default: []].append(pid) }
        var found: Set<pid_t> = []
        var pending = [root]
        while let next = pending.popLast() {
            for child in children[next] ?? [] where found.insert(child).inserted { pending.append(child) }
        }
        return found
    }

    /// What ended programs left running: every process below `play` — where Linux hands the orphans `play` adopted
    /// (``adoptOrphans()``), a program's forked children among them, even in a session of their own — that is not
    /// one of the programs still running (`known`) or below one; zombies not included. Never anything outside
    /// `play`'s own tree.
    static func leftovers(known: Set<pid_t>) -> [pid_t: Status] {
        let table = all()
        var kept = known
        for program in known { kept.formUnion(descendants(of: program, in: table)) }
        let found = descendants(of: getpid(), in: table).subtracting(kept)
        return table.filter { found.contains($0.key) && $0.value.state != "Z" }
    }

    /// Reaps the adopted orphans among `processes` that have ended (play's own children; others are not play's to reap).
    static func reap(_ processes: Set<pid_t>) {
        var status: Int32 = 0
        for pid in processes { _ = waitpid(pid, &status, WNOHANG) }
    }

    /// The status of `pid`: the fields after the command's name in parentheses (which may hold spaces).
    static func status(of pid: pid_t) -> Status? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let open = stat.firstIndex(of: "("),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return Status(state: state, parent: parent, group: group, name: String(stat[stat.index(after: open)..<close]))
    }

    /// Whether any of `processes` is still there (a zombie not yet reaped counts as gone).
    static func anyRunning(_ processes: Set<pid_t>) -> Bool {
        processes.contains { pid in kill(pid, 0) == 0 && (status(of: pid).map { $0.state != "Z" } ?? false) }
    }
}
