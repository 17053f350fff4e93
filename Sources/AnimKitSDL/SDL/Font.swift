import Foundation
internal import CSDL2
internal import CSDL2TTF

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

    /// The size `text` takes, in pixels.
    func size(of text: String) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        TTF_SizeUTF8(handle, text, &width, &height)
        return (width, height)
    }
}
