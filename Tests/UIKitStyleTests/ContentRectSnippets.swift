import AnimKit
import AnimKitTestSupport
import Testing

/// The padded label as UIKit code writes it: the text measured and drawn inside insets.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    var measured: [(bounds: CGRect, lines: Int)] = []

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        measured.append((bounds, numberOfLines))
        let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return text.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

/// A button with its image above its title, as code did before configurations: both rectangles moved.
private final class StackedButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
    }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 5, dy: 5) }
}

// UILabel's `textRect(forBounds:limitedToNumberOfLines:)` ("the drawing rectangle for the label's text"), through which
// `sizeThatFits(_:)` and the intrinsic size measure; UIButton's `contentRect(forBounds:)`, `titleRect(forContentRect:)`
// and `imageRect(forContentRect:)`, which place its content. The sizes follow from the text measurer's and the insets.
@MainActor
@Suite("A label's text rectangle and a button's content rectangles, overridden")
struct ContentRectSnippets {
    @Test("a padded label's intrinsic size is its text's plus the insets, and it wraps inside them")
    func paddedLabel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] { label.text = "Padded text" }
        let text = plain.intrinsicContentSize
        #expect(text.width > 0 && text.height > 0)
        // 10 + 12 across, 4 + 6 down.
        #expect(padded.intrinsicContentSize == CGSize(width: text.width + 22, height: text.height + 10))
        #expect(padded.measured.last?.lines == 1)
        // Wrapping at 80 points, the text wraps at 80 − 22 = 58, as a plain label at 58 does.
        for label in [plain, padded] { label.numberOfLines = 0 }
        let wrapped = plain.sizeThatFits(CGSize(width: 58, height: 1000))
        #expect(padded.sizeThatFits(CGSize(width: 80, height: 1000)) == CGSize(width: wrapped.width + 22, height: wrapped.height + 10))
        #expect(padded.measured.last?.bounds == CGRect(x: 0, y: 0, width: 80, height: 1000) && padded.measured.last?.lines == 0)
        // The default keeps the rectangle's origin and asks for the label's lines, at most `numberOfLines`.
        let twoLines = plain.textRect(forBounds: CGRect(x: 3, y: 4, width: 58, height: 1000), limitedToNumberOfLines: 1)
        #expect(twoLines.origin == CGPoint(x: 3, y: 4) && twoLines.height < wrapped.height)
    }

    @Test("an empty label's text rectangle has no size; a padded one keeps its insets")
    func emptyLabel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        #expect(UILabel().intrinsicContentSize == .zero)
        #expect(PaddedLabel().intrinsicContentSize == CGSize(width: 22, height: 10))
    }

    @Test("a button's rectangles by default: content inside contentEdgeInsets, the image before a centred title")
    func buttonDefaults() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }, for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        let bounds = CGRect(x: 0, y: 0, width: 120, height: 44)
        let content = button.contentRect(forBounds: bounds)
        #expect(content == CGRect(x: 4, y: 2, width: 108, height: 36))
        #expect(button.backgroundRect(forBounds: bounds) == bounds)
        let title = button.titleRect(forContentRect: content), image = button.imageRect(forContentRect: content)
        // The pair is centred across the content: the image's left edge is half the leftover room in, the title after it.
        let pairWidth = 20 + title.width
        #expect(image == CGRect(x: 4 + (108 - pairWidth) / 2, y: 2 + (36 - 16) / 2, width: 20, height: 16))
        #expect(title.minX == image.maxX)
    }

    @Test("a button that stacks its image over its title draws both where its overrides put them")
    func stackedButtonDraws() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let button = StackedButton(type: .custom)
        button.setTitle("Title", for: .normal)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        button.setImage(square, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == CGRect(x: 5, y: 5, width: 90, height: 50))
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 40, y: 5, width: 20, height: 20))
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 5, y: 35, width: 90, height: 20))
        // Drawn there: the image in its rectangle, the title across the bottom, centred as the title label aligns it.
        let items = DisplayList(root: button).items
        let title = try #require(items.last)
        // (A drawn image's item bounds its drawing a point wider on each side, for the antialiased edge.)
        #expect(items.dropLast().map(\.canvasBounds) == [CGRect(x: 40, y: 5, width: 20, height: 20).insetBy(dx: -1, dy: -1)])
        #expect(title.rect == CGRect(x: 5, y: 35, width: 90, height: 20))
        #expect(title.content == .text("Title", font: .systemFont(ofSize: 17), color: .white, alignment: .center))
    }

    @Test("a padded label's text is drawn in the bounds less its insets")
    func paddedLabelDraws() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Padded"
        let item = try #require(DisplayList(root: label).items.last)
        #expect(item.rect == CGRect(x: 10, y: 4, width: 178, height: 30))
    }
}
