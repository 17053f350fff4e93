import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// A text view's attributed text drawn as its runs are styled: a red run and a blue run, and a green shadow under text.
@MainActor
@Suite("A text view's attributed text, drawn", .serialized)
struct TextViewStyledPixelTests {
    static func render(_ text: NSAttributedString) throws -> OffscreenHost {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
        view.backgroundColor = .white
        view.attributedText = text
        let host = try OffscreenHost(root: view)
        try host.render()
        return host
    }

    static func count(_ host: OffscreenHost, x: Range<Int>, _ matching: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in 0..<120 { for x in x where matching(host.pixel(x: x, y: y)) { count += 1 } }
        return count
    }

    @Test("RED in red, then BLUE in blue")
    func runs() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let text = NSMutableAttributedString(string: "RED BLUE", attributes: [.font: UIFont.boldSystemFont(ofSize: 40)])
        text.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 4, length: 4))
        let host = try Self.render(text)
        let red = { (p: Pixel) in p.red > 200 && p.green < 60 && p.blue < 60 }
        let blue = { (p: Pixel) in p.blue > 200 && p.red < 60 && p.green < 60 }
        // "RED " ends well before x = 110 in a 40-point bold face; "BLUE" lies after it.
        #expect(Self.count(host, x: 0..<110, red) > 200 && Self.count(host, x: 0..<110, blue) == 0)
        #expect(Self.count(host, x: 110..<400, blue) > 200 && Self.count(host, x: 110..<400, red) == 0)
    }

    @Test("a sharp green shadow 6 points right and down shows beside black text")
    func shadow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let shadow = NSShadow()
        (shadow.shadowColor, shadow.shadowOffset) = (UIColor(red: 0, green: 1, blue: 0, alpha: 1), CGSize(width: 6, height: 6))
        let text = NSAttributedString(
            string: "SHADOW", attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black, .shadow: shadow])
        let host = try Self.render(text)
        #expect(Self.count(host, x: 0..<400, { $0.green > 200 && $0.red < 60 && $0.blue < 60 }) > 100)
        #expect(Self.count(host, x: 0..<400, { $0.green < 40 && $0.red < 40 && $0.blue < 40 }) > 100)
    }
}
