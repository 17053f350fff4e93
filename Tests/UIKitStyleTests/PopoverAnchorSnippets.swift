import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Where a popover goes on an iPad, as Apple documents `UIPopoverPresentationController`: its arrow points at the bar
// button item or the source rectangle, the way `permittedArrowDirections` allows and the room asks, and it follows its
// anchor when the screen turns. The sides are tried below, above, right, left (PopoverPlacement).
@MainActor
@Suite("Where a popover goes", .serialized)
struct PopoverAnchorSnippets {
    func padWindow(_ root: UIViewController) -> (EngineFixture, UIWindow) {
        let fixture = EngineFixture()
        Device.current.preset = .iPad
        Device.current.hold(.portrait)
        let window = UIWindow(frame: CGRect(origin: .zero, size: DevicePreset.iPad.screen))
        window.setWindowSafeAreaInsets(DevicePreset.iPad.safeArea)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (fixture, window)
    }

    /// `view`'s subviews, theirs, and so on, depth first.
    func descendants(of view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + descendants(of: $0) } }

    func putBack(_ fixture: EngineFixture) {
        Device.current.hold(.portrait)
        Device.current.preset = .iPhone15
        fixture.end()
    }

    func popover(size: CGSize) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        return content
    }

    @Test("from a bar button item: below the item's view, its arrow at the item's middle")
    func barButtonItem() throws {
        let list = UIViewController()
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        list.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: list)
        let (fixture, window) = padWindow(navigation)
        defer { putBack(fixture) }
        window.layoutIfNeeded()
        let content = popover(size: CGSize(width: 250, height: 300))
        content.popoverPresentationController?.barButtonItem = item
        list.present(content, animated: false)
        let button = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Sort" })
        let shown = button.convert(button.bounds, to: window)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(content.view.frame.minY == shown.maxY + 13)
        // Centred on the item but 10 points inside the screen's right edge.
        #expect(content.view.frame.maxX == Swift.min(shown.midX + 125, 810))
    }

    @Test("no room below: above the source; only left and right permitted: beside it; turned, it follows the source")
    func sides() throws {
        let root = UIViewController()
        let (fixture, window) = padWindow(root)
        defer { putBack(fixture) }
        let low = UIView(frame: CGRect(x: 100, y: 1000, width: 80, height: 40))
        root.view.addSubview(low)
        let above = popover(size: CGSize(width: 200, height: 300))
        above.popoverPresentationController?.sourceView = low
        root.present(above, animated: false)
        // 1150 − 1040 − 13 leaves 97 below: above it, bottom 13 over its top, centred on 140 but 10 inside the left edge.
        #expect(above.popoverPresentationController?.arrowDirection == .down)
        #expect(above.view.frame == CGRect(x: 40, y: 687, width: 200, height: 300))
        above.dismiss(animated: false)

        let beside = popover(size: CGSize(width: 200, height: 100))
        beside.popoverPresentationController?.sourceView = low
        beside.popoverPresentationController?.permittedArrowDirections = [.left, .right]
        root.present(beside, animated: false)
        // Right of it (the arrow pointing left), centred on its middle (1020).
        #expect(beside.popoverPresentationController?.arrowDirection == .left)
        #expect(beside.view.frame == CGRect(x: 193, y: 970, width: 200, height: 100))
        // Turned, the window is 820 tall: the source keeps its place in its superview, and the popover goes with it as
        // far as 10 points inside the safe area's bottom (800 − 10 − 100 = 690).
        Device.current.turn(to: .landscapeLeft)
        fixture.run(seconds: 0.6)
        #expect(window.bounds.size == CGSize(width: 1180, height: 820))
        #expect(beside.view.frame == CGRect(x: 193, y: 690, width: 200, height: 100))
    }

    @Test("an action sheet on an iPad is a 304-point popover at its anchor without its cancel button; a tap outside cancels it")
    func actionSheetPopover() throws {
        let root = UIViewController()
        let (fixture, window) = padWindow(root)
        defer { putBack(fixture) }
        let button = UIButton(frame: CGRect(x: 600, y: 200, width: 120, height: 44))
        root.view.addSubview(button)
        var chosen: [String] = []
        func sheet() -> UIAlertController {
            let alert = UIAlertController(title: nil, message: "Sign out?", preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in chosen.append("sign out") })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            alert.popoverPresentationController?.sourceView = button
            return alert
        }
        let alert = sheet()
        #expect(alert.popoverPresentationController != nil)
        root.present(alert, animated: true)
        fixture.run(seconds: 0.3)
        #expect(alert.popoverPresentationController?.arrowDirection == .up)
        #expect(alert.view.frame.width == 304 && alert.view.frame.minY == 244 + 13)
        let titles = descendants(of: alert.view).compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles == ["Sign Out"])
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 100, y: 900), time: 1)
        pointer.pointerUp(at: CGPoint(x: 100, y: 900), time: 1.05)
        fixture.run(seconds: 0.3)
        #expect(root.presentedViewController == nil && chosen == ["cancel"])

        // Its own button dismisses it, then runs its handler.
        let again = sheet()
        root.present(again, animated: false)
        let signOut = try #require(descendants(of: again.view).compactMap { $0 as? UIButton }.first)
        let middle = signOut.convert(CGPoint(x: signOut.bounds.midX, y: signOut.bounds.midY), to: window)
        pointer.pointerDown(at: middle, time: 2)
        pointer.pointerUp(at: middle, time: 2.05)
        fixture.run(seconds: 0.3)
        #expect(root.presentedViewController == nil && chosen == ["cancel", "sign out"])
    }
}
