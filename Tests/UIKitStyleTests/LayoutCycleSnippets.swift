import AnimKit
import AnimKitTestSupport
import Testing

// Subclassing views the way UIKit code does: layoutSubviews placing subviews by hand, and the hierarchy hooks.

/// A card that lays its badge out in its top-right corner whatever its size, and records what UIKit tells it.
private final class BadgedCard: UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var layouts = 0
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        badge.center = CGPoint(x: bounds.width - 10, y: 10)
    }

    override func willMove(toSuperview newSuperview: UIView?) { events.append("willMove(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { events.append("didMoveToSuperview") }
    override func didAddSubview(_ subview: UIView) { events.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { events.append("willRemoveSubview") }
}

@MainActor
@Suite("The layout cycle: layoutSubviews and the hierarchy hooks")
struct LayoutCycleSnippets {
    /// A 200 × 100 card at the top left of a 400 × 400 screen, laid out once.
    private func laidOutCard() -> (UIView, BadgedCard) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = BadgedCard(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        screen.addSubview(card)
        screen.layoutIfNeeded()
        return (screen, card)
    }

    @Test("layoutSubviews runs on layoutIfNeeded after a size change or setNeedsLayout — once — and not otherwise")
    func layoutSubviewsRunsWhenMarked() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (screen, card) = laidOutCard()
        #expect(card.layouts == 1 && card.badge.center == CGPoint(x: 190, y: 10))
        screen.layoutIfNeeded()
        #expect(card.layouts == 1)
        card.frame.size.width = 300
        screen.layoutIfNeeded()
        #expect(card.layouts == 2 && card.badge.center == CGPoint(x: 290, y: 10))
        card.center.x += 5 // a move, not a resize: no layout
        screen.layoutIfNeeded()
        #expect(card.layouts == 2)
        card.setNeedsLayout()
        card.layoutIfNeeded()
        #expect(card.layouts == 3)
    }

    @Test("inside an animation block, a resize and layoutIfNeeded animate the subviews layoutSubviews moves")
    func animatedLayout() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (screen, card) = laidOutCard()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            card.frame.size.width = 300
            screen.layoutIfNeeded()
        }
        #expect(card.badge.center.x == 290)
        fixture.run(seconds: 0.5)
        // Half-way: the badge between 190 and 290.
        #expect(abs(card.badge.presentation.center.x - 240) < 1e-9)
    }

    @Test("adding, moving and removing a view calls the hooks in UIKit's order")
    func hierarchyHooks() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let first = BadgedCard(frame: .zero), second = BadgedCard(frame: .zero)
        let card = BadgedCard(frame: .zero)
        // Each card added its badge in init; start counting from here.
        for view in [first, second, card] { view.events.removeAll() }
        first.addSubview(card)
        #expect(card.events == ["willMove(view)", "didMoveToSuperview"] && first.events == ["didAddSubview"])
        card.events.removeAll()
        first.events.removeAll()
        second.addSubview(card)
        #expect(card.events == ["willMove(view)", "didMoveToSuperview"])
        #expect(first.events == ["willRemoveSubview"] && second.events == ["didAddSubview"])
        card.events.removeAll()
        second.events.removeAll()
        card.removeFromSuperview()
        #expect(card.events == ["willMove(nil)", "didMoveToSuperview"] && second.events == ["willRemoveSubview"])
    }

    @Test("custom views compile as UIKit code writes them: required init?(coder:) makes an empty view; awakeFromNib exists")
    func archiveInitialisers() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let view = try #require(UIView(coder: NSCoder()))
        #expect(view.frame == .zero && view.subviews.isEmpty)
        let button = try #require(UIButton(coder: NSCoder()))
        #expect(button.buttonType == .custom)
        let image = try #require(UIImageView(coder: NSCoder()))
        #expect(image.image == nil)
        view.awakeFromNib()
    }
}
