import AnimKit
import AnimKitTestSupport
import Testing

/// A view whose content needs a fixed size, as a custom control reports it.
final class Chip: UIView {
    let size: CGSize
    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

// Layout guides, margins, the safe area, content priorities and updateConstraints, as iOS code uses them — frames
// against arithmetic by hand.
@MainActor
@Suite("Auto Layout: guides, margins, safe area, hugging and compression, updateConstraints")
struct LayoutGuideSnippets {
    @Test("spacer guides of equal width spread three chips evenly across 320 points")
    func spacerGuides() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let chips = [Chip(width: 40, height: 20), Chip(width: 60, height: 20), Chip(width: 40, height: 20)]
        for chip in chips { view.addSubview(chip) }
        let spacers = (0..<4).map { _ in UILayoutGuide() }
        for spacer in spacers { view.addLayoutGuide(spacer) }
        var constraints = [
            spacers[0].leadingAnchor.constraint(equalTo: view.leadingAnchor),
            spacers[3].trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ]
        for (index, chip) in chips.enumerated() {
            constraints += [
                chip.leadingAnchor.constraint(equalTo: spacers[index].trailingAnchor),
                chip.trailingAnchor.constraint(equalTo: spacers[index + 1].leadingAnchor),
                chip.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                spacers[index + 1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        view.layoutIfNeeded()
        // 320 − 140 = 180 across four gaps: 45 each. Chips at 45, 45+40+45 = 130, 130+60+45 = 235; centred at y 40.
        #expect(
            chips.map(\.frame) == [
                CGRect(x: 45, y: 40, width: 40, height: 20), CGRect(x: 130, y: 40, width: 60, height: 20),
                CGRect(x: 235, y: 40, width: 40, height: 20),
            ])
        #expect(spacers[1].layoutFrame.minX == 85 && spacers[1].layoutFrame.width == 45)
        #expect(spacers.allSatisfy { $0.owningView === view } && view.layoutGuides.count == 4)
    }

    @Test("content pinned to the margins guide sits 8 in by default, and moves when directionalLayoutMargins change")
    func marginsGuide() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        card.layoutIfNeeded()
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        card.layoutIfNeeded()
        // 300 − 40 = 260 wide, 200 − 32 = 168 high.
        #expect(content.frame == CGRect(x: 20, y: 16, width: 260, height: 168))
        #expect(card.layoutMargins == UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
    }

    @Test("the safe area guide keeps a bar clear of the notch and the home indicator")
    func safeArea() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let bar = UIView(), footer = UIView()
        for view in [bar, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        let safe = screen.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: safe.topAnchor), bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
            footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor), footer.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: screen.trailingAnchor), footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        screen.layoutIfNeeded()
        // 844 − 34 − 50 = 760.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(footer.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        // The bar lies wholly inside the safe area; the footer overlaps the home indicator's 34 points by none.
        #expect(bar.safeAreaInsets == .zero && screen.safeAreaInsets.top == 47)
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        screen.addSubview(top)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test("hugging decides which chip stretches, compression resistance which one gives way")
    func contentPriorities() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let name = Chip(width: 80, height: 20), value = Chip(width: 60, height: 20)
        for chip in [name, value] { row.addSubview(chip) }
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let trailing = value.trailingAnchor.constraint(equalTo: row.trailingAnchor)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            trailing, name.topAnchor.constraint(equalTo: row.topAnchor), value.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layoutIfNeeded()
        // The name hugs harder (251 > 250): it keeps 80, the value takes 300 − 80 − 8 = 212.
        #expect(name.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(value.frame == CGRect(x: 88, y: 0, width: 212, height: 20))
        #expect(name.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(value.contentHuggingPriority(for: .horizontal) == .defaultLow)

        // Squeezed into 100: the value resists harder (751 > 750), keeps 60; the name gets 100 − 60 − 8 = 32.
        value.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        trailing.isActive = false
        value.trailingAnchor.constraint(equalTo: row.leadingAnchor, constant: 100).isActive = true
        row.layoutIfNeeded()
        #expect(name.frame.width == 32 && value.frame == CGRect(x: 40, y: 0, width: 60, height: 20))
    }

    @Test("updateConstraints runs before the solve, children first, once per setNeedsUpdateConstraints")
    func updateConstraintsOrder() {
        final class Badge: UIView {
            let label: String
            var made = false
            init(_ label: String) {
                self.label = label
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func updateConstraints() {
                Badge.order.append(label)
                if !made, let superview {
                    made = true
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalTo: widthAnchor),
                        trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -4),
                        topAnchor.constraint(equalTo: superview.topAnchor, constant: 4),
                    ])
                }
                super.updateConstraints()
            }
            nonisolated(unsafe) static var order: [String] = []
        }
        let fixture = EngineFixture()
        defer { fixture.end() }
        Badge.order = []
        let outer = Badge("outer"), inner = Badge("inner")
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        screen.addSubview(outer)
        outer.addSubview(inner)
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        screen.layoutIfNeeded()
        #expect(Badge.order == ["inner", "outer"])
        // The outer badge's own constraints place it against the screen; the inner one against the outer.
        #expect(outer.frame == CGRect(x: 166, y: 4, width: 30, height: 30))
        #expect(inner.frame == CGRect(x: -4, y: 4, width: 30, height: 30))
        screen.layoutIfNeeded()
        #expect(Badge.order == ["inner", "outer"] && !outer.needsUpdateConstraints())
    }
}
