import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// An image's orientation as Apple documents `UIImage.Orientation`, drawn: 4 × 2 pixels, red on the left and blue on
/// the right, shown in a 40-point square image view (scaled to fill) at (30, 30) on white. To show the pixels as meant,
/// `.left` turns them a quarter counterclockwise (the left column goes to the bottom), `.right` clockwise (to the top),
/// `.down` a half, `.upMirrored` flips them horizontally, `.downMirrored` vertically; `.leftMirrored` turns them
/// clockwise then flips them (left column to the top), `.rightMirrored` counterclockwise then flips them (to the bottom).
@MainActor
@Suite("UIImage orientations, drawn")
struct ImageOrientationTests {
    static let red = Pixel(255, 0, 0)
    /// Red in the left, right, top or bottom half, as ``redQuarters(of:)`` sees it.
    nonisolated static let left = [true, false, true, false], right = [false, true, false, true]
    nonisolated static let top = [true, true, false, false], bottom = [false, false, true, true]

    /// Where red is in the view, seen at its quarters' middles (away from the blend where the colours meet): top left,
    /// top right, bottom left, bottom right.
    func redQuarters(of image: UIImage) throws -> [Bool] {
        let canvas = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.backgroundColor = .white
        let view = UIImageView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        view.image = image
        canvas.addSubview(view)
        let host = try OffscreenHost(root: canvas)
        try host.render()
        return [(40, 40), (60, 40), (40, 60), (60, 60)].map { host.pixel(x: $0.0, y: $0.1) == Self.red }
    }

    @Test(
        "each orientation shows the pixels as Apple's documentation turns them; a quarter turn swaps the size",
        arguments: [
            (UIImage.Orientation.up, Self.left), (.down, Self.right), (.upMirrored, Self.right), (.downMirrored, Self.left),
            (.left, Self.bottom), (.right, Self.top), (.leftMirrored, Self.top), (.rightMirrored, Self.bottom),
        ])
    func shown(orientation: UIImage.Orientation, red: [Bool]) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let stored = try #require(UIImage(contentsOfFile: try twoColourPNG(in: scratch)))
        let image = UIImage(cgImage: try #require(stored.cgImage), scale: 1, orientation: orientation)
        #expect(image.imageOrientation == orientation)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        #expect(image.size == (turned ? CGSize(width: 2, height: 4) : CGSize(width: 4, height: 2)))
        #expect(try redQuarters(of: image) == red)
        // Its cgImage is the pixels as stored.
        #expect(try redQuarters(of: UIImage(cgImage: try #require(image.cgImage))) == Self.left)
    }

    @Test("a drawn image turned .right shows its left half at the top; withHorizontallyFlippedOrientation mirrors it")
    func drawnAndFlipped() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        let right = UIImage(cgImage: try #require(drawn.cgImage), scale: drawn.scale, orientation: .right)
        #expect(try redQuarters(of: right) == Self.top)
        let flipped = right.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .rightMirrored && flipped.withHorizontallyFlippedOrientation().imageOrientation == .right)
        #expect(try redQuarters(of: flipped) == Self.bottom)
        #expect(drawn.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(try redQuarters(of: drawn.withHorizontallyFlippedOrientation()) == Self.right)
    }
}
