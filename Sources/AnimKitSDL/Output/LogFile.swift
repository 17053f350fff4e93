import Foundation

/// A file written line by line while animview runs (a trace, a frame log), each write checked.
///
/// A full disk or an I/O error is an ``OutputError`` (stage `.interrupted`) that
/// the caller turns into a clean stop; the lines written before stay, whole.
@MainActor
final class LogFile {
    /// The path as the person gave it.
    let path: String
    private var descriptor: Int32

    /// Opens the file at `url`, already checked, emptying what an earlier run wrote.
    init(path: String, url: URL) throws(OutputError) {
        self.path = path
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
    }

    isolated deinit {
        if descriptor >= 0 { Foundation.close(descriptor) }
    }

    /// Writes `text` whole; a line cut short by a full disk is taken back, so the file ends on a whole line.
    func append(_ text: String) throws(OutputError) {
        guard descriptor >= 0 else { return }
        let start = lseek(descriptor, 0, SEEK_CUR)
        var failure: Int32?
        Array(text.utf8).withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure {
            if start >= 0 { _ = ftruncate(descriptor, start) }
            throw .interrupted(path, doing: "writing", errno: failure, kept: "the lines before this frame are in it")
        }
    }

    /// Closes the file, reporting an error the file system held back until now.
    func close() throws(OutputError) {
        guard descriptor >= 0 else { return }
        let result = Foundation.close(descriptor)
        descriptor = -1
        guard result == 0 else { throw .interrupted(path, doing: "closing", errno: errno, kept: "its lines may be incomplete") }
    }
}
