import AnimKit
import AnimKitTestSupport
import Testing

// hasAmbiguousLayout and exerciseAmbiguityInLayout, the debugging aids iOS developers reach for when a view goes
// missing: a view with no height, a view free between two inequalities.
@MainActor
@Suite("Auto Layout: ambiguous layouts found and exercised")
struct AmbiguitySnippets {
    @Test("no height is ambiguous; a height decides it; a view with no constraints at all is ambiguous; a framed one is not")
    func missingHeight() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(), loose = UIView()
        for view in [card, loose] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20), card.widthAnchor.constraint(equalToConstant: 100),
        ])
        #expect(card.hasAmbiguousLayout && loose.hasAmbiguousLayout && !screen.hasAmbiguousLayout)
        card.heightAnchor.constraint(equalToConstant: 50).isActive = true
        #expect(!card.hasAmbiguousLayout)
        #expect(card.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
        let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        screen.addSubview(framed)
        #expect(!framed.hasAmbiguousLayout)
    }

    @Test("a dot free between two walls moves when exercised, and stays between them")
    func freeBetweenWalls() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.leadingAnchor.constraint(greaterThanOrEqualTo: screen.leadingAnchor, constant: 10),
            dot.trailingAnchor.constraint(lessThanOrEqualTo: screen.trailingAnchor, constant: -10),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
            dot.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        screen.layoutIfNeeded()
        let before = dot.frame
        #expect(dot.hasAmbiguousLayout)
        dot.exerciseAmbiguityInLayout()
        #expect(dot.frame.minX != before.minX)
        #expect(dot.frame.minX >= 10 && dot.frame.maxX <= 290 && dot.frame.size == CGSize(width: 20, height: 20))
        dot.centerXAnchor.constraint(equalTo: screen.centerXAnchor).isActive = true
        #expect(!dot.hasAmbiguousLayout && dot.frame.midX == 150)
    }
}
