import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Sizes from content: systemLayoutSizeFitting (a chat bubble, a cell of fixed width), sizeThatFits/sizeToFit, and the
// intrinsic sizes of buttons and image views — against arithmetic by hand.
@MainActor
@Suite("Sizes from content: systemLayoutSizeFitting, sizeToFit, intrinsic sizes")
struct FittingSnippets {
    /// A bubble around a 120 × 20 chip, 12 in on the sides and 8 above and below.
    func bubble() -> UIView {
        let bubble = UIView()
        let text = Chip(width: 120, height: 20)
        bubble.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            bubble.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 12),
            text.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            bubble.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
        ])
        return bubble
    }

    @Test("a chat bubble fits its text: 120 + 24 by 20 + 16, compressed or expanded; a fixed width is kept")
    func bubbleFits() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = bubble()
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 144, height: 36))
        // Expanded: the text hugs (250) harder than the bubble wishes to grow (50).
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 144, height: 36))
        // A cell's width is fixed: required horizontally, the height fitted.
        let cell = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(cell == CGSize(width: 300, height: 36))
        // Nothing moved.
        #expect(view.frame == .zero && view.subviews[0].frame == .zero)
    }

    @Test("a chat bubble sized by its label: the text's size rounded up, plus 12 and 8 of padding; longer text, wider bubble")
    func bubbleAroundLabel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let bubble = UIView(), text = UILabel()
        bubble.translatesAutoresizingMaskIntoConstraints = false
        text.translatesAutoresizingMaskIntoConstraints = false
        text.text = "On my way!"
        screen.addSubview(bubble)
        bubble.addSubview(text)
        NSLayoutConstraint.activate([
            bubble.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            bubble.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            bubble.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
            text.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
            text.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            text.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
        ])
        func expected() -> CGSize {
            let size = UILabel.textMeasurer.size(of: text.text ?? "", in: text.font)
            return CGSize(width: size.width.rounded(.up) + 24, height: size.height.rounded(.up) + 16)
        }
        screen.layoutIfNeeded()
        #expect(bubble.frame.size == expected() && bubble.frame.maxX == 374)
        let short = bubble.frame.width
        text.text = "On my way — ten minutes"
        screen.layoutIfNeeded()
        #expect(bubble.frame.size == expected() && bubble.frame.width > short && bubble.frame.maxX == 374)
    }

    @Test("sizeToFit keeps the top-left corner; a plain view's sizeThatFits is its own size")
    func sizeToFit() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 999, height: 999)) == CGSize(width: 30, height: 40))
        final class Badge: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 24, height: 16) }
        }
        let badge = Badge(frame: CGRect(x: 100, y: 50, width: 60, height: 60))
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 100, y: 50, width: 24, height: 16))
    }

    @Test("a wrapping label holding 100 000 words fits one unbounded line, measured once (was quadratic in the line's length)")
    func hugeLabel() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let words = Array(repeating: "lorem ipsum", count: 50_000).joined(separator: " ")
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 280, height: 20))
        label.numberOfLines = 0
        label.text = words
        let one = UILabel(frame: .zero)
        one.text = "lorem"
        one.sizeToFit()
        // Unbounded: one line, as wide as the words.
        let unbounded = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(label.lines(atWidth: .greatestFiniteMagnitude) == [words])
        #expect(unbounded.height == one.bounds.height && unbounded.width > 280 * 1000)
        // At its own width (sizeToFit asks at the bounds' size) it wraps, a few words a line.
        label.sizeToFit()
        #expect(label.bounds.width <= 280 && label.lines(atWidth: 280).count > 5_000)
    }

    @Test("a button's intrinsic size is its title's, 6 points above and below (as UIKit's), rounded up; a new title is laid out again")
    func buttonIntrinsicSize() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: screen.centerXAnchor), button.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        screen.layoutIfNeeded()
        func expected(_ title: String) -> CGSize {
            let text = Label.textMeasurer.size(of: title, in: button.font)
            return CGSize(width: text.width.rounded(.up), height: (text.height + 12).rounded(.up))
        }
        #expect(button.intrinsicContentSize == expected("Sign in") && button.frame.size == expected("Sign in"))
        button.setTitle("Create an account", for: .normal)
        screen.layoutIfNeeded()
        #expect(button.frame.size == expected("Create an account"))
        #expect(button.frame.midX == 160)
    }

    @Test("an image view's intrinsic size is its image's; without one it has none")
    func imageViewIntrinsicSize() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        // A PNG's signature and header: 30 × 20 pixels.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 30, 0, 0, 0, 20, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let image = try #require(UIImage(data: png))
        let view = UIImageView(image: nil)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        view.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
    }
}
