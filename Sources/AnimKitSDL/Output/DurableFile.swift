import Foundation

/// The system calls behind ``OutputFile``, each one's result checked: a full disk or an I/O error is an ``OutputError``, never a short file.
enum DurableFile {
    /// Creates `temporary` (never through a link) and writes `data` to it whole; `fsync`s it when `synced`, then closes it.
    ///
    /// A short write is continued, an interrupted one retried; any other failure
    /// throws with `path` (the destination the person named) and `kept` in the sentence.
    static func write(_ data: Data, to temporary: String, synced: Bool, for path: String, kept: String) throws(OutputError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .interrupted(path, doing: "creating its temporary file", errno: errno, kept: kept) }
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            close(descriptor)
            throw .interrupted(path, doing: "writing", errno: failure, kept: kept)
        }
        try finish(descriptor, synced: synced, for: path, kept: kept)
    }

    /// Flushes a file another program wrote (ffmpeg's film) to the disk, so an error it held back is seen before the rename.
    static func sync(_ temporary: String, for path: String, kept: String) throws(OutputError) {
        let descriptor = open(temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .interrupted(path, doing: "reopening its temporary file", errno: errno, kept: kept) }
        try finish(descriptor, synced: true, for: path, kept: kept)
    }

    /// Makes a rename in `folder` last: without it a crash can leave the old name, or none.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        // Some file systems cannot sync a folder (EINVAL); the file itself is already on disk.
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func finish(_ descriptor: Int32, synced: Bool, for path: String, kept: String) throws(OutputError) {
        if synced, fsync(descriptor) != 0 {
            let number = errno
            close(descriptor)
            throw .interrupted(path, doing: "flushing to the disk", errno: number, kept: kept)
        }
        // Some file systems (NFS) report a failed write only when the file is closed.
        guard close(descriptor) == 0 else { throw .interrupted(path, doing: "closing", errno: errno, kept: kept) }
    }
}
