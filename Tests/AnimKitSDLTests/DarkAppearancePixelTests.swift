import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A screen set in the dark appearance is drawn with the dark values of its dynamic colours: backgrounds, a label's
/// default `.label` text, colours a view's drawing resolves, a border set again as it is told of the change.
@MainActor
@Suite("Dark Mode, drawn", .serialized)
struct DarkAppearancePixelTests {
    /// A view that sets its border from a dynamic colour whenever its appearance changes, as Dark Mode code does.
    private final class BorderedCard: UIView {
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            layer.borderColor = UIColor.systemRed.cgColor
        }
    }

    /// Counts the pixels of the label's box whose red is over `threshold` (light glyphs) and under it.
    private func glyphs(_ host: OffscreenHost, in rect: CGRect) -> (light: Int, dark: Int) {
        var counts = (light: 0, dark: 0)
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if host.pixel(x: x, y: y).red > 200 { counts.light += 1 } else if host.pixel(x: x, y: y).red < 55 { counts.dark += 1 }
            }
        }
        return counts
    }

    @Test("backgrounds, a label's text and a border take their dark values, and their light ones again")
    func darkScreen() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        screen.backgroundColor = .systemBackground
        let card = BorderedCard(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        card.backgroundColor = .secondarySystemBackground
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.systemRed.cgColor
        screen.addSubview(card)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = "Dark"
        label.font = .systemFont(ofSize: 40)
        screen.addSubview(label)
        let host = try OffscreenHost(root: screen)
        try host.render()
        // Light: white behind black text; #F2F2F7 in the card, bordered in #FF3B30.
        #expect(host.pixel(x: 1, y: 1) == Pixel(255, 255, 255) && host.pixel(x: 150, y: 50) == Pixel(0xF2, 0xF2, 0xF7))
        #expect(host.pixel(x: 101, y: 50) == Pixel(0xFF, 0x3B, 0x30))
        let lightGlyphs = glyphs(host, in: CGRect(x: 0, y: 20, width: 100, height: 60))
        #expect(lightGlyphs.dark > 100)
        screen.overrideUserInterfaceStyle = .dark
        try host.render()
        // Dark: black behind white text; #1C1C1E in the card, its border set again as it was told: #FF453A.
        #expect(host.pixel(x: 1, y: 1) == Pixel(0, 0, 0) && host.pixel(x: 150, y: 50) == Pixel(0x1C, 0x1C, 0x1E))
        #expect(host.pixel(x: 101, y: 50) == Pixel(0xFF, 0x45, 0x3A))
        let darkGlyphs = glyphs(host, in: CGRect(x: 0, y: 20, width: 100, height: 60))
        // The same glyphs, white now (their anti-aliased edges blend over black, so a few edge pixels fall either side).
        #expect(darkGlyphs.dark > 1000 && abs(darkGlyphs.light - lightGlyphs.dark) <= lightGlyphs.dark / 50)
        screen.overrideUserInterfaceStyle = .unspecified
        try host.render()
        #expect(host.pixel(x: 1, y: 1) == Pixel(255, 255, 255) && host.pixel(x: 101, y: 50) == Pixel(0xFF, 0x3B, 0x30))
    }

    /// A view that fills itself with `.label` in `draw(_:)`.
    private final class LabelColouredDrawing: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.label.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("a view's drawing is drawn again in its new appearance, its colours resolved for it")
    func drawingFollows() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let drawing = LabelColouredDrawing(frame: screen.bounds)
        screen.addSubview(drawing)
        let host = try OffscreenHost(root: screen)
        try host.render()
        #expect(host.pixel(x: 20, y: 20) == Pixel(0, 0, 0))
        drawing.overrideUserInterfaceStyle = .dark
        try host.render()
        #expect(host.pixel(x: 20, y: 20) == Pixel(255, 255, 255))
    }
}
