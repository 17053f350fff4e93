import AnimKit
import AnimKitTestSupport
import Testing

// Button, label and font code as UIKit tutorials write it (Sundell's "Animate" playground among them).

@MainActor
@Suite("UIButton, UILabel and UIFont as UIKit code uses them")
struct ButtonAndFontSnippets {
    @Test("UIButton(type: .system) with setTitle, setTitleColor and titleLabel?.font draws that title, colour and font")
    func systemButton() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Animate", for: .normal)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Animate")
        #expect(button.titleColor == .systemBlue)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        button.setTitleColor(.white, for: .normal)

        let item = DisplayList(root: button).items.last
        #expect(item?.content == .text("Animate", font: .boldSystemFont(ofSize: 20), color: .white, alignment: .center))
    }

    @Test("font weights: semibold and up draw the bold face, below it the regular one")
    func weights() {
        #expect(UIFont.systemFont(ofSize: 14, weight: .medium) == .systemFont(ofSize: 14))
        #expect(UIFont.systemFont(ofSize: 14, weight: .bold) == .boldSystemFont(ofSize: 14))
        #expect(UIFont.Weight.heavy > .semibold)
    }

    @Test("layoutIfNeeded inside an animation block animates the frames the block set; numberOfLines is kept")
    func layoutIfNeeded() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(box)
        box.frame.origin.x = 200
        container.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { container.layoutIfNeeded() }
        #expect(fixture.engine.liveAnimators.isEmpty) // nothing was pending: the frame applied when set

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            box.frame.origin.x = 100
            container.layoutIfNeeded()
        }
        fixture.run(seconds: 0.5)
        #expect(abs(box.presentation.center.x - 200) < 1e-9)

        let label = UILabel()
        label.numberOfLines = 0
        #expect(label.numberOfLines == 0)
    }
}
