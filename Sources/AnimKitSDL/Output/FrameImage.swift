internal import CSDL2
internal import CSDL2Image
import Foundation

/// A rendered frame as pixels: what headless snapshots are compared by, and what becomes a PNG.
///
/// PNG bytes come from SDL_image (libpng), so the same pixels always give the same file.
public struct FrameImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// RGBA, 8 bits each, row by row from the top.
    public let pixels: [UInt8]

    /// An image of `width × height` RGBA `pixels`; `nil` when the count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A rendered surface's pixels, whose size the surface guarantees.
    init(surfaceWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// One transparent pixel: a placeholder for a frame that could not be drawn.
    public static let transparentPixel = FrameImage(surfaceWidth: 1, height: 1, pixels: [0, 0, 0, 0])

    /// The pixel at (`x`, `y`); transparent black outside the image.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(0, 0, 0, 0) }
        let offset = (y * width + x) * 4
        return Pixel(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
    }

    /// The images side by side, left to right, on a transparent ground as tall as the tallest: a film strip.
    public static func strip(_ images: [FrameImage]) -> FrameImage? {
        let width = images.reduce(0) { $0 + $1.width }, height = images.map(\.height).max() ?? 0
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for image in images {
            for row in 0..<image.height {
                let source = row * image.width * 4, destination = (row * width + left) * 4
                pixels.replaceSubrange(
                    destination..<(destination + image.width * 4), with: image.pixels[source..<(source + image.width * 4)])
            }
            left += image.width
        }
        return FrameImage(width: width, height: height, pixels: pixels)
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel, and the largest difference; `nil` when the sizes differ.
    public func difference(from other: FrameImage, tolerance: UInt8 = 0) -> (pixels: Int, largest: Int)? {
        guard width == other.width, height == other.height else { return nil }
        // Most frames of a film that passes, and many of one that fails, are the same bytes: compared whole first.
        if pixels == other.pixels { return (0, 0) }
        var count = 0, largest = 0
        let limit = Int(tolerance)
        pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                // Pointers, not buffers: their subscripts are inlined even in a debug build, where a test suite runs this.
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return }
                var offset = 0
                let end = width * height * 4
                while offset < end {
                    defer { offset &+= 4 }
                    let (p, q) = (a + offset, b + offset)
                    guard p[0] != q[0] || p[1] != q[1] || p[2] != q[2] || p[3] != q[3] else { continue }
                    var pixelLargest = 0
                    for channel in 0..<4 {
                        let delta = Int(p[channel]) &- Int(q[channel])
                        pixelLargest = Swift.max(pixelLargest, delta < 0 ? -delta : delta)
                    }
                    largest = Swift.max(largest, pixelLargest)
                    if pixelLargest > limit { count &+= 1 }
                }
            }
        }
        return (count, largest)
    }
}

extension FrameImage {
    /// The image as PNG bytes, encoded in memory: no file is involved until the bytes are written whole (``OutputFile``).
    @MainActor
    public func pngData() throws(SDLError) -> Data {
        var data = Data()
        try withSurface { surface throws(SDLError) in data = try SurfaceEncoder.png(surface) }
        return data
    }

    /// The image as JPEG bytes at `quality` (0 to 100), in memory; its alpha is left out.
    @MainActor
    public func jpegData(quality: Int) throws(SDLError) -> Data {
        var data = Data()
        try withSurface { surface throws(SDLError) in data = try SurfaceEncoder.jpeg(surface, quality: quality) }
        return data
    }

    /// Writes the image as a PNG to `file`, whole or not at all (see ``OutputFile``).
    @MainActor
    public func writePNG(to file: OutputFile) throws {
        try file.write(try pngData())
    }

    /// The image a PNG (or JPEG, or any format SDL_image reads) holds.
    @MainActor
    public init(imageData data: Data) throws(SDLError) {
        // Surfaces and SDL_image need no SDL_Init: this works beside a window or with none.
        let loaded: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw SDLError("IMG_Load_RW") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let source = converted.pointee.pixels {
            pixels.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    destination.baseAddress?.advanced(by: row * width * 4).copyMemory(
                        from: source.advanced(by: row * pitch), byteCount: width * 4)
                }
            }
        }
        guard let image = FrameImage(width: width, height: height, pixels: pixels) else {
            throw SDLError("IMG_Load_RW", message: "the image is empty")
        }
        self = image
    }

    @MainActor
    private func withSurface(_ body: (UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Void) throws(SDLError) {
        var copy = pixels
        let result: Result<Void, SDLError> = copy.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return .failure(SDLError("SDL_CreateRGBSurfaceWithFormatFrom")) }
            defer { SDL_FreeSurface(surface) }
            do throws(SDLError) {
                try body(surface)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }
}

extension OffscreenHost {
    /// The last frame rendered, as an image.
    public var image: FrameImage {
        FrameImage(surfaceWidth: width, height: height, pixels: pixels)
    }
}
