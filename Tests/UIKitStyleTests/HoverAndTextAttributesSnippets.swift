import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A card that lifts under the mouse (`UIHoverGestureRecognizer` with a target and action, the selector `play` makes of
// `#selector(hovered(_:))`) and a button whose
// title font comes from its configuration's text attributes transformer and attributed title.
@MainActor
@Suite("UIHoverGestureRecognizer and UIKit's AttributedString attributes")
struct HoverAndTextAttributesSnippets {
    final class Card: UIView {
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        func hovered(_ recognizer: UIHoverGestureRecognizer) {
            states.append(recognizer.state)
            locations.append(recognizer.location(in: self))
            transform = recognizer.state == .began || recognizer.state == .changed ? CGAffineTransform(scaleX: 1.05, y: 1.05) : .identity
        }
    }

    @Test("hovering begins over the view, changes as the pointer moves on it, ends when it leaves; a press moves none")
    func hover() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = Card(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(inner)
        root.addSubview(card)
        card.addGestureRecognizer(UIHoverGestureRecognizer(target: card, action: Selector("hovered(_:)", Card.hovered(_:))))
        let pointer = PointerDispatcher(root: root)
        #expect(!pointer.pointerHovered(at: CGPoint(x: 20, y: 20), time: 0))
        #expect(pointer.pointerHovered(at: CGPoint(x: 150, y: 150), time: 0.1))
        #expect(card.states == [.began] && card.transform.a == 1.05)
        // Over a subview of the card is over the card.
        pointer.pointerHovered(at: CGPoint(x: 115, y: 115), time: 0.2)
        pointer.pointerHovered(at: CGPoint(x: 250, y: 250), time: 0.3)
        #expect(card.states == [.began, .changed, .ended] && card.transform == .identity)
        // In the card's own coordinates, through its 1.05 scale about its centre (150, 150) once it lifted.
        let lifted = { (root: CGFloat) in 50 + (root - 150) / 1.05 }
        let expected = [CGPoint(x: 50, y: 50), CGPoint(x: lifted(115), y: lifted(115)), CGPoint(x: lifted(250), y: lifted(250))]
        #expect(zip(card.locations, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
        #expect(card.locations.count == 3)
        pointer.pointerDown(at: CGPoint(x: 20, y: 20), time: 0.4)
        #expect(!pointer.pointerHovered(at: CGPoint(x: 150, y: 150), time: 0.5))
        pointer.pointerUp(at: CGPoint(x: 20, y: 20), time: 0.6)
        #expect(card.states.count == 3)
    }

    @Test("an attributed title's font and colour are the title's; the transformer changes them after; setting title drops them")
    func titleAttributes() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Continue")
        title.font = UIFont.systemFont(ofSize: 12)
        title.foregroundColor = .red
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        #expect(button.configuration?.title == "Continue")
        #expect(button.configuration?.attributedTitle?.font == UIFont.systemFont(ofSize: 12))
        let small = button.intrinsicContentSize
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            // 12 from the attributed title, doubled.
            outgoing.font = UIFont.boldSystemFont(ofSize: (incoming.font?.pointSize ?? 0) * 2)
            return outgoing
        }
        button.configuration = configuration
        let large = button.intrinsicContentSize
        let width = { (font: UIFont) in ("Continue" as NSString).size(withAttributes: [.font: font]).width.rounded(.up) }
        #expect(large.width - small.width == width(.boldSystemFont(ofSize: 24)) - width(.systemFont(ofSize: 12)))
        configuration.title = "Go"
        #expect(configuration.attributedTitle?.font == nil)
        var container = AttributeContainer()
        container.foregroundColor = .blue
        #expect(container.foregroundColor == .blue)
    }
}
