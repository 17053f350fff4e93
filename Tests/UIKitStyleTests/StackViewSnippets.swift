import AnimKit
import AnimKitTestSupport
import Testing

// UIStackView as iOS code uses it — rows, toolbars, a row that hides inside an animation block — against frames
// worked by hand from Apple's documentation of each distribution and alignment.
@MainActor
@Suite("UIStackView: distributions, alignments, spacing, margins, hiding — animated")
struct StackViewSnippets {
    /// A column of three rows (44, 60, 44 high), 8 apart, pinned to the top and sides of a 340-wide screen, 20 in.
    func column() -> (screen: UIView, stack: UIStackView, rows: [Chip]) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 600))
        let rows = [Chip(width: 100, height: 44), Chip(width: 120, height: 60), Chip(width: 80, height: 44)]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20),
        ])
        screen.layoutIfNeeded()
        return (screen, stack, rows)
    }

    @Test("a column hugs its rows: 44 + 8 + 60 + 8 + 44 = 164 high, each row the full 300 wide")
    func columnHugs() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, stack, rows) = column()
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 300, height: 164))
        #expect(
            rows.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 300, height: 44), CGRect(x: 0, y: 52, width: 300, height: 60),
                CGRect(x: 0, y: 120, width: 300, height: 44),
            ])
        #expect(
            stack.arrangedSubviews.count == 3 && rows.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints }
        )
    }

    @Test("hiding the middle row closes its gap: the last row moves up to 52, the stack is 96 high")
    func hideOutsideAnimation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (screen, stack, rows) = column()
        rows[1].isHidden = true
        screen.layoutIfNeeded()
        #expect(rows[2].frame.minY == 52 && stack.frame.height == 96)
        #expect(rows[1].frame.height == 0)
        rows[1].isHidden = false
        screen.layoutIfNeeded()
        #expect(rows[2].frame.minY == 120 && stack.frame.height == 164)
    }

    @Test("hidden inside UIView.animate: the last row slides up along the curve, the hidden row shrinks, drawn until it is gone")
    func hideInsideAnimation() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, stack, rows) = column()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { rows[1].isHidden = true }
        // The model is final at once, as UIKit's.
        #expect(rows[2].frame.minY == 52 && stack.frame.height == 96 && rows[1].isHidden)
        fixture.run(frames: 30)
        // Half-way on a linear curve: y 120 → 52 is at 86; the middle row's height 60 → 0 is at 30.
        #expect(abs(rows[2].presentation.frame.minY - 86) < 1e-9)
        #expect(abs(rows[1].presentation.bounds.height - 30) < 1e-9)
        #expect(rows[1].isCollapsingInStack)
        fixture.run(frames: 31)
        #expect(rows[2].presentation.frame.minY == 52 && !rows[1].isCollapsingInStack)
    }

    @Test("a row with a required height of its own still collapses: UIKit breaks the row's height, and gives it back")
    func hideBreaksRowHeight() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (screen, stack, rows) = column()
        let height = rows[1].heightAnchor.constraint(equalToConstant: 70)
        height.isActive = true
        screen.layoutIfNeeded()
        #expect(rows[1].frame.height == 70 && stack.frame.height == 174)
        rows[1].isHidden = true
        screen.layoutIfNeeded()
        #expect(rows[1].frame.height == 0 && rows[2].frame.minY == 52)
        rows[1].isHidden = false
        screen.layoutIfNeeded()
        #expect(rows[1].frame.height == 70 && rows[2].frame.minY == 130)
    }

    /// A 320 × 40 row stack, frame-kept, of `chips` with `spacing`.
    func row(_ chips: [Chip], spacing: CGFloat = 0, distribution: UIStackView.Distribution) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: chips)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        stack.spacing = spacing
        stack.distribution = distribution
        stack.layoutIfNeeded()
        return stack
    }

    @Test("fill: on a tie in hugging the first view stretches (300 − 60 = 240); fillEqually: (320 − 20) ÷ 3 = 100 each")
    func fillAndFillEqually() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let pair = [Chip(width: 40, height: 20), Chip(width: 60, height: 20)]
        _ = row(pair, spacing: 20, distribution: .fill)
        #expect(pair.map(\.frame) == [CGRect(x: 0, y: 0, width: 240, height: 40), CGRect(x: 260, y: 0, width: 60, height: 40)])
        let three = [Chip(width: 40, height: 20), Chip(width: 60, height: 20), Chip(width: 10, height: 20)]
        _ = row(three, spacing: 10, distribution: .fillEqually)
        #expect(three.map(\.frame.minX) == [0, 110, 220] && three.allSatisfy { $0.frame.width == 100 })
    }

    @Test("fillEqually with plain views (no intrinsic size): a 320 × 50 row by frame, or pinned, is three 100 × 50 views")
    func fillEquallyPlainViews() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let framed = [UIView(), UIView(), UIView()], pinned = [UIView(), UIView(), UIView()]
        let byFrame = UIStackView(arrangedSubviews: framed)
        byFrame.distribution = .fillEqually
        byFrame.spacing = 10
        byFrame.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
        screen.addSubview(byFrame)
        let byConstraints = UIStackView(arrangedSubviews: pinned)
        byConstraints.distribution = .fillEqually
        byConstraints.spacing = 10
        byConstraints.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(byConstraints)
        NSLayoutConstraint.activate([
            byConstraints.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            byConstraints.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            byConstraints.widthAnchor.constraint(equalToConstant: 320),
            byConstraints.heightAnchor.constraint(equalToConstant: 50),
        ])
        screen.layoutIfNeeded()
        let expected = [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 50) }
        #expect(framed.map(\.frame) == expected)
        #expect(pinned.map(\.frame) == expected && byConstraints.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
    }

    @Test("fill after the order changes: the view moved to the front is the one that stretches")
    func fillFollowsOrder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let chips = [Chip(width: 30, height: 20), Chip(width: 30, height: 20), Chip(width: 30, height: 20)]
        let stack = row(chips, spacing: 5, distribution: .fill)
        #expect(chips.map(\.frame.width) == [250, 30, 30])
        stack.insertArrangedSubview(chips[2], at: 0)
        stack.layoutIfNeeded()
        // 320 − 10 − 60 = 250 for the new first view; the old first is back to its 30.
        #expect(chips.map(\.frame.width) == [30, 30, 250] && chips.map(\.frame.minX) == [255, 290, 0])
    }

    @Test("fillProportionally: 40 and 80 share 320 − 10 = 310 as 1 : 2; equalSpacing: gaps of (320 − 140) ÷ 2 = 90")
    func proportionalAndEqualSpacing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let pair = [Chip(width: 40, height: 20), Chip(width: 80, height: 20)]
        _ = row(pair, spacing: 10, distribution: .fillProportionally)
        #expect(abs(pair[0].frame.width - 310.0 / 3) < 1e-9 && abs(pair[1].frame.width - 620.0 / 3) < 1e-9)
        let three = [Chip(width: 40, height: 20), Chip(width: 60, height: 20), Chip(width: 40, height: 20)]
        _ = row(three, spacing: 8, distribution: .equalSpacing)
        #expect(three.map(\.frame.minX) == [0, 130, 280] && three.map(\.frame.width) == [40, 60, 40])
    }

    @Test("equalCentering: centres of 20, 60 and 100 wide chips in 320 at 10, 140 and 270")
    func equalCentering() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let three = [Chip(width: 20, height: 20), Chip(width: 60, height: 20), Chip(width: 100, height: 20)]
        _ = row(three, distribution: .equalCentering)
        // The first centre is at 10, the last at 320 − 50 = 270; the middle one half-way, 140.
        #expect(three.map(\.frame.midX) == [10, 140, 270])
    }

    @Test("alignments across the axis: a row as tall as its tallest view, the others at the top, centred or at the bottom")
    func alignments() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for (alignment, expected) in [(UIStackView.Alignment.top, 0.0), (.center, 10), (.bottom, 20)] {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let short = Chip(width: 50, height: 20), tall = Chip(width: 50, height: 40)
            let stack = UIStackView(arrangedSubviews: [short, tall])
            stack.alignment = alignment
            stack.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor), stack.topAnchor.constraint(equalTo: screen.topAnchor),
            ])
            screen.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 100, height: 40), "\(alignment)")
            #expect(short.frame == CGRect(x: 0, y: expected, width: 50, height: 20), "\(alignment)")
            #expect(tall.frame == CGRect(x: 50, y: 0, width: 50, height: 40), "\(alignment)")
        }
    }

    @Test("custom spacing after a view, margins-relative arrangement, and the arranged list as UIKit keeps it")
    func spacingMarginsAndList() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let chips = [Chip(width: 40, height: 20), Chip(width: 40, height: 20), Chip(width: 40, height: 20)]
        let stack = UIStackView(arrangedSubviews: chips)
        stack.spacing = 8
        stack.setCustomSpacing(24, after: chips[0])
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        // Inside 16…184: 168 − 120 = 48 of gaps, equal: 24 each (the first at least 24, the second at least 8).
        #expect(chips.map(\.frame.minX) == [16, 80, 144] && chips.allSatisfy { $0.frame.minY == 4 })
        #expect(stack.customSpacing(after: chips[0]) == 24 && stack.customSpacing(after: chips[1]) == UIStackView.spacingUseDefault)

        stack.removeArrangedSubview(chips[1])
        #expect(stack.arrangedSubviews.count == 2 && chips[1].superview === stack)
        chips[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map { $0 === chips[0] } == [true])
        stack.insertArrangedSubview(chips[2], at: 0)
        #expect(stack.arrangedSubviews.first === chips[2] && chips[2].superview === stack)
        stack.insertArrangedSubview(chips[1], at: 9)
        #expect(stack.arrangedSubviews.last === chips[1])
    }
}
