internal import CSDL2

/// An SDL texture, destroyed with its owner.
@MainActor
final class Texture {
    let handle: OpaquePointer
    let width: Int32
    let height: Int32
    /// Destroying a renderer destroys its textures: this keeps it until the texture is destroyed first.
    private let renderer: Renderer

    /// Uploads `surface` (which the caller still owns) for drawing with `renderer`.
    init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: Renderer) throws(SDLError) {
        guard let texture = SDL_CreateTextureFromSurface(renderer.handle, surface) else { throw SDLError("SDL_CreateTextureFromSurface") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        handle = texture
        self.renderer = renderer
        width = surface.pointee.w
        height = surface.pointee.h
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }
}
