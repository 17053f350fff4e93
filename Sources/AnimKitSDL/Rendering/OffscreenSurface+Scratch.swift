import Foundation

extension OffscreenSurface {
    /// `buffer` when it is the size of `frame`, else a new surface of that size (kept in `buffer`), mapped as `frame`
    /// is: the scratch frames groups are composited through.
    @MainActor
    static func scratch(_ buffer: inout OffscreenSurface?, like frame: OffscreenSurface) throws(SDLError) -> OffscreenSurface {
        let (width, height) = (frame.surface.pointee.w, frame.surface.pointee.h)
        let made: OffscreenSurface
        if let buffer, buffer.surface.pointee.w == width, buffer.surface.pointee.h == height {
            made = buffer
        } else {
            made = try OffscreenSurface(width: width, height: height)
        }
        made.renderer.setLogicalSize(width: frame.renderer.logicalSize.width, height: frame.renderer.logicalSize.height)
        buffer = made
        return made
    }
}
