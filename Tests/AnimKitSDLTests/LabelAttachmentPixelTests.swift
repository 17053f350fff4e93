import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// Images set in a label's attributed text (`NSTextAttachment`), drawn: each where its bounds put it after the text, a
/// symbol (a template image) in the colour of its character, one tinted with `withTintColor(_:)` in its own colour,
/// a picture as it is.
@MainActor
@Suite("Label: text attachments, drawn")
struct LabelAttachmentPixelTests {
    @Test("after \"Name \": a blue symbol (the text's colour), a red one (its own tint), a green picture, 20 points each")
    func attachments() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .white
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSMutableAttributedString(string: "Name ", attributes: [.font: font, .foregroundColor: UIColor.black])
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1), red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        for image in [UIImage(systemName: "star.fill"), UIImage(systemName: "heart.fill")?.withTintColor(red), picture] {
            let attachment = NSTextAttachment()
            attachment.image = image
            attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 20)
            text.append(NSAttributedString(attachment: attachment))
        }
        text.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 5, length: 3))
        let label = UILabel(frame: root.bounds)
        label.attributedText = text
        root.addSubview(label)
        let host = try OffscreenHost(root: root)
        try host.render()
        let start = "Name ".size(withAttributes: [.font: font]).width
        for (index, colour) in [Pixel(0, 0, 255), Pixel(255, 0, 0), Pixel(0, 255, 0)].enumerated() {
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<60 {
                for x in 0..<300 where host.pixel(x: x, y: y) == colour {
                    xs.append(x)
                    ys.append(y)
                }
            }
            let left = start + 20 * CGFloat(index)
            // A symbol's stand-in is a square with rounded corners: its middle and edges are filled.
            #expect(xs.count > 250, "attachment \(index): \(xs.count) pixels")
            #expect(
                abs(CGFloat(xs.min() ?? 0) - left) <= 1 && abs(CGFloat((xs.max() ?? 0) + 1) - (left + 20)) <= 1,
                "attachment \(index) spans \(xs.min() ?? -1)…\(xs.max() ?? -1), expected \(left)…\(left + 20)")
            #expect((ys.max() ?? 0) - (ys.min() ?? 0) + 1 == 20)
        }
    }
}
