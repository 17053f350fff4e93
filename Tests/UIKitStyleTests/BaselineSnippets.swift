import AnimKit
import AnimKitTestSupport
import Testing

// Baselines as iOS code uses them: a title and a caption of different sizes sharing a baseline, in a stack and with
// anchors. A label's text is drawn centred: its first baseline lies lineHeight × lines ÷ 2 − ascender above its centre.
@MainActor
@Suite("Auto Layout: first and last baselines")
struct BaselineSnippets {
    /// Where `label`'s first (or last) baseline is, in its superview, by the rule above and the installed font metrics.
    func baseline(_ label: UILabel, last: Bool = false) -> CGFloat {
        let measurer = UILabel.textMeasurer
        let lines = CGFloat((label.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        let first = label.frame.midY + measurer.ascender(of: label.font) - measurer.lineHeight(of: label.font) * lines / 2
        return last ? first + (lines - 1) * measurer.lineHeight(of: label.font) : first
    }

    @Test("a horizontal stack aligned by first baselines: a 34-point title, a 15-point caption and a view without text share one line")
    func stackFirstBaseline() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let title = UILabel(), caption = UILabel(), dot = Chip(width: 10, height: 10)
        title.text = "Title"
        title.font = .systemFont(ofSize: 34)
        caption.text = "caption"
        caption.font = .systemFont(ofSize: 15)
        let stack = UIStackView(arrangedSubviews: [title, caption, dot])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
        ])
        screen.layoutIfNeeded()
        let line = baseline(title)
        #expect(abs(baseline(caption) - line) < 1e-9)
        // A view without text has its bottom for a baseline.
        #expect(abs(dot.frame.maxY - line) < 1e-9)
        // The stack reaches from the highest top to the lowest bottom of its views.
        let views = [title, caption, dot] as [UIView]
        #expect(abs((views.map(\.frame.minY).min() ?? -1) - 0) < 1e-9)
        #expect(abs((views.map(\.frame.maxY).max() ?? -1) - stack.frame.height) < 1e-9)
    }

    @Test("anchors: a badge's last baseline on a two-line label's last; a new line of text moves it")
    func anchorsFollowText() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let body = UILabel(), badge = UILabel()
        body.text = "First line\nsecond line"
        badge.text = "new"
        badge.font = .systemFont(ofSize: 11)
        for label in [body, badge] {
            label.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(label)
        }
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            body.topAnchor.constraint(equalTo: screen.topAnchor, constant: 50),
            badge.leadingAnchor.constraint(equalTo: body.trailingAnchor, constant: 6),
            badge.lastBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(abs(baseline(badge, last: true) - baseline(body, last: true)) < 1e-9)
        let before = badge.frame.minY
        body.text = "First line\nsecond line\nthird line"
        screen.layoutIfNeeded()
        #expect(abs(baseline(badge, last: true) - baseline(body, last: true)) < 1e-9)
        #expect(badge.frame.minY > before)
    }
}
