internal import CSDL2
import Foundation

/// An SDL window with an accelerated renderer (falling back to software), resizable.
@MainActor
final class Window {
    let handle: OpaquePointer
    let renderer: Renderer

    /// A window for frames of `width` × `height` pixels, made smaller on a display that cannot hold it (``fitted(width:height:)``).
    init(title: String, width: Int32, height: Int32) throws(SDLError) {
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let size = Window.fitted(width: width, height: height)
        guard let window = SDL_CreateWindow(title, centered, centered, size.width, size.height, flags) else {
            throw SDLError("SDL_CreateWindow")
        }
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

    /// The window's size on screen: the frame's, or scaled down, keeping its shape, to fit the display's usable area
    /// with room for a title bar (a phone-sized canvas with the previewer's bar and timeline is 882 pixels tall).
    ///
    /// The renderer's logical size stays the frame's, so SDL scales the picture and
    /// hands back pointer positions in frame pixels: nothing else needs to know.
    static func fitted(width: Int32, height: Int32) -> (width: Int32, height: Int32) {
        var usable = SDL_Rect()
        let titleBar: Int32 = 48, sides: Int32 = 16
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > sides, usable.h > titleBar else { return (width, height) }
        let scale = Swift.min(Double(usable.w - sides) / Double(width), Double(usable.h - titleBar) / Double(height))
        guard scale < 1 else { return (width, height) }
        return (Swift.max(Int32((Double(width) * scale).rounded(.down)), 1), Swift.max(Int32((Double(height) * scale).rounded(.down)), 1))
    }

    /// Where a window of `width` × `height` at (`x`, `y`) goes to stay on the display's usable area: moved left or up
    /// by what it would stick out, never past the area's corner.
    static func keptOnDisplay(x: Int32, y: Int32, width: Int32, height: Int32) -> (x: Int32, y: Int32) {
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0 else { return (x, y) }
        return (
            Swift.max(Swift.min(x, usable.x + usable.w - width), usable.x), Swift.max(Swift.min(y, usable.y + usable.h - height), usable.y)
        )
    }

    /// The window's size on screen in the display's points (pixels, unless a high-density display scales them),
    /// as pointer positions are given.
    var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return (width, height)
    }

    /// Where the window is on screen and how big, in the display's points: `[x, y, width, height]`.
    var placement: [Int32] {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(handle, &x, &y)
            return [x, y, size.width, size.height]
        }
        set {
            guard newValue.count == 4, newValue[2] > 0, newValue[3] > 0 else { return }
            SDL_SetWindowSize(handle, newValue[2], newValue[3])
            SDL_SetWindowPosition(handle, newValue[0], newValue[1])
        }
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
