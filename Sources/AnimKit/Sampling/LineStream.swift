import Foundation

/// The lines of a file, read a block at a time: a recording of hundreds of megabytes is never held whole as text.
package struct LineStream {
    private let handle: FileHandle
    /// The bytes read and not yet returned start at `position`.
    private var buffer: [UInt8] = []
    private var position = 0
    private var finished = false
    /// The 1-based number of the line last returned.
    package private(set) var number = 0

    /// Bytes read at a time.
    static let blockSize = 1 << 20

    package init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or `nil` at the end of the file.
    package mutating func next() throws -> String? {
        while true {
            if let end = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[position..<end], as: UTF8.self)
                position = end + 1
                number += 1
                return line
            }
            if finished {
                guard position < buffer.count else { return nil }
                defer { position = buffer.count }
                number += 1
                return String(decoding: buffer[position...], as: UTF8.self)
            }
            // What is left of the last block moves to the front, once a block.
            buffer.removeSubrange(0..<position)
            position = 0
            let block = try handle.read(upToCount: Self.blockSize) ?? Data()
            if block.isEmpty { finished = true } else { buffer.append(contentsOf: block) }
        }
    }
}
