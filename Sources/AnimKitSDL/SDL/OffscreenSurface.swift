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

/// An RGBA surface with SDL's software renderer drawing into it: frames with no display at all.
@MainActor
final class OffscreenSurface {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: Renderer

    init(width: Int32, height: Int32) throws(SDLError) {
        guard width > 0, height > 0 else { throw SDLError("SDL_CreateRGBSurfaceWithFormat", message: "size \(width)×\(height) is empty") }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
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
        if let source = surface.pointee.pixels {
            for row in 0..<height {
                bytes.withUnsafeMutableBytes { destination in
                    destination.baseAddress?.advanced(by: row * width * 4).copyMemory(
                        from: source.advanced(by: row * pitch), byteCount: width * 4)
                }
            }
        }
        return (width, height, bytes)
    }

    /// The surface as PNG bytes.
    func pngData() throws(SDLError) -> Data {
        try PNGEncoder.encode(surface)
    }
}
