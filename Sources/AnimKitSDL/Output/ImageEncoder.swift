import AnimKit
import Foundation

/// Encodes images as `UIImage.pngData()` and `jpegData(compressionQuality:)` ask: each drawn alone by the offscreen
/// renderer at one pixel a point of its pixel size — over black, and for PNG over white too, which together give each
/// pixel's alpha and its colour before it was laid over anything.
@MainActor
package final class ImageEncoder: ImageEncoding {
    private static let shared = ImageEncoder()

    /// Makes `UIImage` encode through this backend; later calls change nothing.
    package static func install() {
        if ImageEncoders.current == nil { ImageEncoders.current = shared }
    }

    package func pngData(of image: Image) -> Data? {
        guard let overBlack = drawn(image, over: .black), let overWhite = drawn(image, over: .white) else { return nil }
        let pixels = Self.straight(overBlack: overBlack.pixels, overWhite: overWhite.pixels)
        return try? FrameImage(width: overBlack.width, height: overBlack.height, pixels: pixels)?.pngData()
    }

    package func jpegData(of image: Image, quality: CGFloat) -> Data? {
        guard let overBlack = drawn(image, over: .black), quality.isFinite else { return nil }
        return try? FrameImage(width: overBlack.width, height: overBlack.height, pixels: overBlack.pixels)?
            .jpegData(quality: Int((quality * 100).rounded()))
    }

    /// The image's pixels drawn over `ground`, opaque; `nil` for an empty image or one over 16 384 pixels a side.
    private func drawn(_ image: Image, over ground: UIColor) -> (width: Int, height: Int, pixels: [UInt8])? {
        let pixels = image.storedPixels
        let width = Int(pixels.size.width.rounded()), height = Int(pixels.size.height.rounded())
        guard (1...16384).contains(width), (1...16384).contains(height) else { return nil }
        var root: UIView?
        UIView.performWithoutAnimation {
            let canvas = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            canvas.backgroundColor = ground
            let view = UIImageView(image: pixels)
            view.frame = canvas.bounds
            canvas.addSubview(view)
            root = canvas
        }
        guard let root, let host = try? OffscreenHost(root: root), (try? host.render()) != nil else { return nil }
        return (width, height, host.pixels)
    }

    /// Straight RGBA from the same picture laid over black and over white: over white each channel is raised by
    /// 255 × (1 − alpha), so alpha is 255 less the rise, and the colour is what showed over black divided by alpha.
    static func straight(overBlack: [UInt8], overWhite: [UInt8]) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: overBlack.count)
        for start in stride(from: 0, to: overBlack.count - 3, by: 4) {
            var rise = 0
            for channel in 0..<3 { rise += Int(overWhite[start + channel]) - Int(overBlack[start + channel]) }
            let alpha = Swift.min(Swift.max(255 - Int((Double(rise) / 3).rounded()), 0), 255)
            pixels[start + 3] = UInt8(alpha)
            guard alpha > 0 else { continue }
            for channel in 0..<3 {
                let colour = (Double(overBlack[start + channel]) * 255 / Double(alpha)).rounded()
                pixels[start + channel] = UInt8(Swift.min(colour, 255))
            }
        }
        return pixels
    }
}
