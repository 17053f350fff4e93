internal import CSDL2
internal import CSDL2Image
import Foundation

/// A surface as PNG or JPEG bytes, in memory (SDL_image with libpng or its JPEG writer): the same pixels always give
/// the same bytes.
///
/// Nothing here touches a file. SDL_image saving to a path reports neither a full
/// disk nor a failed close (its buffered writes fail after it has returned), so
/// the bytes are made here and written by ``OutputFile``, which checks every step.
enum SurfaceEncoder {
    /// The PNG of `surface`.
    static func png(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Data {
        let sink = ByteSink()
        guard let stream = sink.makeStream() else { throw SDLError("SDL_AllocRW") }
        // SDL_image closes the stream it is given (freedst = 1), which frees it.
        guard IMG_SavePNG_RW(surface, stream, 1) == 0 else { throw SDLError("IMG_SavePNG_RW") }
        return sink.bytes
    }

    /// The JPEG of `surface` at `quality` (0 the smallest file, 100 the best picture); its alpha is left out.
    static func jpeg(_ surface: UnsafeMutablePointer<SDL_Surface>, quality: Int) throws(SDLError) -> Data {
        let sink = ByteSink()
        guard let stream = sink.makeStream() else { throw SDLError("SDL_AllocRW") }
        guard IMG_SaveJPG_RW(surface, stream, 1, Int32(Swift.min(Swift.max(quality, 0), 100))) == 0 else {
            throw SDLError("IMG_SaveJPG_RW")
        }
        return sink.bytes
    }
}

/// Where SDL_image writes a PNG: a growing byte buffer behind an `SDL_RWops` of the kind SDL calls "unknown".
private final class ByteSink {
    var bytes = Data()

    /// A write-only stream into this sink; it holds the sink unretained, so the sink must outlive it.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let stream = SDL_AllocRW() else { return nil }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { stream, offset, whence in
            // libpng only asks where it is (a tell); a sink cannot go back.
            guard let stream, offset == 0, whence == RW_SEEK_CUR, let sink = ByteSink.of(stream) else { return -1 }
            return Int64(sink.bytes.count)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, pointer, size, count in
            guard let stream, let pointer, let sink = ByteSink.of(stream) else { return 0 }
            sink.bytes.append(pointer.assumingMemoryBound(to: UInt8.self), count: size * count)
            return count
        }
        stream.pointee.close = { stream in
            SDL_FreeRW(stream)
            return 0
        }
        return stream
    }

    private static func of(_ stream: UnsafeMutablePointer<SDL_RWops>) -> ByteSink? {
        stream.pointee.hidden.unknown.data1.map { Unmanaged<ByteSink>.fromOpaque($0).takeUnretainedValue() }
    }
}
