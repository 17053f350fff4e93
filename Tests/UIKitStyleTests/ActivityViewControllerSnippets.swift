import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// An action of the app's own in the share sheet: "Save to Library", which finishes as soon as it is performed.
@MainActor
private final class SaveActivity: UIActivity {
    var items: [Any] = []
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save") }
    override var activityTitle: String? { "Save to Library" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() { activityDidFinish(true) }
}

// The share sheet as a share button presents it: on a phone a sheet at half height (a popover adapts to a form sheet
// since iOS 13, and `popoverPresentationController` is there for code that anchors it); Copy puts the items on the
// general pasteboard; the app's own activity is prepared and performed; the handler hears the choice once the sheet
// has gone — or `nil`, `false` when it is closed.
@MainActor
@Suite("UIActivityViewController, UIActivity and UIPasteboard")
struct ActivityViewControllerSnippets {
    private func screen() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    private func tap(_ view: UIView, in window: UIWindow, at time: TimeInterval) {
        let pointer = PointerDispatcher(root: window), point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        pointer.pointerDown(at: point, time: time)
        pointer.pointerUp(at: point, time: time + 0.05)
    }

    @Test("a sheet at half height; Copy puts the text and link on the pasteboard and the handler hears it after the sheet goes")
    func copy() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, root) = screen()
        let link = try #require(URL(string: "https://example.com/ada"))
        let share = UIActivityViewController(activityItems: ["Ada's profile", link], applicationActivities: nil)
        #expect(share.modalPresentationStyle == .popover && share.popoverPresentationController != nil)
        share.popoverPresentationController?.sourceView = root.view
        var heard: [(UIActivity.ActivityType?, Bool)] = []
        share.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        root.present(share, animated: true)
        fixture.run(seconds: 0.6)
        // The medium detent: half the screen's height.
        #expect(share.view.frame.minY == 852 / 2 && share.sheetPresentationController?.detents.count == 2)
        let copy = try #require(share.view.subtree.first { $0.accessibilityIdentifier == "Copy" })
        #expect(share.view.subtree.contains { $0.accessibilityIdentifier == "Add to Reading List" })
        tap(copy, in: window, at: 1)
        #expect(heard.isEmpty)
        fixture.run(seconds: 0.6)
        #expect(root.presentedViewController == nil && heard.count == 1 && heard.first?.0 == .copyToPasteboard && heard.first?.1 == true)
        #expect(
            UIPasteboard.general.string == "Ada's profile" && UIPasteboard.general.url == link && UIPasteboard.general.numberOfItems == 2)
    }

    @Test("the app's activity is prepared with the items and performed; closing instead tells nil and false")
    func ownActivityAndClose() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, root) = screen()
        let save = SaveActivity()
        var heard: [(UIActivity.ActivityType?, Bool)] = []
        let share = UIActivityViewController(activityItems: ["Notes"], applicationActivities: [save])
        share.excludedActivityTypes = [.copyToPasteboard]
        share.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        root.present(share, animated: false)
        #expect(!share.view.subtree.contains { $0.accessibilityIdentifier == "Copy" })
        let row = try #require(share.view.subtree.first { $0.accessibilityIdentifier == "Save to Library" })
        tap(row, in: window, at: 0)
        fixture.run(seconds: 0.6)
        #expect(
            save.items.first as? String == "Notes" && heard.first?.0 == UIActivity.ActivityType("com.example.save")
                && heard.first?.1 == true)
        let again = UIActivityViewController(activityItems: ["Notes"], applicationActivities: nil)
        again.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        root.present(again, animated: false)
        let close = try #require(again.view.subtree.first { $0.accessibilityIdentifier == "Close" })
        tap(close, in: window, at: 1)
        fixture.run(seconds: 0.6)
        #expect(heard.count == 2 && heard[1].0 == nil && heard[1].1 == false)
    }
}
