import AnimKit
import Testing

// Reordering subviews as transition code does: a view put below the one leaving, sent back, swapped.
@MainActor
@Suite("Subview order: insertSubview(_:belowSubview:), aboveSubview, sendSubviewToBack, exchangeSubview")
struct HierarchySnippets {
    @Test("each puts the view where UIKit's documentation says; a sibling that is not a subview puts it on top")
    func order() {
        let container = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for view in [a, b, c] { container.addSubview(view) }
        container.insertSubview(d, belowSubview: b)
        #expect(container.subviews == [a, d, b, c])
        container.insertSubview(a, aboveSubview: b)
        #expect(container.subviews == [d, b, a, c])
        container.sendSubviewToBack(c)
        #expect(container.subviews == [c, d, b, a])
        container.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(container.subviews == [a, d, b, c])
        container.exchangeSubview(at: 0, withSubviewAt: 9)
        container.insertSubview(b, belowSubview: UIView())
        #expect(container.subviews == [a, d, c, b] && b.superview === container)
    }
}
