import AnimKitSDL
import Foundation
import Synchronization

/// animview's standard output, each line written whole and checked: a full disk or a closed stream is an error said on
/// standard error (exit 74), never a silent exit 0; a reader that went away (`| head`) ends the program quietly.
enum StandardOutput {
    /// Whether file descriptor 1 was closed when animview started (`animview sample … >&-`).
    private static let closedAtStart = Atomic<Bool>(false)

    /// The fewest file descriptors animview runs with: below it Dispatch and SDL fail in ways that cannot be said plainly.
    static let fewestDescriptors: rlim_t = 16

    /// Run first: the open-files limit raised to what the system allows when it is low, and refused (71) when even that is too
    /// low, rather than crash inside Dispatch.
    static func requireDescriptors() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < 256 else { return }
        limit.rlim_cur = Swift.min(limit.rlim_max, 256)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        guard limit.rlim_cur < fewestDescriptors else { return }
        FileHandle.standardError.write(
            Data(
                "animview: it needs at least \(fewestDescriptors) open files at once, and the limit here is \(limit.rlim_cur) (ulimit -n)\n"
                    .utf8))
        exit(ExitStatus.osError)
    }

    /// Run first: a closed standard output is noted and given `/dev/null`, so that no file animview opens later
    /// becomes descriptor 1 and receives what was meant for the terminal.
    static func protectAtStart() {
        for descriptor: Int32 in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == STDOUT_FILENO { closedAtStart.store(true, ordering: .relaxed) }
        }
    }

    /// Writes `text` and a line break, whole.
    static func line(_ text: String) throws {
        try write(text + "\n")
    }

    /// Writes `text` whole; throws ``StandardOutputError`` when it cannot, and ends the program quietly when the reader has gone.
    static func write(_ text: String) throws {
        guard !closedAtStart.load(ordering: .relaxed) else { throw StandardOutputError(reason: "it is closed") }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, bytes.count - offset) }
            if written >= 0 {
                offset += written
            } else if errno == EPIPE {
                // `animview sample … | head`: the reader has what it wanted. End as a program SIGPIPE ends, without a word.
                exit(ExitStatus.stopped(by: SIGPIPE))
            } else if errno != EINTR {
                let number = errno
                let disk = number == ENOSPC || number == EDQUOT ? " (the disk is full)" : ""
                throw StandardOutputError(reason: String(cString: strerror(number)) + disk)
            }
        }
    }
}

/// Standard output could not take what animview wrote.
struct StandardOutputError: Error, CustomStringConvertible {
    let reason: String

    var description: String { "cannot write to standard output: \(reason)" }
}
