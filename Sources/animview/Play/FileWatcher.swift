import Foundation
import PlayWire

#if canImport(Glibc)
    import Glibc
#endif

/// Tells at once when one of the files `play` follows changes, through Linux's inotify: their folders are watched
/// (an editor that saves by writing a new file and renaming it over the old replaces the file, so watching the file
/// itself would lose it), and only events naming the files count. Events that follow within a short settling time
/// are taken with the first — an editor writing in two steps, or many saves at once, make one change.
final class FileWatcher {
    /// The inotify instance.
    private let descriptor: Int32
    /// The names followed in each watched folder, by watch descriptor.
    private var followed: [Int32: Set<String>] = [:]

    /// How long the files must be quiet after a change before it is reported: 5 ms, enough for an editor's two-step
    /// save (truncate, then write: microseconds apart), little of the 33 ms a literal edit may take to reach the screen.
    /// A save in two steps further apart builds its first half too; the second half is then one more change. A file
    /// closed after writing, or renamed into place, is whole at once: no settling time.
    static let settle: TimeInterval = 0.005

    /// How long this watcher waits for quiet (``settle`` for saves; none for a log that only grows).
    private let quiet: TimeInterval
    /// Whether a followed file was written since the last change reported: a close is a change only then. (A save
    /// that syncs before it closes — Foundation's `Data.write(to:)` does — can hold the close back past the settling
    /// time on a busy machine; the change was reported whole without it, and the close alone brings nothing new.)
    private var written = false

    /// A watcher of `files`; `nil` when inotify is not available (the caller polls instead).
    init?(files: [URL], settle: TimeInterval = FileWatcher.settle) {
        quiet = settle
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
        for (folder, names) in Dictionary(grouping: files, by: { $0.deletingLastPathComponent().path }) {
            let watch = inotify_add_watch(descriptor, folder, events)
            guard watch >= 0 else {
                close(descriptor)
                return nil
            }
            followed[watch, default: []].formUnion(names.map(\.lastPathComponent))
        }
    }

    deinit { close(descriptor) }

    /// Waits up to `timeout` seconds for a change to one of the files; true when one came (and the files then
    /// stayed quiet for the settling time). Messages coming on `wire` end the wait at once (false, unless a file
    /// changed too).
    func waitForChange(timeout: TimeInterval, orMessagesOn wire: WireLink? = nil) -> Bool {
        guard wait(timeout, orReadable: wire?.descriptor), case let first = drain(), first.named else { return false }
        defer { written = false }
        // A file closed after writing, or renamed into place, is whole: an editor's save is done.
        guard !first.completed else { return true }
        // Quiet means no event naming a followed file: other files in the same folders (a log, a build) may be busy.
        var deadline = ProcessInfo.processInfo.systemUptime + quiet
        while case let left = deadline - ProcessInfo.processInfo.systemUptime, left > 0, wait(left) {
            let next = drain()
            if next.completed { return true }
            if next.named { deadline = ProcessInfo.processInfo.systemUptime + quiet }
        }
        return true
    }

    /// Whether an event is ready within `seconds`; the wait ends early, without one, when `other` has something to read.
    private func wait(_ seconds: TimeInterval, orReadable other: Int32? = nil) -> Bool {
        var ready = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if let other { ready.append(pollfd(fd: other, events: Int16(POLLIN), revents: 0)) }
        // A signal that interrupts the wait ends it early: the caller looks at its signals and files anyway.
        // In whole milliseconds, rounded up: the last fraction of a millisecond of a settling time is waited for too.
        guard poll(&ready, nfds_t(ready.count), Int32((max(0, min(seconds, 3600)) * 1000).rounded(.up))) > 0 else { return false }
        return ready[0].revents != 0
    }

    /// Reads every pending event; whether one named a followed file (a close only after a write), and whether the last
    /// that did finished writing it.
    private func drain() -> (named: Bool, completed: Bool) {
        var named = false, completed = false, buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return (named, completed) }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, length, mask) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len), event.mask)
                }
                let start = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[start..<min(start + length, count)].prefix { $0 != 0 }, as: UTF8.self)
                if followed[watch]?.contains(name) == true, mask & UInt32(IN_CLOSE_WRITE) == 0 || written {
                    named = true
                    completed = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
                    written = mask & UInt32(IN_MODIFY) != 0 || (written && !completed)
                }
                offset = start + length
            }
        }
    }
}
