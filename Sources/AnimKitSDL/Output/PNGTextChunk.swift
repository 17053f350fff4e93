import Foundation

/// Text kept inside a PNG (or APNG) file, in an international text chunk (`iTXt`, UTF-8, not compressed): the file
/// stays an image every viewer shows, and the text travels with it.
enum PNGTextChunk {
    /// `png` with `text` under `keyword` added before its end (a chunk already under `keyword` is replaced).
    static func adding(_ text: String, keyword: String, to png: Data) throws -> Data {
        var bytes = [UInt8](removing(keyword: keyword, from: png))
        guard let end = chunks(of: bytes).last(where: { $0.type == "IEND" }) else { throw ExportError("it is not a PNG") }
        // Keyword, then: compression flag 0, method 0, an empty language tag and an empty translated keyword.
        let body = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        let type = Array("iTXt".utf8)
        var chunk = bigEndian(UInt32(body.count)) + type + body
        chunk += bigEndian(crc32(type + body))
        bytes.insert(contentsOf: chunk, at: end.start)
        return Data(bytes)
    }

    /// The text under `keyword`; `nil` when the file has none (or it is not UTF-8).
    static func text(keyword: String, in png: Data) -> String? {
        let bytes = [UInt8](png), prefix = Array(keyword.utf8) + [0]
        for chunk in chunks(of: bytes) where chunk.type == "iTXt" {
            let body = bytes[chunk.data]
            guard body.starts(with: prefix) else { continue }
            // After the keyword's zero: the two compression bytes, then the language tag and translated keyword, each ended by 0.
            var index = body.startIndex + prefix.count
            guard index + 2 <= body.endIndex, body[index] == 0 else { return nil }
            index += 2
            for _ in 0..<2 {
                guard let zero = body[index...].firstIndex(of: 0) else { return nil }
                index = zero + 1
            }
            return String(validating: body[index...], as: UTF8.self)
        }
        return nil
    }

    /// `png` without the text chunk under `keyword`.
    private static func removing(keyword: String, from png: Data) -> Data {
        let bytes = [UInt8](png), prefix = Array(keyword.utf8) + [0]
        guard let chunk = chunks(of: bytes).first(where: { $0.type == "iTXt" && bytes[$0.data].starts(with: prefix) }) else {
            return png
        }
        return Data(bytes[..<chunk.start] + bytes[(chunk.data.upperBound + 4)...])
    }

    /// Every whole chunk after the signature: where it starts, its type and where its data lies.
    private static func chunks(of bytes: [UInt8]) -> [(start: Int, type: String, data: Range<Int>)] {
        var found: [(start: Int, type: String, data: Range<Int>)] = []
        var index = 8
        while index + 12 <= bytes.count {
            let length = Int(bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= bytes.count - index - 12 else { break }
            found.append((index, String(decoding: bytes[index + 4..<index + 8], as: UTF8.self), index + 8..<index + 8 + length))
            index += 12 + length
        }
        return found
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    /// The CRC-32 PNG puts after each chunk (ISO 3309, as zlib's), over its type and data.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { (seed: UInt32) in
        (0..<8).reduce(seed) { crc, _ in crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
