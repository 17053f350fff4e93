internal import CSDL2

/// A streaming texture that puts an offscreen frame on a window: the window shows exactly the pixels headless runs write.
@MainActor
final class FrameTexture {
    private let handle: OpaquePointer
    /// Destroying a renderer destroys its textures: this keeps it until the texture is destroyed first.
    private let renderer: Renderer
    let width: Int32
    let height: Int32
    /// Whether the texture is sampled smoothly: while the window shows the frame smaller than it is drawn.
    private var smooth = false

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
    ///
    /// At the frame's size or larger each pixel is shown as drawn. A window smaller than the frame (a screen shorter than
    /// the previewer) shrinks it smoothly: sampled at the nearest pixel, one row in ten of a 0.9× window was dropped,
    /// and with it every one-pixel line there — a table's separators came and went as rows moved.
    func show(_ frame: OffscreenSurface, on renderer: Renderer) {
        guard let pixels = frame.surface.pointee.pixels else { return }
        let map = renderer.canvasToPixels, shrinks = map.scaleX < 1 || map.scaleY < 1
        if shrinks != smooth {
            SDL_SetTextureScaleMode(handle, shrinks ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
            smooth = shrinks
        }
        SDL_UpdateTexture(handle, nil, pixels, frame.surface.pointee.pitch)
        renderer.clear(PixelColor(red: 0, green: 0, blue: 0, alpha: 255))
        SDL_RenderCopy(renderer.handle, handle, nil, nil)
        renderer.present()
    }
}
