import AnimKit
import Testing

// Colour code as UIKit writes it: layer colours through cgColor, components read back with getRed.

@Suite("UIColor as UIKit code spells it")
struct ColorSnippets {
    @Test("system colours, white/alpha, withAlphaComponent, cgColor and getRed(_:green:blue:alpha:)")
    func spellings() {
        let border: CGColor = UIColor.systemGray4.cgColor
        // `cgColor` is the colour resolved for the current (light) traits: fixed, as in UIKit, no longer the dynamic one.
        #expect(UIColor(cgColor: border) == UIColor(hex: 0xD1D1D6) && UIColor(cgColor: border) != .systemGray4)
        let faded = UIColor.systemMint.withAlphaComponent(0.5)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        faded.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && abs(green - 199 / 255) < 1e-9 && abs(blue - 190 / 255) < 1e-9 && alpha == 0.5)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }
}
