import Foundation

/// Which way up an image's pixels are shown, as Apple documents `UIImage.Orientation`: to show the pixels as meant,
/// `.left` turns them a quarter counterclockwise, `.right` clockwise, `.down` a half; `.upMirrored` flips them
/// horizontally, `.downMirrored` vertically, `.leftMirrored` turns them clockwise then flips them, `.rightMirrored`
/// counterclockwise then flips them. An image view, a button and an image drawn in a context show them so; a layer's
/// `contents` (the image's ``cgImage``) show the pixels as stored.
extension Image {
    /// Which way up an image's pixels are shown (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether it turns the pixels a quarter, so that the shown width is the stored height.
        var isTurned: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// The same turn with the mirroring undone or added.
        var mirrored: Orientation {
            switch self {
            case .up: .upMirrored
            case .down: .downMirrored
            case .left: .leftMirrored
            case .right: .rightMirrored
            case .upMirrored: .up
            case .downMirrored: .down
            case .leftMirrored: .left
            case .rightMirrored: .right
            }
        }
    }

    /// Which way up the pixels are shown.
    public var imageOrientation: Orientation { orientation }

    /// The same picture mirrored: its orientation's mirrored twin (`.left` gives `.leftMirrored`), its
    /// ``flipsForRightToLeftLayoutDirection`` as it was.
    public func withHorizontallyFlippedOrientation() -> Image {
        Image(of: self, renderingMode: renderingMode, tint: tint, resizing: resizing, orientation: orientation.mirrored)
    }

    /// Where the stored pixels go to be shown in `rect`: the rectangle they fill, at the origin (their own proportions:
    /// `rect` turned for a quarter turn), and the map from it onto `rect` that turns and mirrors them.
    func orientedPlacement(in rect: CGRect) -> (pixels: CGRect, onto: CGAffineTransform) {
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        let pixels = CGRect(x: 0, y: 0, width: orientation.isTurned ? h : w, height: orientation.isTurned ? w : h)
        // A stored point (p, q) is shown at (a·p + c·q + tx, b·p + d·q + ty).
        let onto: CGAffineTransform =
            switch orientation {
            case .up: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: x + w, ty: y)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: x + w, ty: y + h)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: x, ty: y + h)
            // A quarter counterclockwise: the stored top edge is shown on the left, its left end at the bottom.
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: x, ty: y + h)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: x + w, ty: y)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: x, ty: y)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: x + w, ty: y + h)
            }
        return (pixels, onto)
    }
}
