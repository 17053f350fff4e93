import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Text casting an `NSShadow`, drawn: its glyphs once more in the shadow's colour, moved by the offset (y down, as
/// UIKit draws), behind the text — sharp without a blur radius, spread by one.
@MainActor
@Suite("NSShadow: text shadows, drawn", .serialized)
struct TextShadowPixelTests {
    static let font = UIFont.boldSystemFont(ofSize: 40)

    /// A white 300 × 100 scene whose label (at (20, 20)) shows "HIT" in red casting `shadow`.
    static func scene(_ shadow: NSShadow) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 60))
        label.attributedText = NSAttributedString(
            string: "HIT", attributes: [.font: font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .shadow: shadow])
        root.addSubview(label)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    /// The box of the pixels `matching` in `host`'s 300 × 100 frame (null when none).
    static func box(of host: OffscreenHost, _ matching: (Pixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int) {
        var (minX, minY, maxX, maxY, count) = (Int.max, Int.max, Int.min, Int.min, 0)
        for y in 0..<100 {
            for x in 0..<300 where matching(host.pixel(x: x, y: y)) {
                (minX, minY, maxX, maxY, count) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y), count + 1)
            }
        }
        return (minX, minY, maxX, maxY, count)
    }

    static func isRed(_ p: Pixel) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }
    static func isBlue(_ p: Pixel) -> Bool { p.blue > 200 && p.red < 60 && p.green < 60 }

    @Test("a sharp blue shadow 10 right and 10 down: blue glyphs reaching 10 further right and down than the red ones")
    func sharp() throws {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        shadow.shadowOffset = CGSize(width: 10, height: 10)
        let host = try Self.scene(shadow)
        let red = Self.box(of: host, Self.isRed), blue = Self.box(of: host, Self.isBlue)
        #expect(red.count > 300 && blue.count > 100, "red \(red.count), blue \(blue.count)")
        #expect(blue.maxX - red.maxX == 10 && blue.maxY - red.maxY == 10, "red \(red), blue \(blue)")
        // The text stays over its shadow: its top-left glyph edge is red, not blue.
        #expect(blue.minX - red.minX == 10 && blue.minY - red.minY == 10, "red \(red), blue \(blue)")
    }

    @Test("blurred 8: grey reaches past the glyphs where a sharp shadow leaves white, and the text itself stays sharp red")
    func blurred() throws {
        let sharpShadow = NSShadow()
        sharpShadow.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let sharp = try Self.scene(sharpShadow)
        let glyphs = Self.box(of: sharp, { !($0.red == 255 && $0.green == 255 && $0.blue == 255) })
        let soft = NSShadow()
        soft.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        soft.shadowBlurRadius = 8
        let host = try Self.scene(soft)
        // Three points below the lowest glyph pixel, under the middle of the text: white without a blur, grey with one.
        let (x, y) = ((glyphs.minX + glyphs.maxX) / 2, glyphs.maxY + 3)
        #expect(sharp.pixel(x: x, y: y) == Pixel(255, 255, 255))
        let shade = host.pixel(x: x, y: y)
        #expect(shade.red < 250 && shade.red == shade.green && shade.green == shade.blue, "\(shade)")
        #expect(Self.box(of: host, Self.isRed).count > 300)
    }

    @Test("drawn into an image with draw(at:): the shadow comes along")
    func drawnIntoImage() throws {
        let shadow = NSShadow()
        shadow.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        shadow.shadowOffset = CGSize(width: 10, height: 10)
        let text = NSAttributedString(
            string: "HIT", attributes: [.font: Self.font, .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .shadow: shadow])
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 100)).image { _ in text.draw(at: CGPoint(x: 20, y: 20)) }
        let root = UIImageView(image: image)
        root.backgroundColor = .white
        let host = try OffscreenHost(root: root)
        try host.render()
        let red = Self.box(of: host, Self.isRed), blue = Self.box(of: host, Self.isBlue)
        #expect(blue.maxX - red.maxX == 10 && blue.maxY - red.maxY == 10, "red \(red), blue \(blue)")
    }
}
