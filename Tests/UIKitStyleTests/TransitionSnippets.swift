import AnimKit
import AnimKitTestSupport
import Testing

// UIView.transition and UIView.perform(.delete), as UIKit code writes them.

@MainActor
@Suite("UIView.transition(with:) / transition(from:to:) and perform(.delete)")
struct TransitionSnippets {
    @Test("a flip squeezes the card to its axis, swaps the content at the midpoint and turns it back in")
    func flip() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Front"
        card.addSubview(label)
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
            label.text = "Back"
        } completion: {
            finished = $0
        }
        fixture.run(seconds: 0.25)
        #expect(label.text == "Front")
        #expect(abs(card.presentation.transform.a - (1 + 0.002) / 2) < 1e-9)
        #expect(abs(card.presentation.transform.d - 1.03) < 1e-9)
        fixture.run(seconds: 0.26)
        #expect(label.text == "Back")
        #expect(card.presentation.transform.a < 0.05)
        fixture.run(seconds: 0.5)
        #expect(card.presentation.transform == .identity && card.transform == .identity)
        #expect(finished == true)
    }

    @Test("a cross dissolve fades out and in; curl up rolls the card to its top edge, which stays put")
    func dissolveAndCurl() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: nil)
        fixture.run(seconds: 0.25)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9)
        fixture.run(seconds: 0.5)
        #expect(abs(card.presentation.alpha - 0.5) < 1e-9)
        fixture.run(seconds: 0.3)
        #expect(card.presentation.alpha == 1)

        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil)
        for time in [0.1, 0.2, 0.3, 0.45] {
            fixture.run(seconds: 0.1)
            let frame = card.presentation.frame
            #expect(abs(frame.minY) < 1e-6, "the top edge moved at \(time) s")
            #expect(frame.height < 100)
        }
    }

    @Test("transition(from:to:) puts the new view where the old one was; .showHideTransitionViews hides and shows instead")
    func fromTo() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let last = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, old, last] { container.addSubview(view) }
        let new = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 0.6, options: [.transitionFlipFromRight]) { finished = $0 }
        fixture.run(seconds: 0.2)
        #expect(old.superview === container && new.superview == nil)
        fixture.run(seconds: 0.2)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [first, new, last].map { ObjectIdentifier($0) })
        #expect(old.superview == nil && old.transform == .identity)
        fixture.run(seconds: 0.3)
        #expect(finished == true && new.presentation.transform == .identity)

        let hidden = UIView(frame: .zero)
        hidden.isHidden = true
        container.addSubview(hidden)
        UIView.transition(from: new, to: hidden, duration: 0.2, options: [.transitionCrossDissolve, .showHideTransitionViews])
        fixture.run(seconds: 0.3)
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
