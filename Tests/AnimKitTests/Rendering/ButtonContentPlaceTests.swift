import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A button's content placed as UIKit places it: centred by default; `contentHorizontalAlignment = .left` with
// `contentEdgeInsets` puts the title at the left inset (a row button in a settings list); `titleEdgeInsets` moves the
// title by half the difference of its insets when centred; the button's own size is its title's plus the insets.
@MainActor
@Suite("UIButton content alignment and edge insets")
struct ButtonContentPlaceTests {
    /// The rectangle and alignment of the button's title in the display list of a canvas holding it.
    private func titleItem(_ button: UIButton) -> (rect: CGRect, alignment: TextAlignment)? {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        root.addSubview(button)
        for item in DisplayList(root: root).items {
            if case .text(let text, _, _, let alignment) = item.content, text == button.currentTitle { return (item.rect, alignment) }
        }
        return nil
    }

    @Test("centred across the bounds by default; at the left inset when aligned left; moved by title insets")
    func placement() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        button.setTitle("Sign out", for: .normal)
        let centred = try #require(titleItem(button))
        #expect(centred.rect == CGRect(x: 0, y: 0, width: 300, height: 44) && centred.alignment == .center)
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let left = try #require(titleItem(button))
        #expect(left.rect.minX == 16 && left.alignment == .left && left.rect.height == 44)
        button.contentHorizontalAlignment = .right
        let right = try #require(titleItem(button))
        #expect(isApproximatelyEqual(right.rect.maxX, 300 - 16))
        button.contentHorizontalAlignment = .center
        button.contentEdgeInsets = .zero
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let moved = try #require(titleItem(button))
        #expect(moved.rect.minX == 5)
    }

    @Test("its own size is the title's plus the content insets (6 points above and below, none at the sides, when none are set)")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let padded = button.intrinsicContentSize
        let title = Label.textMeasurer.size(of: "Go", in: button.font)
        #expect(plain == CGSize(width: title.width.rounded(.up), height: (title.height + 12).rounded(.up)))
        #expect(padded.width == plain.width + 40 && padded.height == plain.height - 12 + 20)
    }

    @Test("a title too long for the button loses its middle (a button label's default), or its end when the label says so")
    func longTitle() throws {
        let title = "How do I cancel my subscription?"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.contentHorizontalAlignment = .leading
        button.setTitle(title, for: .normal)
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        func drawn() -> (text: String, rect: CGRect)? {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            root.addSubview(button)
            return DisplayList(root: root).items.lazy.compactMap { item in
                if case .text(let text, _, _, _) = item.content { return (text, item.rect) }
                return nil
            }.first
        }
        let middle = try #require(drawn())
        let font = try #require(button.titleLabel?.font)
        // What is drawn fits the 200 points; it keeps the start and the end, the middle an ellipsis.
        #expect(middle.rect.maxX <= 200 && Label.textMeasurer.size(of: middle.text, in: font).width <= 200)
        #expect(middle.text.hasPrefix("How do") && middle.text.hasSuffix("tion?") && middle.text.contains("…"))
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        let tail = try #require(drawn())
        #expect(tail.text.hasPrefix("How do I") && tail.text.hasSuffix("…") && tail.rect.maxX <= 200)
        button.frame.size.width = 400
        #expect(drawn()?.text == title)
    }
}
