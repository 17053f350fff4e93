import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A list whose rows press in as a finger holds them, as apps write it: a table view controller overrides
// `tableView(_:didHighlightRowAt:)` to scale the cell down in a short animation and `didUnhighlightRowAt` to scale it
// back. UIKit asks `shouldHighlightRowAt`, tells `didHighlightRowAt` as the row highlights, then — the finger lifted —
// `didUnhighlightRowAt` before `willSelectRowAt` and `didSelectRowAt`; a drag that takes the touch unhighlights only.
@MainActor
@Suite("UITableViewDelegate's row highlight calls")
struct RowHighlightSnippets {
    final class PressList: UITableViewController {
        var log: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            log.append("should \(indexPath.row)")
            return true
        }
        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            log.append("highlight \(indexPath.row)")
            let cell = tableView.cellForRow(at: indexPath)
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear]) {
                cell?.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
            }
        }
        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            log.append("unhighlight \(indexPath.row)")
            let cell = tableView.cellForRow(at: indexPath)
            UIView.animate(withDuration: 0.1) { cell?.transform = .identity }
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            log.append("will select \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
    }

    static func shown() -> (UIWindow, PressList, PointerDispatcher) {
        let list = PressList(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        list.log = []
        return (window, list, PointerDispatcher(root: window))
    }

    @Test("a held row highlights and presses in; lifted, it unhighlights before it is selected")
    func pressAndLift() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, list, pointer) = Self.shown()
        // Row 2 of 44-point rows, under the window's top.
        let point = CGPoint(x: 100, y: 2 * 44 + 22 + list.tableView.adjustedContentInset.top)
        _ = pointer.pointerDown(at: point, time: fixture.clock.now)
        fixture.run(seconds: 0.2)
        #expect(list.log == ["should 2", "highlight 2"])
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isHighlighted && cell.transform == CGAffineTransform(scaleX: 0.96, y: 0.96))
        pointer.pointerUp(at: point, time: fixture.clock.now)
        #expect(list.log == ["should 2", "highlight 2", "unhighlight 2", "will select 2", "select 2"])
        fixture.run(seconds: 0.2)
        #expect(cell.transform == .identity)
        withExtendedLifetime(window) {}
    }

    @Test("a drag that takes the touch unhighlights the row and selects nothing")
    func dragTakesTheTouch() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, list, pointer) = Self.shown()
        let start = CGPoint(x: 100, y: 200)
        _ = pointer.pointerDown(at: start, time: fixture.clock.now)
        fixture.run(seconds: 0.2)
        let pressed = list.log
        for step in 1...6 {
            pointer.pointerMoved(to: CGPoint(x: 100, y: 200 - CGFloat(step) * 20), time: fixture.clock.now + 0.02 * Double(step))
        }
        pointer.pointerUp(at: CGPoint(x: 100, y: 80), time: fixture.clock.now + 0.14)
        #expect(pressed.count == 2 && pressed.last?.hasPrefix("highlight") == true)
        #expect(list.log.count == 3 && list.log.last?.hasPrefix("unhighlight") == true)
        withExtendedLifetime(window) {}
    }
}
