import AnimKitTestSupport
import Testing

@testable import AnimKit

/// Each window is laid out on its own, as each UIKit window holds its own layout engine: a window shown inside
/// another tree (a host's view showing a scene's window) keeps its solver, and the tree around it never solves its
/// constraints.
@MainActor
@Suite("A window lays out its own tree, wherever it is shown")
struct WindowLayoutTests {
    /// A 300 × 200 window whose card is pinned 20 in from its edges by constraints.
    static func window() -> (Window, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            card.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20),
        ])
        return (window, card)
    }

    @Test("a window put in a host's view keeps its engine, and the host gets none")
    func keepsItsEngine() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, card) = Self.window()
        window.layoutIfNeeded()
        let engine = window.layoutRecord.engine
        #expect(engine != nil)
        // 300 − 20 − 20 = 260 wide, 200 − 20 − 20 = 160 high.
        #expect(card.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
        let host = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600)),
            holder = View(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
        host.addSubview(holder)
        holder.addSubview(window)
        host.setNeedsLayout()
        card.setNeedsLayout()
        host.layoutIfNeeded()
        #expect(window.layoutRecord.engine === engine)
        #expect(host.layoutRecord.engine == nil)
        #expect(card.layoutRoot === window)
    }

    @Test("a constraint changed inside a shown window is solved when the host lays out")
    func hostLaysOutTheWindowWithin() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, card) = Self.window()
        let host = View(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        host.addSubview(window)
        host.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
        window.frame.size = CGSize(width: 400, height: 300)
        window.setNeedsLayout()
        // The host's pass reaches the window's: 400 − 40 = 360, 300 − 40 = 260.
        host.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        #expect(!host.hasPendingLayout)
    }
}
