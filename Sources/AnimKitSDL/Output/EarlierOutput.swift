import Foundation

/// What animview writes, told by a file's first bytes: an output path may name such a file (an earlier run's) to be replaced,
/// but never anything else — a scene file, notes, source code named by a slip of `--out`.
enum EarlierOutput {
    /// The kinds, for the message that refuses anything else.
    static let kinds = "a PNG, GIF, MP4, WebM, SVG, trace or frame log"

    /// Checks that the regular file at `path` is empty or starts as a file animview writes; `shown` is the path as given.
    ///
    /// A file that cannot be read to tell (no permission, no descriptor left) is refused with the system's reason, not
    /// blamed for its content.
    static func requireReplaceable(_ path: String, shown: String) throws(OutputError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw OutputError(
                path: shown,
                reason: "animview cannot read it to tell whether it wrote it (\(String(cString: strerror(errno)))), so it is left alone")
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 16)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else {
            throw OutputError(
                path: shown,
                reason: "animview cannot read it to tell whether it wrote it (\(String(cString: strerror(errno)))), so it is left alone")
        }
        head.removeSubrange(count...)
        guard head.isEmpty || signatures.contains(where: { $0(head) }) else {
            throw OutputError(
                path: shown, reason: "it holds something animview does not write (not \(kinds)), which animview does not replace")
        }
    }

    private static func starts(_ head: [UInt8], with prefix: String, at offset: Int = 0) -> Bool {
        let bytes = Array(prefix.utf8)
        return head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
    }

    private static let signatures: [@Sendable ([UInt8]) -> Bool] = [
        { $0.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }, // PNG and APNG
        { starts($0, with: "GIF87a") || starts($0, with: "GIF89a") },
        { starts($0, with: "ftyp", at: 4) }, // MP4
        { $0.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) }, // WebM
        { starts($0, with: "<svg") },
        { starts($0, with: "{\"animators\"") }, // a trace: FrameSample lines, keys sorted
        { starts($0, with: "frame target_ms") }, // a window's frame log
    ]
}
