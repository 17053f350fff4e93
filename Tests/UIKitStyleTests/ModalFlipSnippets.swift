import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// `modalTransitionStyle = .flipHorizontal`, as Apple documents it: presenting, the current view turns over from right
// to left and the new view is on its back; dismissing, the turn goes from left to right. Drawn in perspective, the
// near edge keeping its height (844 points here), the far one shorter; a view turned past edge-on is not drawn.

@MainActor
@Suite("A modal flip: the presenter's view turns over, the presented view on its back")
struct ModalFlipSnippets {
    /// The heights of the left and right edges of `view`'s fill as drawn now, or `nil` when it is not drawn.
    func edgeHeights(of view: UIView, in window: UIWindow) -> (left: CGFloat, right: CGFloat)? {
        guard let item = DisplayList(root: window).items.first(where: { $0.viewID == ObjectIdentifier(view) }) else { return nil }
        let r = item.rect, t = item.transform
        let left = t.apply(CGPoint(x: r.minX, y: r.maxY)).y - t.apply(CGPoint(x: r.minX, y: r.minY)).y
        let right = t.apply(CGPoint(x: r.maxX, y: r.maxY)).y - t.apply(CGPoint(x: r.maxX, y: r.minY)).y
        return (left, right)
    }

    @Test("presenting turns the presenter from the right (its right edge near) and brings the presented view round; dismissing turns back")
    func flip() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let home = UIViewController(), detail = UIViewController()
        home.view.backgroundColor = .orange
        detail.view.backgroundColor = .blue
        detail.modalPresentationStyle = .fullScreen
        detail.modalTransitionStyle = .flipHorizontal
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = home
        window.makeKeyAndVisible()
        var presented = false
        home.present(detail, animated: true) { presented = true }
        fixture.run(seconds: 0.1)
        let early = try #require(edgeHeights(of: home.view, in: window))
        #expect(abs(early.right - 844) < 1e-6 && early.left < 800)
        #expect(edgeHeights(of: detail.view, in: window) == nil)
        fixture.run(seconds: 0.3)
        #expect(edgeHeights(of: home.view, in: window) == nil)
        let late = try #require(edgeHeights(of: detail.view, in: window))
        #expect(abs(late.left - 844) < 1e-6 && late.right < 844)
        fixture.run(seconds: 0.15)
        #expect(presented && home.view.superview == nil && home.view.transform == .identity && detail.view.transform == .identity)
        let resting = try #require(DisplayList(root: window).items.first { $0.viewID == ObjectIdentifier(detail.view) })
        #expect(resting.transform.isAffine && resting.canvasBounds == window.bounds)

        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        fixture.run(seconds: 0.1)
        let leaving = try #require(edgeHeights(of: detail.view, in: window))
        #expect(abs(leaving.left - 844) < 1e-6 && leaving.right < 800)
        #expect(edgeHeights(of: home.view, in: window) == nil)
        fixture.run(seconds: 0.3)
        let returning = try #require(edgeHeights(of: home.view, in: window))
        #expect(abs(returning.right - 844) < 1e-6 && returning.left < 844)
        fixture.run(seconds: 0.15)
        #expect(dismissed && home.view.transform == .identity && home.view.superview === window)
        let back = try #require(DisplayList(root: window).items.first { $0.viewID == ObjectIdentifier(home.view) })
        #expect(back.transform.isAffine && back.canvasBounds == window.bounds)
    }
}
