internal import CSDL2
import Foundation

/// An SDL window with an accelerated renderer (falling back to software), resizable.
@MainActor
final class Window {
    let handle: OpaquePointer
    let renderer: Renderer

    init(title: String, width: Int32, height: Int32) throws(SDLError) {
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else { throw SDLError("SDL_CreateWindow") }
        // No PRESENTVSYNC: frames are paced by the host's timer (under Xvfb SDL only simulates vsync, at 62.5 Hz).
        guard
            let handle = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.handle = window
        renderer = Renderer(handle: handle, target: WindowHandle(window))
    }

    /// The display's refresh rate in Hz, or `nil` when it reports none (Xvfb reports 0).
    var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(handle, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

}

/// Owns the SDL window so it is destroyed after its renderer.
@MainActor
private final class WindowHandle {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    isolated deinit {
        SDL_DestroyWindow(pointer)
    }
}
