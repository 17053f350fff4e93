import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A card with a title 10 points from its top and a subtitle under it, whose baselines stand for the card's.
private final class TitledCard: UIView {
    let title = UILabel(), subtitle = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        for (label, text) in [(title, "Title"), (subtitle, "Subtitle")] {
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
    override var forFirstBaselineLayout: UIView { title }
    override var forLastBaselineLayout: UIView { subtitle }
}

// Apple's `forFirstBaselineLayout`: "Returns a view used to satisfy first baseline constraints … The default
// implementation returns the view itself"; `forLastBaselineLayout` likewise for the last. A label of the same font and
// one line aligned on a baseline sits where the label it aligns with sits, so its top is that label's top.
@MainActor
@Suite("A view's baselines are those of the views it names")
struct BaselineLayoutSnippets {
    @Test("a side label on the card's first baseline is level with the title (top 110); on its last, with the subtitle")
    func namedBaselines() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), card = TitledCard()
        let first = UILabel(), last = UILabel()
        for view in [card, first, last] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        first.text = "First"
        last.text = "Last"
        first.font = .systemFont(ofSize: 17)
        last.font = .systemFont(ofSize: 17)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.widthAnchor.constraint(equalToConstant: 200),
            first.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
            first.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.title.frame.minY == 10 && card.frame.minY == 100)
        #expect(first.frame.minY == 110)
        #expect(last.frame.minY == card.convert(card.subtitle.frame, to: root).minY)
        #expect(last.frame.minY > 110 && last.frame.maxY < card.frame.maxY)
    }
}
