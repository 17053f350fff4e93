import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

@Suite("Colours")
struct ColorTests {
    @Test("hex initialisers read #RGB, #RRGGBB and #RRGGBBAA, and refuse anything else")
    func hex() {
        #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(hex: "0f0") == Color(red: 0, green: 1, blue: 0))
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: 0x007AFF) == Color.systemBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "") == nil)
    }

    @Test("components are clamped to 0…1 and NaN becomes 0")
    func clamping() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.5)

        #expect(color.red == 1 && color.green == 0 && color.blue == 0 && color.alpha == 0.5)
    }

    @Test("UIKit's names: UIColor, white/alpha, the named colours")
    func uikitSpelling() {
        let gray: UIColor = UIColor(white: 0.5, alpha: 1)

        #expect(gray == .gray)
        #expect(UIColor.clear.alpha == 0)
        #expect(UIColor.red.description == "#FF0000FF")
    }

    @Test("blending is premultiplied: a fade from clear to red stays red, never dark")
    func premultipliedBlend() {
        let halfway = Color.interpolate(from: .clear, to: .red, fraction: 0.5)

        #expect(halfway.red == 1 && halfway.green == 0)
        #expect(isApproximatelyEqual(halfway.alpha, 0.5))
    }

    @Test("opaque colours blend component by component in sRGB, as Core Animation does")
    func opaqueBlend() {
        let halfway = Color.interpolate(from: .red, to: .blue, fraction: 0.25)

        #expect(isApproximatelyEqual(halfway.red, 0.75) && isApproximatelyEqual(halfway.blue, 0.25))
    }
}
