import Foundation
import Testing

@testable import animview

/// play's watcher: a save is reported whether the editor writes the file or renames a new one over it; other files
/// in the folder are not; a burst of saves is one change. Every write is made before the wait, so no test depends on
/// how fast the machine is.
@Suite("play's file watcher (inotify)")
struct FileWatcherTests {
    /// A new folder holding `Card.swift` and `Notes.txt`.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("Card.swift"))
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("Notes.txt"))
        return folder
    }

    @Test("a write to the file, then a save by rename over it: each one change; nothing more after")
    func writesAndRenames() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let watcher = try #require(FileWatcher(files: [card]))
        try Data("let a = 2\n".utf8).write(to: card)
        #expect(watcher.waitForChange(timeout: 10))
        #expect(!watcher.waitForChange(timeout: 0.2))
        let saved = folder.appendingPathComponent(".Card.swift.swp")
        try Data("let a = 3\n".utf8).write(to: saved)
        #expect(rename(saved.path, card.path) == 0)
        #expect(watcher.waitForChange(timeout: 10))
        #expect(!watcher.waitForChange(timeout: 0.2))
    }

    @Test("another file in the folder changing is not a change; fifty saves at once are one")
    func othersAndBursts() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let watcher = try #require(FileWatcher(files: [card]))
        try Data("changed\n".utf8).write(to: folder.appendingPathComponent("Notes.txt"))
        #expect(!watcher.waitForChange(timeout: 0.2))
        for value in 0..<50 { try Data("let a = \(value)\n".utf8).write(to: card) }
        #expect(watcher.waitForChange(timeout: 10))
        #expect(!watcher.waitForChange(timeout: 0.2))
    }

    @Test("another file of the folder written again and again does not hold a save back: quiet means quiet for the file followed")
    func busyNeighbours() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        // A settling time of 0.2 s, and a neighbour written every 20 ms for 1.5 s: counted as noise, the save would
        // wait for the neighbour to stop (1.7 s); counted right, it is reported 0.2 s after it lands.
        let watcher = try #require(FileWatcher(files: [card], settle: 0.2))
        let notes = folder.appendingPathComponent("Notes.txt")
        let neighbour = Thread {
            for index in 0..<75 {
                try? Data("notes \(index)\n".utf8).write(to: notes)
                usleep(20_000)
            }
        }
        try Data("let a = 2\n".utf8).write(to: card)
        neighbour.start()
        let started = ProcessInfo.processInfo.systemUptime
        #expect(watcher.waitForChange(timeout: 10))
        #expect(ProcessInfo.processInfo.systemUptime - started < 1.0)
        while !neighbour.isFinished { usleep(10_000) }
    }

    /// The CPU time this thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test(
        "waiting for a save sleeps in the kernel: 0.3 s with nothing saved costs the thread almost no CPU time"
    )
    func waitingSleeps() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = try #require(FileWatcher(files: [folder.appendingPathComponent("Card.swift")]))
        let before = Self.threadCPUSeconds(), started = ProcessInfo.processInfo.systemUptime
        // Waits of 0.1 s until 0.3 s have gone (a signal to the test process — another test's child ending — ends one
        // early, as it should: play looks at its signals then): the thread slept through them in the kernel.
        while ProcessInfo.processInfo.systemUptime - started < 0.3 { #expect(!watcher.waitForChange(timeout: 0.1)) }
        #expect(Self.threadCPUSeconds() - before < 0.05)
    }

    @Test("a file closed after writing is whole: reported without the settling time; one still open for writing waits for quiet")
    func closedWritesAreWhole() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        // A settling time of a minute: waited for, the test would take that long.
        let watcher = try #require(FileWatcher(files: [card], settle: 60))
        try Data("let a = 2\n".utf8).write(to: card)
        let started = ProcessInfo.processInfo.systemUptime
        #expect(watcher.waitForChange(timeout: 10))
        #expect(ProcessInfo.processInfo.systemUptime - started < 30)
        // Written and not closed: the change is reported once the file has been quiet for the settling time.
        let quick = try #require(FileWatcher(files: [card], settle: 0.1))
        let handle = try FileHandle(forWritingTo: card)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data("let a = 3\n".utf8))
        #expect(quick.waitForChange(timeout: 10))
    }

    @Test("a close long after the write (a save that syncs first, on a busy machine) is not a second change; nor a close with no write")
    func lateCloseIsNotAChange() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let watcher = try #require(FileWatcher(files: [card], settle: 0.05))
        // Written, then held open past the settling time (as `fsync` can hold it), then closed.
        let handle = try FileHandle(forWritingTo: card)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("let a = 2\n".utf8))
        #expect(watcher.waitForChange(timeout: 10))
        try handle.close()
        #expect(!watcher.waitForChange(timeout: 0.2))
        // Opened for writing and closed, nothing written.
        try FileHandle(forWritingTo: card).close()
        #expect(!watcher.waitForChange(timeout: 0.2))
        // The next save is a change again.
        try Data("let a = 3\n".utf8).write(to: card)
        #expect(watcher.waitForChange(timeout: 10))
        #expect(!watcher.waitForChange(timeout: 0.2))
    }
}
