import AnimKit
import AnimKitSDL
import AnimKitTestSupport
import Foundation
import Testing

/// The padded label of real code: `drawText(in:)` overridden to draw the text inset.
private final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

/// A label that draws no text of its own (its override does not call `super`).
private final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
}

// Apple: UILabel's drawText(in:) draws the text in the given rectangle; a subclass overrides it to change where the
// text goes, calling super with its own rectangle.
@MainActor
@Suite("UILabel.drawText(in:) overridden")
struct LabelDrawTextPixelTests {
    /// The leftmost column of dark pixels in `rect`, and how many dark pixels there are.
    private func ink(_ host: OffscreenHost, in rect: CGRect) -> (left: Int?, count: Int) {
        var left: Int?, count = 0
        for x in Int(rect.minX)..<Int(rect.maxX) {
            for y in Int(rect.minY)..<Int(rect.maxY) where host.pixel(x: x, y: y).red < 128 {
                count += 1
                left = left ?? x
            }
        }
        return (left, count)
    }

    @Test("a label padded 40 points draws its text 40 points further in; one whose override draws nothing shows none")
    func paddedAndSilent() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        screen.backgroundColor = .white
        let labels: [UILabel] = [UILabel(), PaddedLabel(), SilentLabel()]
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: CGFloat(index) * 50, width: 200, height: 50)
            label.text = "Hi"
            label.font = .systemFont(ofSize: 30)
            screen.addSubview(label)
        }
        let host = try OffscreenHost(root: screen)
        try host.render()
        let plain = ink(host, in: CGRect(x: 0, y: 0, width: 200, height: 50))
        let padded = ink(host, in: CGRect(x: 0, y: 50, width: 200, height: 50))
        let silent = ink(host, in: CGRect(x: 0, y: 100, width: 200, height: 50))
        let plainLeft = try #require(plain.left), paddedLeft = try #require(padded.left)
        #expect(plainLeft < 10 && paddedLeft - plainLeft == 40)
        #expect(padded.count == plain.count)
        #expect(silent.count == 0)
    }
}
