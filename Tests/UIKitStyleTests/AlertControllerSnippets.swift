import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Alerts and action sheets as screens present them: `UIAlertController` with `UIAlertAction`s, presented and chosen
/// by a tap. The layout follows iOS's (a 270-point box, 44-point buttons, two side by side with the cancel one first;
/// a sheet's cancel button in a group of its own); a chosen button's handler runs once the alert has gone.
@MainActor
@Suite("UIAlertController: alerts and action sheets")
struct AlertControllerSnippets {
    private func screen() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    /// The buttons of `container`, top to bottom then left to right, by title.
    private func buttons(in container: UIView) -> [(String, CGRect)] {
        container.subviews.compactMap { $0 as? UIButton }.map { ($0.currentTitle ?? "", $0.frame) }
    }

    @Test("two buttons side by side, the cancel one first; a tap on the other dismisses the alert, then runs its handler")
    func twoButtons() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, root) = screen()
        var ran: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in ran.append(action.title ?? "") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        fixture.run(seconds: 0.1)
        // Shrinking in from 1.15 times its size, over 0.3 s.
        #expect(alert.box.presentation.transform.a > 1 && alert.view.presentation.alpha < 1)
        fixture.run(seconds: 0.3)
        #expect(alert.box.presentation.transform == .identity && alert.view.presentation.alpha == 1)
        let box = alert.box.frame
        #expect(box.width == 270 && box.midX == 195 && box.midY == 422)
        let shown = buttons(in: alert.box)
        #expect(shown.map(\.0) == ["Cancel", "Delete"])
        #expect(shown.map(\.1.width) == [135, 135] && shown[0].1.minX == 0 && shown[1].1.minX == 135 && shown[0].1.maxY == box.height)
        let delete = shown[1].1.offsetBy(dx: box.minX, dy: box.minY)
        let pointer = PointerDispatcher(root: window)
        _ = pointer.pointerDown(at: CGPoint(x: delete.midX, y: delete.midY), time: 1)
        pointer.pointerUp(at: CGPoint(x: delete.midX, y: delete.midY), time: 1.05)
        fixture.run(seconds: 0.1)
        #expect(ran.isEmpty && root.presentedViewController === alert)
        fixture.run(seconds: 0.2)
        #expect(ran == ["Delete"] && root.presentedViewController == nil && alert.view.superview == nil)
    }

    @Test("three buttons one under another, the cancel one last; text fields above them, made ready by their handler")
    func stackedWithFields() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, root) = screen()
        defer { withExtendedLifetime(window) {} }
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign in", style: .default))
        alert.addAction(UIAlertAction(title: "Help", style: .default))
        root.present(alert, animated: false)
        alert.view.layoutIfNeeded()
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil] && alert.textFields?.last?.isSecureTextEntry == true)
        let shown = buttons(in: alert.box)
        #expect(shown.map(\.0) == ["Sign in", "Help", "Cancel"] && shown.map(\.1.height) == [44, 44, 44])
        #expect(shown[1].1.minY == shown[0].1.maxY && shown[2].1.maxY == alert.box.bounds.height)
        let fields = alert.textFields ?? []
        #expect(fields.allSatisfy { $0.superview === alert.box } && (fields.last?.frame.maxY ?? .infinity) < shown[0].1.minY)
    }

    @Test("an action sheet: 57-point buttons at the bottom, the cancel one apart under them above the home indicator; it rises in")
    func actionSheet() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, root) = screen()
        defer { withExtendedLifetime(window) {} }
        let sheet = UIAlertController(title: nil, message: "Share", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Copy link", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: true)
        fixture.run(seconds: 0.1)
        let group = try #require(sheet.cancelGroup)
        #expect(group.presentation.transform.ty > 0)
        fixture.run(seconds: 0.3)
        // 844 − 34 (the safe area) − 57 = 753; the box ends 8 above it.
        #expect(group.frame == CGRect(x: 8, y: 753, width: 374, height: 57) && group.presentation.transform == .identity)
        #expect(sheet.box.frame.maxY == 745 && buttons(in: sheet.box).map(\.0) == ["Copy link", "Delete"])
        #expect(buttons(in: group).map(\.0) == ["Cancel"])
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }
}
