import AnimKit
import Testing

// A card flip and a layer-driven shadow, as UIKit tutorials write them, in the Swift 5 language mode: plain
// closures and helper functions with no actor annotations, as code written against UIKit has.

final class CardFlipper {
    let container: UIView
    let front: UIView
    let back: UIView
    private(set) var showingBack = false

    init() {
        container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        front = UIView(frame: container.bounds)
        back = UIView(frame: container.bounds)
        front.backgroundColor = .systemBlue
        back.backgroundColor = .systemRed
        back.isHidden = true
        container.addSubview(front)
        container.addSubview(back)
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 0.3
        container.layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    func flip(completion: @escaping () -> Void) {
        let from = showingBack ? back : front
        let to = showingBack ? front : back
        UIView.transition(from: from, to: to, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews]) { _ in
            self.showingBack.toggle()
            completion()
        }
    }
}

@MainActor
@Suite("A card flip and layer properties, Swift 5 language mode")
struct TransitionAndLayerSnippets {
    @Test("the flipper shows the back after the flip; the presentation layer reads mid-animation")
    func flip() async {
        let session = AnimationSession(clock: ManualClock())
        session.begin()
        defer { session.end() }
        let flipper = CardFlipper()
        var flipped = false
        flipper.flip { flipped = true }
        for _ in 0..<40 {
            session.clock.advance(frames: 1)
            session.engine.tick()
        }
        #expect(flipped && flipper.showingBack && flipper.front.isHidden && !flipper.back.isHidden)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { flipper.container.center.x += 100 }, completion: nil)
        session.clock.advance(frames: 30)
        session.engine.tick()
        #expect(flipper.container.layer.presentation()?.position.x == 150)
        #expect(flipper.container.layer.animationKeys() == ["position"])
    }
}
