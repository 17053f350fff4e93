import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// `UITextField.attributedText`, drawn and read back: Apple — setting it replaces `text` with the same string; here the
/// first character's font and colour draw the whole text.
@MainActor
@Suite("UITextField.attributedText, drawn")
struct TextFieldAttributedPixelTests {
    @Test("'WWW' in red bold 40 points: red strokes reaching past x 90 (17-point black text ends near 50); text follows")
    func styledText() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.addSubview(field)
        let styled = NSAttributedString(
            string: "WWW", attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.systemRed])
        field.attributedText = styled
        #expect(field.text == "WWW" && field.attributedText === styled)
        let host = try OffscreenHost(root: root)
        try host.render()
        var reddest = 0, darkest = 0, right = 0
        for y in 0..<60 {
            for x in 0..<300 {
                let pixel = host.pixel(x: x, y: y)
                if pixel == Pixel(255, 59, 48) { reddest += 1 }
                if Int(pixel.red) < 100 { darkest += 1 }
                if pixel != Pixel(255, 255, 255) { right = max(right, x) }
            }
        }
        #expect(reddest > 100 && darkest == 0 && right > 90, "red \(reddest), dark \(darkest), right edge \(right)")

        // Typed text takes the styles; text set from code drops them (Apple: styled by the field's font and colour).
        field.becomeFirstResponder()
        field.insertText("V")
        let typed = try #require(field.attributedText)
        #expect(typed.string == "WWWV" && typed.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .systemRed)
        field.resignFirstResponder()
        field.text = "V"
        let plain = try #require(field.attributedText)
        #expect(plain.string == "V" && plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
        try host.render()
        #expect(host.pixel(x: 150, y: 30) == Pixel(255, 255, 255))
    }
}
