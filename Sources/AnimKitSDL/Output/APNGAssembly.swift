import Foundation

/// An animated PNG put together from PNG frames already encoded, without encoding them again: the first frame's image
/// data as the file's own (`IDAT`, what a viewer without APNG shows), each later one's as frame data (`fdAT`), every
/// frame whole, shown for the same time.
enum APNGAssembly {
    /// The APNG of `frames` (each a whole PNG, all of one size and pixel format) at `framesPerSecond`, looping forever.
    static func assemble(_ frames: [Data], framesPerSecond: Double) throws -> Data {
        let decoded = frames.map { PNGChunks(bytes: [UInt8]($0)) }
        guard let first = decoded.first, let header = first.chunks.first(where: { $0.type == "IHDR" }), header.data.count == 13 else {
            throw ExportError("an animated PNG needs at least one PNG frame")
        }
        guard decoded.allSatisfy({ $0.chunks.first { $0.type == "IHDR" }?.data == header.data }) else {
            throw ExportError("the frames of an animated PNG must all be of one size and format")
        }
        let (numerator, denominator) = delay(framesPerSecond: framesPerSecond)
        var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        append("IHDR", header.data, to: &out)
        append("acTL", bigEndian(UInt32(frames.count)) + bigEndian(0), to: &out)
        var sequence: UInt32 = 0
        for (index, frame) in decoded.enumerated() {
            // fcTL: sequence, width, height, x, y (0, 0), the delay, dispose none, blend source (the frame replaces all).
            let control = bigEndian(sequence) + Array(header.data[0..<8]) + bigEndian(0) + bigEndian(0)
            append("fcTL", control + bigEndian16(numerator) + bigEndian16(denominator) + [0, 0], to: &out)
            sequence += 1
            for chunk in frame.chunks where chunk.type == "IDAT" {
                if index == 0 {
                    append("IDAT", chunk.data, to: &out)
                } else {
                    append("fdAT", bigEndian(sequence) + chunk.data, to: &out)
                    sequence += 1
                }
            }
        }
        append("IEND", [], to: &out)
        return Data(out)
    }

    /// A frame's delay as the fraction `fcTL` keeps, in 16-bit parts: the closest to 1 / `framesPerSecond` there is
    /// (a convergent of its continued fraction) — 1/60 s for 60 frames a second, 100/2997 for 29.97, 7/1000 for 1000/7.
    static func delay(framesPerSecond: Double) -> (UInt16, UInt16) {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { return (1, 60) }
        let limit = Double(UInt16.max), seconds = 1 / framesPerSecond
        var (numerator, denominator) = (seconds.rounded(.down), 1.0)
        var (previousNumerator, previousDenominator) = (1.0, 0.0)
        var rest = seconds - seconds.rounded(.down)
        while rest > 1e-12 {
            let inverse = 1 / rest, whole = inverse.rounded(.down)
            let next = (whole * numerator + previousNumerator, whole * denominator + previousDenominator)
            guard next.0 <= limit, next.1 <= limit else { break }
            (previousNumerator, previousDenominator, numerator, denominator) = (numerator, denominator, next.0, next.1)
            rest = inverse - whole
        }
        guard numerator >= 1, numerator <= limit else { return (1, UInt16(Swift.min(framesPerSecond.rounded(), limit))) }
        return (UInt16(numerator), UInt16(denominator))
    }

    private static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(PNGTextChunk.crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    private static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}

/// A PNG's chunks, in order (the signature skipped; a cut-off chunk ends the list).
struct PNGChunks {
    let chunks: [(type: String, data: [UInt8])]

    init(bytes: [UInt8]) {
        var found: [(type: String, data: [UInt8])] = []
        var index = 8
        while index + 12 <= bytes.count {
            let length = Int(bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard length <= bytes.count - index - 12 else { break }
            found.append((String(decoding: bytes[index + 4..<index + 8], as: UTF8.self), Array(bytes[index + 8..<index + 8 + length])))
            index += 12 + length
        }
        chunks = found
    }

    /// Where each PNG in `stream` (PNGs one after another, as ffmpeg's `image2pipe` writes them) ends, after its `IEND`.
    static func split(_ stream: Data) -> [Data] {
        let bytes = [UInt8](stream)
        var pngs: [Data] = [], start = 0, index = 8
        while index + 12 <= bytes.count {
            let length = Int(bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let isEnd = bytes[index + 4..<index + 8].elementsEqual("IEND".utf8)
            index += 12 + length
            if isEnd {
                pngs.append(Data(bytes[start..<Swift.min(index, bytes.count)]))
                start = index
                index += 8
            }
        }
        return pngs
    }
}
