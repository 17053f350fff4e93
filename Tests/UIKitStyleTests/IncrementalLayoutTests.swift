import AnimKit
import AnimKitTestSupport
import Testing

/// The layout engine keeps its solver between passes; these check that what it reaches by changing constants,
/// swapping constraints and moving frames in place is what a screen built from scratch in the same state gets.
@MainActor
@Suite("Auto Layout kept solved between passes agrees with laying out from scratch")
struct IncrementalLayoutTests {
    /// What the random steps change.
    struct State {
        var cardHeight: CGFloat = 120
        var gap: CGFloat = 8
        var titleText = "Inbox"
        var centred = false
        var anchorFrame = CGRect(x: 300, y: 600, width: 50, height: 30)
        var buttonCount = 3
        var wideFirst = false
    }

    /// A screen iOS code might build: a title label, a card whose height changes, a row of buttons sharing the width,
    /// a badge that is either centred or pinned top-right, and a framed view (keeping its frame) with a tag beside it.
    @MainActor
    struct Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UILabel(), card = UIView(), badge = UIView(), framed = UIView(), tag = UIView()
        /// Up to six buttons share the card's 358 points: 6 × 40 + 5 × 23 = 355, so no step asks the impossible
        /// (which constraint UIKit breaks then depends on the order of events, not only on the state).
        var buttons: [UIView] = []
        var cardHeight: NSLayoutConstraint!
        var gaps: [NSLayoutConstraint] = []
        var centredSet: [NSLayoutConstraint] = []
        var cornerSet: [NSLayoutConstraint] = []
        var firstWidth: NSLayoutConstraint!

        init(_ state: State) {
            for view in [title, card, badge, tag] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            root.addSubview(framed)
            framed.frame = state.anchorFrame
            title.text = state.titleText
            cardHeight = card.heightAnchor.constraint(equalToConstant: state.cardHeight)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                title.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12), cardHeight,
                badge.widthAnchor.constraint(equalToConstant: 24), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                tag.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 4),
                tag.centerYAnchor.constraint(equalTo: framed.centerYAnchor),
                tag.widthAnchor.constraint(equalTo: framed.widthAnchor, multiplier: 0.5),
                tag.heightAnchor.constraint(equalToConstant: 10),
            ])
            centredSet = [
                badge.centerXAnchor.constraint(equalTo: card.centerXAnchor), badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            ]
            cornerSet = [
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            ]
            NSLayoutConstraint.activate(state.centred ? centredSet : cornerSet)
            for index in 0..<state.buttonCount { addButton(index: index, state: state) }
            root.layoutIfNeeded()
        }

        mutating func addButton(index: Int, state: State) {
            let button = UIView()
            button.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(button)
            var constraints = [
                button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 20),
                button.heightAnchor.constraint(equalToConstant: 44),
            ]
            if let previous = buttons.last {
                let gap = button.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: state.gap)
                gaps.append(gap)
                constraints += [gap, button.widthAnchor.constraint(equalTo: previous.widthAnchor)]
            } else {
                constraints.append(button.leadingAnchor.constraint(equalTo: card.leadingAnchor))
                firstWidth = button.widthAnchor.constraint(greaterThanOrEqualToConstant: state.wideFirst ? 40 : 10)
                constraints.append(firstWidth)
            }
            buttons.append(button)
            NSLayoutConstraint.activate(constraints)
            // The last button's trailing edge meets the card's; the one before it lets go.
            for view in buttons.dropLast() {
                for constraint in root.constraints where constraint.identifier == "last" && constraint.firstItem === view {
                    constraint.isActive = false
                }
            }
            let last = button.trailingAnchor.constraint(equalTo: card.trailingAnchor)
            last.identifier = "last"
            last.isActive = true
        }

        var frames: [CGRect] { [title, card, badge, framed, tag].map(\.frame) + buttons.map(\.frame) }
    }

    @Test("300 random steps (constants, a swapped pair, a moved frame, a label's text, a button added): every frame as from scratch")
    func randomSteps() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var random = SeededRandomNumberGenerator(seed: 11)
        var state = State()
        var screen = Screen(state)
        for step in 0..<300 {
            switch random.next() % 7 {
            case 0:
                state.cardHeight = CGFloat(40 + random.next() % 300)
                screen.cardHeight.constant = state.cardHeight
            case 1:
                state.gap = CGFloat(random.next() % 24)
                for gap in screen.gaps { gap.constant = state.gap }
            case 2:
                state.centred.toggle()
                NSLayoutConstraint.deactivate(state.centred ? screen.cornerSet : screen.centredSet)
                NSLayoutConstraint.activate(state.centred ? screen.centredSet : screen.cornerSet)
            case 3:
                state.anchorFrame = CGRect(
                    x: CGFloat(random.next() % 300), y: CGFloat(random.next() % 700), width: CGFloat(10 + random.next() % 80), height: 30)
                screen.framed.frame = state.anchorFrame
            case 4:
                state.titleText = ["Inbox", "Archive", "A much longer title", "Hi"][Int(random.next() % 4)]
                screen.title.text = state.titleText
            case 5:
                guard state.buttonCount < 6 else { continue }
                screen.addButton(index: state.buttonCount, state: state)
                state.buttonCount += 1
            default:
                state.wideFirst.toggle()
                screen.firstWidth.constant = state.wideFirst ? 40 : 10
            }
            screen.root.layoutIfNeeded()
            let fresh = Screen(state)
            // The same numbers, up to rounding in the last bits: the two solvers pivot in different orders.
            let difference =
                zip(screen.frames, fresh.frames).map { kept, new in
                    [kept.minX - new.minX, kept.minY - new.minY, kept.width - new.width, kept.height - new.height].map(abs).max() ?? 0
                }.max() ?? 0
            #expect(
                screen.frames.count == fresh.frames.count && difference < 1e-9, "step \(step): \(state)\n\(screen.frames)\n\(fresh.frames)")
        }
    }
}

/// A constraint animation interrupted by another: nothing jumps, and the second carries the view from where it is.
@MainActor
@Suite("Constraint animations interrupt additively, as UIKit's do")
struct ConstraintInterruptionTests {
    @Test("height 80 → 300 over 1 s, interrupted at 0.5 s by 300 → 120: continuous at the switch, 120 at the end")
    func interruptedHeight() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        let height = card.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), height,
        ])
        screen.layoutIfNeeded()
        height.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { screen.layoutIfNeeded() }
        fixture.run(frames: 30)
        // Half-way on a linear curve: 80 + 0.5 × 220 = 190.
        #expect(abs(card.presentation.bounds.height - 190) < 1e-9)
        height.constant = 120
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { screen.layoutIfNeeded() }
        // The model is 120 at once; on screen nothing moved: the first animation's remaining −110 and the second's
        // +180 add to the new model (120 − 110 + 180 = 190).
        #expect(card.frame.height == 120)
        #expect(abs(card.presentation.bounds.height - 190) < 1e-9)
        fixture.run(frames: 30)
        // 0.5 s on: the first has ended (0 left), the second is half-way: 120 + 0.5 × 180 = 210.
        #expect(abs(card.presentation.bounds.height - 210) < 1e-9)
        fixture.run(frames: 31)
        #expect(card.presentation.bounds.height == 120)
    }
}
