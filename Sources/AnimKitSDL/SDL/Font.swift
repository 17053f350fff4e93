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
        guard let font = TTF_OpenFont(path, pointSize) else { throw SDLError("TTF_OpenFont", message: "cannot open \(path)") }
        handle = font
        self.pointSize = pointSize
    }

    isolated deinit {
        TTF_CloseFont(handle)
    }
}
