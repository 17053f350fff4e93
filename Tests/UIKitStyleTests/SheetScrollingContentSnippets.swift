import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A sheet whose content is a list, dragged on the list, as iOS 15 shares the drag: up, the sheet grows to its largest
// detent before the list scrolls; down, the list scrolls back to its top before the sheet shrinks and goes.
@MainActor
@Suite("UISheetPresentationController: a drag on the sheet's scrolling content")
struct SheetScrollingContentSnippets {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// A 390 × 844 window with a phone's safe area (47 top, 34 bottom) whose controller has presented a sheet of 40
    /// rows with `detents`, in place.
    private func present(detents: [UISheetPresentationController.Detent], fixture: EngineFixture) -> (UIWindow, UIViewController, Rows) {
        let home = UIViewController(), rows = Rows(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.rootViewController = home
        window.makeKeyAndVisible()
        rows.sheetPresentationController?.detents = detents
        home.present(rows, animated: true)
        fixture.run(seconds: 0.6)
        return (window, home, rows)
    }

    /// Drags from (195, `y`) by `dy` in 10-point steps 20 ms apart (the last one shorter when `dy` is no multiple of
    /// 10), holds still when `holds`, then `check`s and lets go.
    private func drag(
        _ pointer: PointerDispatcher, from y: CGFloat, by dy: CGFloat, at time: TimeInterval, holds: Bool = true,
        check: () -> Void = {}
    ) {
        pointer.pointerDown(at: CGPoint(x: 195, y: y), time: time)
        let steps = Int(abs(dy) / 10)
        for index in 1...steps {
            pointer.pointerMoved(to: CGPoint(x: 195, y: y + CGFloat(index) * 10 * (dy < 0 ? -1 : 1)), time: time + 0.02 * Double(index))
        }
        pointer.pointerMoved(to: CGPoint(x: 195, y: y + dy), time: time + 0.02 * Double(steps) + (holds ? 0.5 : 0.02))
        check()
        pointer.pointerUp(at: CGPoint(x: 195, y: y + dy), time: time + 0.02 * Double(steps) + (holds ? 0.6 : 0.03))
    }

    @Test(
        "from medium (top 422), 200 up on the list moves the sheet, the list held at its top; at large (57), 155 up scrolls the list 145 (less the pan's 10-point start); 300 down scrolls it back, then moves the sheet the rest"
    )
    func shareTheDrag() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, _, rows) = present(detents: [.medium(), .large()], fixture: fixture)
        let controls = try #require(rows.sheetPresentationController)
        let table = rows.tableView!
        let top = -table.adjustedContentInset.top
        #expect(rows.view.frame.minY == 422 && table.contentOffset.y == top)
        let pointer = PointerDispatcher(root: window)
        // The pan begins 10 points in: the sheet follows the other 190, the list stays at its top.
        drag(pointer, from: 700, by: -200, at: 1) {
            #expect(rows.view.frame.minY == 232 && table.contentOffset.y == top)
        }
        fixture.run(seconds: 0.6)
        #expect(rows.view.frame.minY == 57 && controls.selectedDetentIdentifier == .large)
        // At the largest detent the list scrolls: 145 after the pan's start.
        drag(pointer, from: 600, by: -155, at: 3) {
            #expect(rows.view.frame.minY == 57 && table.contentOffset.y == top + 145)
        }
        fixture.run(seconds: 2)
        // 300 down (290 after the start): the list's 145 back to its top, the sheet the other 145 — in the step that
        // crosses the top, the list takes 5 of its 10 points and the sheet the other 5: 57 + 145.
        drag(pointer, from: 300, by: 300, at: 6) {
            #expect(table.contentOffset.y == top)
            #expect(rows.view.frame.minY == 202)
        }
    }

    @Test("flung up from medium on the list, the sheet goes to large and the list stays at its top, not flung itself")
    func flingUp() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, _, rows) = present(detents: [.medium(), .large()], fixture: fixture)
        let table = rows.tableView!
        drag(PointerDispatcher(root: window), from: 700, by: -150, at: 1, holds: false)
        // 140 up, let go at 500 points a second: 282 carried 75 further is nearer large (57) than medium (422).
        fixture.run(seconds: 1)
        #expect(rows.view.frame.minY == 57)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }

    @Test(
        "a one-detent sheet whose list is at its top goes when the list is flung down; the list stays at its top, not flung itself"
    )
    func pullToDismiss() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, home, rows) = present(detents: [.large()], fixture: fixture)
        let pointer = PointerDispatcher(root: window)
        let table = rows.tableView!
        drag(pointer, from: 200, by: 300, at: 1, holds: false) {
            #expect(table.contentOffset.y == -table.adjustedContentInset.top && rows.isBeingDismissed)
        }
        #expect(!table.isDecelerating)
        fixture.run(seconds: 1)
        #expect(home.presentedViewController == nil && table.contentOffset.y == -table.adjustedContentInset.top)
    }
}
