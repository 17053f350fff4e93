import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A child that logs what it is told.
private final class Card: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("will appear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("did appear")
    }
}

/// A deck that shows its card itself, later, as custom containers that animate children in do.
private final class Deck: UIViewController {
    let card = Card()
    var forwards = false
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
    }
}

// Apple's `shouldAutomaticallyForwardAppearanceMethods`: "If you override this method and return false, you are
// responsible for telling the child when its views are going to appear or disappear … by calling the child's
// beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods." The default is true.
@MainActor
@Suite("A container that tells its children of appearing itself")
struct ManualAppearanceSnippets {
    @Test("forwarding: the card appears with the deck; not forwarding: only when the deck tells it")
    func manual() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        for forwards in [true, false] {
            let deck = Deck()
            deck.forwards = forwards
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = deck
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            fixture.run(frames: 2)
            #expect(deck.card.log == (forwards ? ["will appear", "did appear"] : []))
            if !forwards {
                deck.card.beginAppearanceTransition(true, animated: false)
                deck.card.endAppearanceTransition()
                #expect(deck.card.log == ["will appear", "did appear"])
            }
            withExtendedLifetime(window) {}
        }
    }
}
