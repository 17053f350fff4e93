import AnimKit
import AnimKitTestSupport
import Testing

// UIView.transition and UIView.perform(.delete), as UIKit code writes them.

@MainActor
@Suite("UIView.transition(with:) / transition(from:to:) and perform(.delete)")
struct TransitionSnippets {
    /// The texts a frame of `root` would draw, front-most last.
    func drawnTexts(_ root: UIView) -> [String] {
        DisplayList(root: root).items.compactMap { item in
            if case .text(let text, _, _, _) = item.content { return text }
            return nil
        }
    }

    /// The colours of the fills a frame of `root` would draw.
    func drawnFills(_ root: UIView) -> [Color] {
        DisplayList(root: root).items.compactMap { item in
            if case .fill(let color) = item.content { return color }
            return nil
        }
    }

    @Test("a flip changes the model inside the call; the old look turns away to the axis and the new content turns in")
    func flip() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Front"
        card.addSubview(label)
        screen.addSubview(card)
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
            label.text = "Back"
        } completion: {
            finished = $0
        }
        // UIKit runs the block inside the call: code right after it reads the new content, and the model keeps its transform.
        #expect(label.text == "Back")
        #expect(card.transform == .identity)
        fixture.run(seconds: 0.25)
        // A quarter in, on a linear curve: the presentation is half-way to the squeeze to the axis (x scale 0.002),
        // showing the old text.
        #expect(abs(card.presentation.transform.a - (1 + 0.002) / 2) < 1e-9)
        #expect(card.presentation.transform.d == 1)
        #expect(drawnTexts(screen) == ["Front"])
        // What is drawn is a turn half-way to edge-on: 45° about y, the left edge forward, the eye 2.5 widths (500) away,
        // scaled by the near edge's weight 1 − 100 sin 45° / 500 = 0.858579 so that it keeps its 100-point height. A
        // corner (x, y) from the centre lands at 0.858579 (x cos 45°, y) / (1 + x sin 45° / 500): the left edge at
        // x = 29.2893 from y 0 to 100, the right edge at x = 153.1887 from y 12.3899 to 87.6101.
        let drawn = DisplayList(root: screen).items.first { $0.viewID == ObjectIdentifier(card) }
        let expected = [(29.2893, 0.0), (153.1887, 12.3899), (153.1887, 87.6101), (29.2893, 100.0)]
        if let drawn {
            let r = drawn.rect
            let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)].map {
                drawn.transform.apply(CGPoint(x: $0.0, y: $0.1))
            }
            for (got, want) in zip(corners, expected) { #expect(abs(got.x - want.0) < 1e-4 && abs(got.y - want.1) < 1e-4, "\(got)") }
        } else {
            Issue.record("the card's fill is not drawn")
        }
        #expect(card.transform == .identity)
        fixture.run(seconds: 0.26)
        #expect(drawnTexts(screen) == ["Back"])
        #expect(card.presentation.transform.a < 0.05)
        fixture.run(seconds: 0.5)
        #expect(card.presentation.transform == .identity && card.transform == .identity)
        #expect(finished == true)
    }

    @Test("with .allowAnimatedContent the changes animate over the whole transition and the live content shows")
    func animatedContent() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        dot.backgroundColor = .red
        card.addSubview(dot)
        screen.addSubview(card)
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear]) {
            dot.center.x = 110
            dot.backgroundColor = .blue
        }
        #expect(dot.center.x == 110)
        fixture.run(seconds: 0.25)
        // Linear over the whole second: a quarter of the way from 10 to 110; the card half faded out.
        #expect(abs(dot.presentation.center.x - 35) < 1e-9)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9)
        #expect(drawnFills(screen).count == 1)
        #expect(drawnFills(screen).first != .red && drawnFills(screen).first != .blue)
        fixture.run(seconds: 0.8)
        #expect(dot.presentation.center.x == 110 && card.presentation.alpha == 1)
    }

    @Test(
        "a cross dissolve is a fade transition on the view's layer (drawn: CrossDissolvePixelTests); curl up rolls the card to its top edge"
    )
    func dissolveAndCurl() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: nil) {
            finished.append($0)
        }
        let fade = card.layer.animation(forKey: kCATransition) as? CATransition
        #expect(fade?.type == .fade && fade?.duration == 1 && card.layer.animationKeys() == [kCATransition])
        fixture.run(seconds: 0.5)
        #expect(card.presentation.alpha == 1 && finished.isEmpty)
        fixture.run(seconds: 0.55)
        #expect(finished == [true] && card.layer.animationKeys() == nil)

        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil)
        for time in [0.1, 0.2, 0.3, 0.45] {
            fixture.run(seconds: 0.1)
            let frame = card.presentation.frame
            #expect(abs(frame.minY) < 1e-6, "the top edge moved at \(time) s")
            #expect(frame.height < 100)
        }
    }

    @Test(
        "transition(from:to:) swaps the views inside the call and turns their superview, as UIKit does; .showHideTransitionViews hides and shows instead"
    )
    func fromTo() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.addSubview(container)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        old.backgroundColor = .red
        let last = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, old, last] { container.addSubview(view) }
        let new = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        new.backgroundColor = .blue
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 0.6, options: [.transitionFlipFromRight]) { finished = $0 }
        #expect(container.subviews.map { ObjectIdentifier($0) } == [first, new, last].map { ObjectIdentifier($0) })
        #expect(old.superview == nil && new.superview === container)
        fixture.run(seconds: 0.2)
        #expect(drawnFills(screen) == [.red])
        #expect(container.presentation.transform.a < 1 && container.transform == .identity)
        fixture.run(seconds: 0.2)
        #expect(drawnFills(screen) == [.blue])
        fixture.run(seconds: 0.3)
        #expect(finished == true && container.presentation.transform == .identity)

        let hidden = UIView(frame: .zero)
        hidden.isHidden = true
        container.addSubview(hidden)
        UIView.transition(from: new, to: hidden, duration: 0.2, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(new.isHidden && !hidden.isHidden && new.superview === container)
    }

    @Test("perform(.delete) shrinks and fades the views, removes them, and gives them back their look")
    func delete() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let other = UIView(frame: CGRect(x: 0, y: 44, width: 300, height: 44))
        container.addSubview(row)
        container.addSubview(other)
        var finished: Bool?
        UIView.perform(.delete, on: [row], options: [.curveLinear], animations: { other.center.y = 22 }) { finished = $0 }
        fixture.run(seconds: 0.15)
        #expect(abs(row.presentation.alpha - 0.5) < 1e-9)
        #expect(abs(row.presentation.transform.a - 0.75) < 1e-9)
        #expect(abs(other.presentation.center.y - 44) < 1e-9)
        fixture.run(seconds: 0.2)
        #expect(row.superview == nil && row.alpha == 1 && row.transform == .identity)
        #expect(finished == true && other.center.y == 22)
    }
}
