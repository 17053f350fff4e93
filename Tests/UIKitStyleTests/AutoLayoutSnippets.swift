import AnimKit
import AnimKitTestSupport
import Testing

// Auto Layout as iOS code writes it: anchors, activate, layoutIfNeeded — frames checked against arithmetic by hand.

@MainActor
@Suite("Auto Layout: constraints, anchors and layoutIfNeeded, animated")
struct AutoLayoutSnippets {
    /// A login form: two fields 20 in from the sides, the first 100 from the top, the second 12 under it, a button
    /// 120 wide centred 24 under the second.
    @Test("a login form lands where the arithmetic puts it")
    func loginForm() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let email = UIView(), password = UIView(), button = UIView()
        for field in [email, password, button] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        NSLayoutConstraint.activate([
            email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            email.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            email.heightAnchor.constraint(equalToConstant: 44),
            password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
            password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
            password.heightAnchor.constraint(equalTo: email.heightAnchor),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
            button.widthAnchor.constraint(equalToConstant: 120),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        view.layoutIfNeeded()
        // 320 − 20 − 20 = 280 wide; 100 + 44 + 12 = 156; 156 + 44 + 24 = 224; (320 − 120) ÷ 2 = 100.
        #expect(email.frame == CGRect(x: 20, y: 100, width: 280, height: 44))
        #expect(password.frame == CGRect(x: 20, y: 156, width: 280, height: 44))
        #expect(button.frame == CGRect(x: 100, y: 224, width: 120, height: 44))
    }

    @Test("an expanding card: the height constant changed, layoutIfNeeded inside UIView.animate animates the frame")
    func expandingCard() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20), height,
        ])
        view.layoutIfNeeded()
        // Bottom at 480 − 20 = 460, so the top is at 460 − 80 = 380; half of 320 is 160 wide.
        #expect(card.frame == CGRect(x: 16, y: 380, width: 160, height: 80))

        height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.layoutIfNeeded() }
        // The model at once: the top at 460 − 300 = 160.
        #expect(card.frame == CGRect(x: 16, y: 160, width: 160, height: 300))
        fixture.run(seconds: 0.5)
        // Half-way on a linear curve: height 80 + 0.5 × 220 = 190, the bottom staying at 460 (centre y 460 − 95).
        #expect(abs(card.presentation.bounds.height - 190) < 1e-9)
        #expect(abs(card.presentation.center.y - 365) < 1e-9)
        fixture.run(seconds: 0.6)
        #expect(card.presentation.frame == CGRect(x: 16, y: 160, width: 160, height: 300))
    }

    @Test("swapping two sets of constraints moves the view to the other set's place")
    func swapConstraints() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dot)
        let size = [dot.widthAnchor.constraint(equalToConstant: 40), dot.heightAnchor.constraint(equalToConstant: 40)]
        let topLeft = [dot.leadingAnchor.constraint(equalTo: view.leadingAnchor), dot.topAnchor.constraint(equalTo: view.topAnchor)]
        let centred = [
            dot.centerXAnchor.constraint(equalTo: view.centerXAnchor), dot.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ]
        NSLayoutConstraint.activate(size + topLeft)
        view.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        NSLayoutConstraint.deactivate(topLeft)
        NSLayoutConstraint.activate(centred)
        view.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 130, y: 130, width: 40, height: 40))
        #expect(topLeft.allSatisfy { !$0.isActive } && centred.allSatisfy(\.isActive))
    }

    @Test("priorities: a 750 width beats a 250 one; a contradicting required width is broken and layout goes on")
    func priorities() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let high = box.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = box.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([high, low, box.heightAnchor.constraint(equalToConstant: 10)])
        view.layoutIfNeeded()
        #expect(box.frame.width == 100)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 150), box.widthAnchor.constraint(equalToConstant: 170)])
        view.layoutIfNeeded()
        #expect(box.frame.width == 150 && box.frame.height == 10)
    }

    @Test("a label without a width takes its text's size; views in different trees cannot be constrained")
    func intrinsicSizeAndNoCommonAncestor() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
        ])
        view.layoutIfNeeded()
        let text = label.sizeThatFits(.zero)
        #expect(label.frame == CGRect(x: 8, y: 8, width: text.width.rounded(.up), height: text.height.rounded(.up)))
        #expect(label.frame.width > 0)

        let stranger = UIView()
        let orphan = label.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
    }
}
