import Foundation

extension Image {
    /// How the part of a resizable image between its caps fills a place of another size (UIKit's
    /// `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size, left to right and top to bottom from the caps' inner edges; the last copy is cut
        /// where the place ends.
        case tile
        /// Stretched to fill the place.
        case stretch
    }

    /// The caps an image keeps at their own size, and how the rest fills its place, when it is shown larger or smaller
    /// than its ``size``.
    struct Resizing: Equatable, Sendable {
        /// The caps' widths and heights, in points.
        let capInsets: UIEdgeInsets
        /// How the part between the caps fills the rest.
        let mode: ResizingMode
    }

    /// The same picture made resizable with caps `capInsets` points wide and high: wherever it is shown at another
    /// size (an image view's bounds, a button's background, `draw(in:)`), the corners keep their size, the edges
    /// between them and the middle are repeated to fill the rest (``ResizingMode/tile``, as UIKit does by default).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same picture made resizable with caps `capInsets` points wide and high, the rest filling its place as
    /// `resizingMode` says: repeated, or stretched (a chat bubble's or a button's background).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> Image {
        Image(of: self, renderingMode: renderingMode, tint: tint, resizing: Resizing(capInsets: capInsets, mode: resizingMode))
    }

    /// The caps kept at their own size when the image is resized: zero unless the image was made resizable.
    public var capInsets: UIEdgeInsets { resizing?.capInsets ?? .zero }

    /// How the image's middle fills a place of another size: ``ResizingMode/tile`` unless it was made resizable to
    /// stretch.
    public var resizingMode: ResizingMode { resizing?.mode ?? .tile }

    /// The same picture with a left cap `leftCapWidth` and a top cap `topCapHeight` points wide and high and the middle
    /// one pixel stretched — the right and bottom caps the rest (UIKit's older spelling of a resizable image); a cap of
    /// 0 stretches the whole width or height.
    @available(*, deprecated, renamed: "resizableImage(withCapInsets:resizingMode:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
        let pixel = 1 / scale
        let left = CGFloat(Swift.max(leftCapWidth, 0)), top = CGFloat(Swift.max(topCapHeight, 0))
        let right = left > 0 ? Swift.max(size.width - left - pixel, 0) : 0
        let bottom = top > 0 ? Swift.max(size.height - top - pixel, 0) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The width of the left cap, in whole points: 0 unless the image was made resizable.
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The height of the top cap, in whole points: 0 unless the image was made resizable.
    public var topCapHeight: Int { Int(capInsets.top) }
}
