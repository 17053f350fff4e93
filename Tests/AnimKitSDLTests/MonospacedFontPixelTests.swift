import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UIFont.monospacedSystemFont(ofSize:weight:)` draws every glyph one width: five i's reach as far as five W's, where
/// the system font's i's reach less than half as far.
@MainActor
@Suite("The monospaced system font, drawn", .serialized)
struct MonospacedFontPixelTests {
    /// How far right the ink of `text` in `font` reaches, drawn left-aligned from x = 0 on white.
    static func inkReach(_ text: String, _ font: UIFont) throws -> Int {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        (label.text, label.font, label.textColor, label.backgroundColor) = (text, font, .black, .white)
        let host = try OffscreenHost(root: label)
        try host.render()
        var reach = 0
        for y in 0..<60 { for x in 0..<400 where host.pixel(x: x, y: y).red < 128 { reach = max(reach, x) } }
        return reach
    }

    @Test("five i's reach 80 % of five W's in the monospaced font; under half in the system font")
    func oneWidth() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let mono = UIFont.monospacedSystemFont(ofSize: 40, weight: .regular)
        let system = UIFont.systemFont(ofSize: 40)
        let monoI = try Self.inkReach("iiiii", mono), monoW = try Self.inkReach("WWWWW", mono)
        let systemI = try Self.inkReach("iiiii", system), systemW = try Self.inkReach("WWWWW", system)
        #expect(Double(monoI) > 0.8 * Double(monoW), "\(monoI) against \(monoW)")
        #expect(Double(systemI) < 0.5 * Double(systemW), "\(systemI) against \(systemW)")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).isBold)
    }
}
