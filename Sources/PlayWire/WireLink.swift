import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One end of the socket between `animview play` and a process it starts: typed messages, a JSON line each, both ways.
///
/// `play` makes the pair (``pair()``) and gives the other end to the process as its standard input; the process
/// reads `play`'s messages from it and writes its own back into it. `play`'s end never blocks on reading
/// (``receive(_:)`` takes what has come); the process reads on a thread of its own (``next(_:)``).
package final class WireLink: @unchecked Sendable {
    /// The socket's descriptor.
    package let descriptor: Int32
    private let lock = NSLock()
    /// Bytes read and not yet a whole line.
    private var pending: [UInt8] = []
    /// Whether the other end closed (its process ended).
    package private(set) var isClosed = false
    /// Whether the descriptor is closed with this value.
    private let owned: Bool

    /// The end at `descriptor` (a process's standard input: 0), closed with this value when `owned`.
    package init(descriptor: Int32, owned: Bool = false) {
        self.descriptor = descriptor
        self.owned = owned
    }

    deinit { if owned { close(descriptor) } }

    /// A connected pair: `play`'s end, which never blocks on reading, and the descriptor to give the process as its
    /// standard input (to close in `play` once the process has it). Neither is inherited by other processes.
    package static func pair() throws -> (link: WireLink, child: Int32) {
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (WireLink(descriptor: ends[0], owned: true), ends[1])
    }

    /// Sends `message` as one line, whole (two threads' lines never interleave); false when the other end is gone.
    @discardableResult
    package func send(_ message: some Encodable) -> Bool {
        guard var line = try? JSONEncoder().encode(message) else { return false }
        line.append(UInt8(ascii: "\n"))
        lock.lock()
        defer { lock.unlock() }
        return line.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count {
                // MSG_NOSIGNAL: an ended process is a `false` here, never a SIGPIPE.
                let sent = Glibc.send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    // `play`'s end is non-blocking: a full socket waits until the process reads.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, 100)
                    continue
                }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// The messages that have come whole since the last look, without waiting; a line that is not a `Message` is
    /// skipped. Sets ``isClosed`` once the other end has closed.
    package func receive<Message: Decodable>(_ type: Message.Type) -> [Message] {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count == 0 { isClosed = true }
            guard count > 0 else { break }
            pending += chunk[..<count]
        }
        return lines(type)
    }

    /// Waits for the next messages: blocks until at least a whole line came; `nil` once the other end has closed.
    package func next<Message: Decodable>(_ type: Message.Type) -> [Message]? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let messages = lines(type)
            if !messages.isEmpty { return messages }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                isClosed = true
                return nil
            }
            pending += chunk[..<count]
        }
    }

    /// Waits up to `seconds` for something to read (or the other end to close); whether it came.
    package func waitForMessages(seconds: TimeInterval) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, Int32((max(0, min(seconds, 3600)) * 1000).rounded(.up))) > 0
    }

    /// The whole lines read so far, decoded; what follows the last newline waits for the rest of its line.
    private func lines<Message: Decodable>(_ type: Message.Type) -> [Message] {
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let whole = pending[...last]
        pending.removeSubrange(...last)
        let decoder = JSONDecoder()
        return whole.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(type, from: Data($0)) }
    }
}
