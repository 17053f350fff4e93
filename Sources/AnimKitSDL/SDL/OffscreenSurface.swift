internal import CSDL2
import Foundation

/// An SDL surface, freed with its owner.
@MainActor
final class Surface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    init(_ pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    isolated deinit {
        SDL_FreeSurface(pointer)
    }
}

/// A 32-bit surface with SDL's software renderer drawing into it: frames with no display at all.
///
/// Its pixels are in cairo's own layout (`ARGB8888`: blue, green, red, alpha in memory on this little-endian
/// machine), so cairo draws layers straight into the frame; the frame is opaque, so cairo's premultiplied
/// alpha and SDL's straight alpha read its pixels alike.
@MainActor
final class OffscreenSurface {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: Renderer

    init(width: Int32, height: Int32) throws(SDLError) {
        guard width > 0, height > 0 else { throw SDLError("SDL_CreateRGBSurfaceWithFormat", message: "size \(width)×\(height) is empty") }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let handle = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        self.surface = surface
        // The renderer keeps the surface alive until it is destroyed itself.
        renderer = Renderer(handle: handle, target: Surface(surface))
    }

    /// The surface's pixels, RGBA, row by row.
    var pixels: (width: Int, height: Int, bytes: [UInt8]) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard let source = surface.pointee.pixels else { return (width, height, bytes) }
        bytes.withUnsafeMutableBytes { destination in
            guard let target = destination.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
            for row in 0..<height {
                let from = (source + row * pitch).assumingMemoryBound(to: UInt32.self), to = target + row * width
                // ARGB words (B, G, R, A in memory) become R, G, B, A: red and blue change places.
                for x in 0..<width {
                    let word = from[x]
                    to[x] = (word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
                }
            }
        }
        return (width, height, bytes)
    }

    /// The pixel at (`x`, `y`), RGBA (which must lie inside the surface), read without copying the others.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return (0, 0, 0, 0) }
        let at = source + y * Int(surface.pointee.pitch) + x * 4
        return (at[2], at[1], at[0], at[3])
    }

    /// The surface as PNG bytes.
    func pngData() throws(SDLError) -> Data {
        try SurfaceEncoder.png(surface)
    }
}
