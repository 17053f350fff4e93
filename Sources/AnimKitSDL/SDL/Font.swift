internal import CSDL2
internal import CSDL2TTF
import Foundation

/// A TrueType font at one size, opened with SDL_ttf.
@MainActor
final class TrueTypeFont {
    let handle: OpaquePointer
    let pointSize: Int32

    init(path: String, pointSize: Int32) throws(SDLError) {
        try SDLSession.startFonts()
        errno = 0
        guard let font = TTF_OpenFont(path, pointSize) else {
            // The system's reason when there is one: "Too many open files" is not the font's fault.
            let reason = errno != 0 ? String(cString: strerror(errno)) : String(cString: SDL_GetError())
            throw SDLError("TTF_OpenFont", message: "cannot open \(path): \(reason)")
        }
        handle = font
        self.pointSize = pointSize
    }

    isolated deinit {
        TTF_CloseFont(handle)
    }
}
