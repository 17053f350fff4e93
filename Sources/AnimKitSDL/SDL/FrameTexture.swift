internal import CSDL2

/// A streaming texture that puts an offscreen frame on a window: the window shows exactly the pixels headless runs write.
@MainActor
final class FrameTexture {
    private let handle: OpaquePointer
    /// Destroying a renderer destroys its textures: this keeps it until the texture is destroyed first.
    private let renderer: Renderer
    let width: Int32
    let height: Int32

    init(width: Int32, height: Int32, renderer: Renderer) throws(SDLError) {
        guard
            let texture = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
        else { throw SDLError("SDL_CreateTexture") }
        handle = texture
        self.renderer = renderer
        self.width = width
        self.height = height
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }

    /// Uploads `frame` and draws it over the whole logical canvas of `renderer`, then shows it.
    func show(_ frame: OffscreenSurface, on renderer: Renderer) {
        guard let pixels = frame.surface.pointee.pixels else { return }
        SDL_UpdateTexture(handle, nil, pixels, frame.surface.pointee.pitch)
        renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 255))
        SDL_RenderCopy(renderer.handle, handle, nil, nil)
        renderer.present()
    }
}
