import AnimKitSDL
import Foundation

/// The cache folder one `play` builds in, locked (`flock`) for as long as that `play` runs.
///
/// Two `play`s of the same files (two terminals, a CI matrix) would otherwise write,
/// build and delete in one folder at once. The first takes the folder named for the
/// files; the next finds it locked and takes `NAME-2`, then `NAME-3` …, so each
/// builds on its own and none deletes another's files. The lock goes with the
/// process, however it ends.
final class CacheLock {
    /// The folder this `play` holds.
    let folder: URL
    private let descriptor: Int32

    /// How many `play`s of the same files can build at once.
    static let limit = 16

    /// Takes the first of `base`, `base-2` … that no other `play` holds.
    init(for base: URL) throws(PlayError) {
        do {
            try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw PlayError(
                "cannot create the cache folder \(base.deletingLastPathComponent().path): \(error.localizedDescription)",
                code: ExitStatus.cannotCreate)
        }
        for number in 1...Self.limit {
            let candidate = number == 1 ? base : URL(fileURLWithPath: base.path + "-\(number)")
            let lock = open(candidate.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard lock >= 0 else {
                throw PlayError(
                    "cannot lock the cache folder \(candidate.path): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
            }
            if flock(lock, LOCK_EX | LOCK_NB) == 0 {
                folder = candidate
                descriptor = lock
                return
            }
            close(lock)
        }
        throw PlayError("\(Self.limit) plays of the same files are running; stop one first", code: ExitStatus.tryAgain)
    }

    deinit {
        close(descriptor)
    }
}

/// A cache folder shared by every `play` (the previewer's package), locked while one of them builds in it: the others wait.
struct FolderLock {
    private let descriptor: Int32

    /// Waits until no other `play` holds the lock file at `path`, then holds it.
    init(_ path: String) throws(PlayError) {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw PlayError("cannot create the cache folder for \(path): \(error.localizedDescription)", code: ExitStatus.cannotCreate)
        }
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PlayError("cannot lock \(path): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
        }
        // A signal interrupts the wait (EINTR); play's own signal handling then ends it.
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR, StopSignals.pending == nil else {
                close(descriptor)
                throw PlayError("cannot lock \(path): \(String(cString: strerror(errno)))", code: ExitStatus.cannotCreate)
            }
        }
    }

    /// Lets the next `play` in.
    func release() {
        close(descriptor)
    }
}
