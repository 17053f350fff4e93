import AnimKit
import AnimKitTestSupport
import Testing

/// A view that sets its own frame in every layout pass: it never settles.
final class GrowingView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        frame.size.width += 1
    }
}

/// A child that widens its parent once, the first time it is laid out.
final class WideningChild: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        if let superview, superview.bounds.width < 300 { superview.frame.size.width = 300 }
    }
}

/// A parent that counts its passes.
final class CountingParent: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }
}

/// A view that asks for layout again from inside its own, on itself and its superview.
final class SelfLayingView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
        layoutIfNeeded()
        superview?.setNeedsLayout()
        superview?.layoutIfNeeded()
    }
}

/// A view whose layout marks the next view of a chain and lays the tree out from inside its own.
final class ChainLayingView: UIView {
    var following: UIView?
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        following?.setNeedsLayout()
        following?.layoutIfNeeded()
    }
}

// Code that would hang or crash a careless host: a layout that never settles, a recognizer taken away mid-gesture.
@MainActor
@Suite("Bad input from screens: layout loops, recognizers removed mid-gesture")
struct BadInputSnippets {
    @Test("a view resizing itself in layoutSubviews stops after 100 passes instead of hanging; a child resizing its parent settles in two")
    func layoutLoops() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let growing = GrowingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(growing)
        root.layoutIfNeeded()
        #expect(growing.passes == UIView.layoutPassLimit && growing.bounds.width == 110)
        root.layoutIfNeeded()
        #expect(growing.passes == 100)

        let parent = CountingParent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(WideningChild(frame: .zero))
        parent.layoutIfNeeded()
        #expect(parent.passes == 2 && parent.bounds.width == 300)
    }

    @Test("layoutIfNeeded() inside layoutSubviews(), on the view and its superview: 100 passes, then it stops; no stack overflow")
    func layoutInsideLayout() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = CountingParent(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let loopy = SelfLayingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(loopy)
        root.layoutIfNeeded()
        // The view marks itself in every pass of the outermost call: it is laid out once a pass and never inside itself.
        #expect(loopy.passes == UIView.layoutPassLimit)
        #expect(root.passes == UIView.layoutPassLimit + 1)
        // The marks were dropped: another call has nothing to do.
        root.layoutIfNeeded()
        #expect(loopy.passes == UIView.layoutPassLimit)
    }

    @Test("a chain of 60 views each laying out the next from its layoutSubviews(): each laid out, nesting stops at its limit")
    func layoutChain() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let chain = (0..<60).map { _ in ChainLayingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for (view, following) in zip(chain, chain.dropFirst()) { view.following = following }
        for view in chain { root.addSubview(view) }
        root.layoutIfNeeded()
        #expect(chain.allSatisfy { $0.passes == 1 })
        chain[0].setNeedsLayout()
        root.layoutIfNeeded()
        // The first 32 are laid out one inside the other; the rest by the outermost pass, once each.
        #expect(chain.allSatisfy { $0.passes == 2 })
    }

    @Test("a pan recognizer removed from its view mid-drag is cancelled and hears no more; the drag goes on without it")
    func recognizerRemovedMidGesture() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(card)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        card.addGestureRecognizer(pan)
        let pointer = PointerDispatcher(root: root)
        pointer.pointerDown(at: CGPoint(x: 150, y: 150), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 170, y: 150), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 180, y: 150), time: 0.1)
        card.removeGestureRecognizer(pan)
        pointer.pointerMoved(to: CGPoint(x: 190, y: 150), time: 0.15)
        pointer.pointerUp(at: CGPoint(x: 190, y: 150), time: 0.2)
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.view == nil && pan.state == .possible && card.gestureRecognizers == nil)
    }
}
