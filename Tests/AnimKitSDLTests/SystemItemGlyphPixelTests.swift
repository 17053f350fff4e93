import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// The system bar items' glyphs: 22-point template images in the tint, where iOS draws its SF Symbols.
@MainActor
@Suite("UIBarButtonItem system items' glyphs", .serialized)
struct SystemItemGlyphPixelTests {
    /// `item`'s image drawn in red on white at 22 × 22 points.
    static func drawn(_ item: UIBarButtonItem.SystemItem) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        root.backgroundColor = .white
        let image = UIImageView(image: UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil).image)
        image.frame = root.bounds
        image.tintColor = .red
        root.addSubview(image)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    /// The tint drawn.
    static func red(_ pixel: Pixel) -> Bool { pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 }
    /// The background, untouched.
    static func white(_ pixel: Pixel) -> Bool { pixel.red > 240 && pixel.green > 240 && pixel.blue > 240 }

    @Test("trash, close and play are drawn in the tint: the lid, the circle and the cross, the triangle; white between")
    func glyphs() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil).image
        #expect(trash?.size == CGSize(width: 22, height: 22) && trash?.renderingMode == .alwaysTemplate)
        // The lid runs along y 5 from x 3 to 19; between the can's two inner lines (x 9 and 13) it is empty.
        let can = try Self.drawn(.trash)
        #expect(Self.red(can.pixel(x: 11, y: 5)) && Self.red(can.pixel(x: 4, y: 5)) && Self.white(can.pixel(x: 11, y: 12)))
        // A circle of radius 9 round (11, 11), a cross through its middle, white between them.
        let close = try Self.drawn(.close)
        #expect(Self.red(close.pixel(x: 11, y: 11)) && Self.red(close.pixel(x: 11, y: 2)) && Self.white(close.pixel(x: 6, y: 11)))
        // A filled triangle pointing right: full at (8, 11), empty above its slope at (16, 5).
        let play = try Self.drawn(.play)
        #expect(Self.red(play.pixel(x: 8, y: 11)) && Self.white(play.pixel(x: 16, y: 5)))
    }

    @Test("every item iOS draws as a symbol has a glyph; the camera's lens, the folder's tab, fast-forward's two heads")
    func everySymbol() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let symbols: [UIBarButtonItem.SystemItem] = [
            .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
            .fastForward, .close,
        ]
        for item in symbols {
            let image = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil).image
            #expect(image?.size == CGSize(width: 22, height: 22) && image?.renderingMode == .alwaysTemplate, "\(item)")
        }
        // Words stay words: no image.
        #expect(UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil).image == nil)
        // The lens: a ring of radius 4 round (11, 13), empty in its middle; the body's top edge at y 7.
        let camera = try Self.drawn(.camera)
        #expect(Self.red(camera.pixel(x: 11, y: 9)) && Self.white(camera.pixel(x: 11, y: 13)) && Self.red(camera.pixel(x: 4, y: 7)))
        // The folder's tab rises to y 5 at its left only: at (15, 5) there is none.
        let folder = try Self.drawn(.organize)
        #expect(Self.red(folder.pixel(x: 5, y: 5)) && Self.white(folder.pixel(x: 15, y: 5)) && Self.white(folder.pixel(x: 11, y: 13)))
        // Two filled heads pointing right, meeting at (11, 11); above their slopes, at (7, 5), empty.
        let forward = try Self.drawn(.fastForward)
        #expect(Self.red(forward.pixel(x: 5, y: 11)) && Self.red(forward.pixel(x: 14, y: 11)) && Self.white(forward.pixel(x: 7, y: 5)))
    }
}
