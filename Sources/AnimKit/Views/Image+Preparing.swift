import Foundation

/// An image decoded ahead of display, or made smaller for it (iOS 15's `preparingForDisplay()` and
/// `preparingThumbnail(of:)` families, each in three spellings: at once, awaited, and with a completion handler called
/// on a background thread, as UIKit calls it).
///
/// A picture here is decoded where it is drawn, so a prepared one is the same picture; a thumbnail is the picture drawn
/// over exactly the size asked for (its aspect ratio is the caller's to keep, as UIKit's is), one pixel a point, and
/// `nil` for an image with no pixels behind it (an SF Symbol or a missing image's stand-in), as UIKit answers for an
/// image not backed by a `CGImage`.
extension Image {
    /// The same picture, ready to draw; `nil` for one with no pixels behind it.
    public func preparingForDisplay() -> Image? { isPlaceholder ? nil : self }

    /// ``preparingForDisplay()``, awaited.
    public func byPreparingForDisplay() async -> Image? { preparingForDisplay() }

    /// Calls `completionHandler` on a background thread with ``preparingForDisplay()``'s image.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (Image?) -> Void) {
        Task.detached { completionHandler(self.preparingForDisplay()) }
    }

    /// The picture drawn over `size` (points, one pixel each); `nil` for an empty size or an image with no pixels.
    public func preparingThumbnail(of size: CGSize) -> Image? {
        guard !isPlaceholder, size.width > 0, size.height > 0, (size.width + size.height).isFinite else { return nil }
        let place = CGRect(origin: .zero, size: size)
        let drawn = DrawnItem(paint: .image(self, rect: place, alpha: 1, ctm: .identity), clips: [])
        return Image(drawing: DrawnContent(items: [drawn], bounds: place), size: size, source: "a thumbnail of \(source)")
    }

    /// ``preparingThumbnail(of:)``, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> Image? { preparingThumbnail(of: size) }

    /// Calls `completionHandler` on a background thread with ``preparingThumbnail(of:)``'s image.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (Image?) -> Void) {
        Task.detached { completionHandler(self.preparingThumbnail(of: size)) }
    }
}
