import AnimKit
import AnimKitTestSupport
import Testing

/// Margins a designer fixed: 12 above and below, 24 at the sides, whatever is set.
private final class FixedMarginsView: UIView {
    override var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: 12, left: 24, bottom: 12, right: 24) }
        set { super.layoutMargins = newValue }
    }
}

/// A view that keeps room for a bar of its own: 40 at the top and 30 at the bottom are not safe.
private final class BarredView: UIView {
    override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0) }
}

/// A badge 50 wide that hugs and resists by overriding the getters, as custom controls do.
private final class StubbornBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? UILayoutPriority(253) : super.contentHuggingPriority(for: axis)
    }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? UILayoutPriority(760) : super.contentCompressionResistancePriority(for: axis)
    }
}

/// A plain 50-wide view whose priorities are set through the setters.
private final class PlainBadge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
}

/// A container that logs how its subviews are reordered, then lets UIKit do it.
private final class LoggingContainer: UIView {
    var log: [String] = []
    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insert at \(index)")
        super.insertSubview(view, at: index)
    }
    override func bringSubviewToFront(_ view: UIView) {
        log.append("front \(view.tag)")
        super.bringSubviewToFront(view)
    }
    override func sendSubviewToBack(_ view: UIView) {
        log.append("back \(view.tag)")
        super.sendSubviewToBack(view)
    }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        log.append("exchange \(index1) \(index2)")
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
}

/// A view that also answers for views it keeps out of its hierarchy (a recycled page, say).
private final class PagerView: UIView {
    let offscreenPage = UIView()
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) ?? offscreenPage.viewWithTag(tag) }
}

/// A button whose content runs right to left whatever is set.
private final class TrailingImageButton: UIButton {
    override var semanticContentAttribute: UISemanticContentAttribute {
        get { .forceRightToLeft }
        set { super.semanticContentAttribute = newValue }
    }
}

// Apple: the layout margins guide "represents the view's margins" (`layoutMargins`), the safe area layout guide "the
// portion of your view that is unobscured" (`safeAreaInsets`); Auto Layout keeps a view at its intrinsic size with the
// priorities `contentHuggingPriority(for:)` and `contentCompressionResistancePriority(for:)` return; `viewWithTag(_:)`
// searches the view and its subviews; a button with `.forceRightToLeft` content lays its image after its title.
// Every member below is overridden the way real views override it, and UIKit's own work goes through the override.
@MainActor
@Suite("UIView's members a subclass overrides: margins, safe area, priorities, subview order, tags")
struct ViewOverrideSnippets {
    private func pinned(_ child: UIView, to guide: UILayoutGuide, in root: UIView) {
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor), child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor), child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
    }

    @Test("an overridden layoutMargins is what the margins guide follows: a 300 × 200 view's content at (24, 12, 252, 176)")
    func overriddenMargins() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = FixedMarginsView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), content = UIView()
        root.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        pinned(content, to: root.layoutMarginsGuide, in: root)
        #expect(content.frame == CGRect(x: 24, y: 12, width: 252, height: 176))
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24))
    }

    @Test("an overridden safeAreaInsets is what the safe-area guide follows, and what a subview under it inherits")
    func overriddenSafeArea() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = BarredView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)), content = UIView()
        pinned(content, to: root.safeAreaLayoutGuide, in: root)
        #expect(content.frame == CGRect(x: 0, y: 40, width: 300, height: 330))
        // A strip over the top 100 points lies under the 40 that are not safe, and none of the bottom 30.
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(strip)
        #expect(strip.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    }

    /// A row `[badge][other]` filling `width`: the badge's priorities come from its overrides, the other's from setters.
    private func row(width: CGFloat, otherHugging: Float, otherResistance: Float) -> (badge: CGFloat, other: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let badge = StubbornBadge(), other = PlainBadge()
        other.setContentHuggingPriority(UILayoutPriority(otherHugging), for: .horizontal)
        other.setContentCompressionResistancePriority(UILayoutPriority(otherResistance), for: .horizontal)
        for view in [badge, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), other.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            other.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (badge.frame.width, other.frame.width)
    }

    @Test("overridden hugging (253 over a set 252) keeps a badge at 50 in a 300-wide row; resistance (760 over 755) in an 80-wide one")
    func overriddenPriorities() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        // Too much room: the lower hugging priority (the other's 252) stretches.
        #expect(row(width: 300, otherHugging: 252, otherResistance: 750) == (50, 250))
        // Too little: the lower resistance (the other's 755) gives way, 100 − 80 = 20 narrower.
        #expect(row(width: 80, otherHugging: 250, otherResistance: 755) == (50, 30))
    }

    @Test("overridden insert, front, back and exchange are called, and super reorders as UIKit does")
    func overriddenOrder() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let container = LoggingContainer()
        let views = (1...3).map { tag in
            let view = UIView()
            view.tag = tag
            return view
        }
        for view in views { container.addSubview(view) }
        container.insertSubview(UIView(), at: 0)
        container.subviews[0].removeFromSuperview()
        container.bringSubviewToFront(views[0])
        #expect(container.subviews.map(\.tag) == [2, 3, 1])
        container.sendSubviewToBack(views[2])
        #expect(container.subviews.map(\.tag) == [3, 2, 1])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(container.subviews.map(\.tag) == [1, 2, 3])
        #expect(container.layer.sublayers?.map { $0 === views[0].layer } == [true, false, false])
        #expect(container.log == ["insert at 0", "front 1", "back 3", "exchange 0 2"])
    }

    @Test("viewWithTag searches through a subview's override: a pager inside the root answers for its offscreen page")
    func overriddenViewWithTag() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = UIView(), pager = PagerView(), hidden = UIView()
        hidden.tag = 7
        pager.offscreenPage.addSubview(hidden)
        root.addSubview(pager)
        #expect(root.viewWithTag(7) === hidden)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test("an overridden semanticContentAttribute puts a button's image after its title")
    func overriddenSemanticContent() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = UIButton(type: .system), flipped = TrailingImageButton(type: .system)
        for button in [plain, flipped] {
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.setTitle("Next", for: .normal)
            button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }, for: .normal)
        }
        func order(_ button: UIButton) -> Bool {
            let content = button.contentRect(forBounds: button.bounds)
            return button.imageRect(forContentRect: content).minX < button.titleRect(forContentRect: content).minX
        }
        #expect(order(plain))
        #expect(!order(flipped))
    }
}
