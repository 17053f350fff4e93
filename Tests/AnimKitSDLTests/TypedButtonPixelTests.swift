import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

// UIKit's typed buttons show their glyphs with no title: a close button (iOS 13) is a 30-point disc of the tertiary
// system fill — (118, 118, 128) at 12 % — with a cross in the secondary label colour — (60, 60, 67) at 60 %; over
// white the disc is 255 − 137 × 0.12 = 238.6 (blue 239.8), the cross over the disc 0.4 × 238.6 + 0.6 × 60 = 131.4.
// Info and contact-add buttons show a circled "i" or plus, 22 points square, in their tint.

/// Whether `value` is within 3 of `expected`.
private func near(_ value: UInt8, _ expected: Double) -> Bool { abs(Double(value) - expected) <= 3 }

@MainActor
@Suite("UIButton(type:): close, info and contact-add buttons show UIKit's glyphs", .serialized)
struct TypedButtonPixelTests {
    /// `button` in a white 60 × 60 view, at (15, 15) with its own size.
    private func drawn(_ button: UIButton) throws -> OffscreenHost {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        button.frame = CGRect(origin: CGPoint(x: 15, y: 15), size: button.intrinsicContentSize)
        root.addSubview(button)
        let host = try OffscreenHost(root: root)
        try host.render()
        return host
    }

    @Test("a close button is 30 × 30: a grey disc, a grey cross through its middle, white outside it")
    func close() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .close)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30) && button.currentImage == nil)
        let host = try drawn(button)
        // The disc, between the cross's arms (7 points right of the centre), and outside it.
        let disc = host.pixel(x: 37, y: 30), centre = host.pixel(x: 30, y: 30), outside = host.pixel(x: 16, y: 16)
        #expect(near(disc.red, 238.6) && near(disc.blue, 239.8), "\(disc)")
        #expect(near(centre.red, 131.4) && near(centre.blue, 136.1), "\(centre)")
        #expect(outside.red == 255 && outside.green == 255)
    }

    @Test("a close button given a title shows the title, not the disc")
    func titledClose() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .close)
        button.setTitle("Done", for: .normal)
        let plain = UIButton(type: .system)
        plain.setTitle("Done", for: .normal)
        #expect(button.intrinsicContentSize == plain.intrinsicContentSize)
        let items = DisplayList(root: button).items
        #expect(items.contains { if case .text("Done", _, _, _) = $0.content { true } else { false } })
        #expect(!items.contains { if case .fill = $0.content { true } else { false } })
    }

    @Test("info and contact-add buttons: a 22-point template image in the tint, the button as big as it")
    func circled() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
            let button = UIButton(type: type)
            #expect(button.currentImage?.size == CGSize(width: 22, height: 22), "\(type)")
            #expect(button.currentImage?.renderingMode == .alwaysTemplate && button.intrinsicContentSize == CGSize(width: 22, height: 22))
        }
        let info = UIButton(type: .infoLight)
        info.tintColor = .red
        let host = try drawn(info)
        // The ring of radius 9.5 round (26, 26), 1.5 wide: its top covers row 16; the "i"'s stem through the middle (three
        // quarters of column 26); white between.
        let ring = host.pixel(x: 26, y: 16), stem = host.pixel(x: 26, y: 29), between = host.pixel(x: 21, y: 26)
        #expect(ring.red > 200 && ring.green < 120 && stem.red > 200 && stem.green < 120, "\(ring) \(stem)")
        #expect(between.red == 255 && between.green == 255)
    }

    @Test("a system button with an image alone is the image's size, with no margin above and below")
    func imageAlone() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 20)).image { _ in }
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 20))
        button.setTitle("Add", for: .normal)
        let plain = UIButton(type: .system)
        plain.setTitle("Add", for: .normal)
        #expect(button.intrinsicContentSize.height == plain.intrinsicContentSize.height && plain.intrinsicContentSize.height > 20)
    }
}
