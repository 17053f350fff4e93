import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Corners left out of `layer.maskedCorners` stay square; SF Symbol stand-ins and undecodable images draw safely.
@MainActor
@Suite("Masked corners and image stand-ins, drawn", .serialized)
struct MaskedCornersPixelTests {
    @Test("only the top corners of a card round: its bottom corners are square, red to the pixel")
    func topCornersOnly() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.backgroundColor = .red
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(card)
        let host = try OffscreenHost(root: root)
        try host.render()
        // A 20-point corner leaves its outermost pixel, 0.5 from both edges, 19.5 × √2 − 20 ≈ 7.6 outside the arc.
        #expect(host.pixel(x: 10, y: 10) == Pixel(255, 255, 255) && host.pixel(x: 89, y: 10) == Pixel(255, 255, 255))
        #expect(host.pixel(x: 10, y: 89) == Pixel(255, 0, 0) && host.pixel(x: 89, y: 89) == Pixel(255, 0, 0))
        card.layer.maskedCorners = []
        try host.render()
        #expect(host.pixel(x: 10, y: 10) == Pixel(255, 0, 0))
    }

    @Test("an SF Symbol is a faint tint square; a PNG whose data is broken is left out, the rest still drawn")
    func standIns() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let symbol = UIImageView(image: UIImage(systemName: "heart"))
        symbol.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSubview(symbol)
        // A PNG header with a size and nothing after it: AnimKit reads the size, SDL_image cannot decode it.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        bytes += [0, 0, 0, 8, 0, 0, 0, 8, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let image: UIImage? = UIImage(data: Data(bytes))
        #expect(image?.size == CGSize(width: 8, height: 8))
        let broken = UIImageView(image: image)
        broken.frame = CGRect(x: 50, y: 50, width: 8, height: 8)
        root.addSubview(broken)
        let after = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        after.backgroundColor = .blue
        root.addSubview(after)
        let host = try OffscreenHost(root: root)
        try host.render()
        try host.render()
        // Blue at 35 % over white: 255 − 0.35 × 255 = 165.75 red and 255 − 0.35 × 133 = 208.45 green.
        let tint = host.pixel(x: 10, y: 10)
        #expect(abs(Int(tint.red) - 166) <= 1 && abs(Int(tint.green) - 208) <= 1 && tint.blue == 255)
        #expect(host.pixel(x: 54, y: 54) == Pixel(255, 255, 255) && host.pixel(x: 80, y: 80) == Pixel(0, 0, 255))
    }
}
