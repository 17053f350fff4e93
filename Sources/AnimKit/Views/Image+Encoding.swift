import Foundation

/// Turns an image's pixels into PNG or JPEG bytes: the drawing backend's encoder, installed when it starts (AnimKit
/// itself decodes and encodes no pixels).
@MainActor
package protocol ImageEncoding {
    /// The image's pixels at its scale, with their alpha, as PNG bytes; `nil` when they cannot be had.
    func pngData(of image: Image) -> Data?
    /// The image's pixels at its scale over black, as JPEG bytes at `quality` (0 to 1); `nil` when they cannot be had.
    func jpegData(of image: Image, quality: CGFloat) -> Data?
}

/// The encoder `UIImage.pngData()` and `jpegData(compressionQuality:)` use.
@MainActor
package enum ImageEncoders {
    /// The backend's encoder, once it has started; until then only a PNG file's own bytes can be given.
    package static var current: (any ImageEncoding)?
}

extension Image {
    /// The image as PNG bytes: the pixels at its ``scale`` with their alpha — an image read from a PNG gives its
    /// file's bytes, any other is drawn and encoded by the drawing backend (as it is wherever it is shown: caps, tint
    /// and rendering mode are how it is drawn, not its pixels). `nil` when there is nothing to encode (an empty image)
    /// or no backend has started. (`isolation` is the caller's, left to its default.)
    public func pngData(isolation: isolated (any Actor)? = #isolation) -> Data? {
        if Image.isPNG(data) { return data }
        return Image.onMain(isolation) { ImageEncoders.current?.pngData(of: self) }
    }

    /// The image as JPEG bytes at `compressionQuality` (0 the smallest file, 1 the best picture), encoded by the drawing
    /// backend; where the image is transparent the JPEG is black, as UIKit's is. `nil` when there is nothing to encode
    /// or no backend has started. (`isolation` is the caller's, left to its default.)
    public func jpegData(compressionQuality: CGFloat, isolation: isolated (any Actor)? = #isolation) -> Data? {
        Image.onMain(isolation) { ImageEncoders.current?.jpegData(of: self, quality: compressionQuality) }
    }

    /// The same pixels at one pixel a point, as they are: no caps, no tint, in their own colours and no dark
    /// appearance — what an encoder draws and encodes.
    package var storedPixels: Image {
        Image(of: self, renderingMode: .alwaysOriginal, tint: nil, scale: 1, keepsDark: false)
    }

    /// Whether `data` starts as a PNG file does.
    private static func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    /// `body` run on the main actor (the backend draws there): now when the caller is on it, else waiting for the main
    /// queue to run it.
    private static func onMain(_ isolation: (any Actor)?, _ body: @MainActor () -> Data?) -> Data? {
        if isolation === MainActor.shared || Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
