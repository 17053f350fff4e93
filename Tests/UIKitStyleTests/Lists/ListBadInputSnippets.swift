import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A delegate that sends a flick to infinity.
@MainActor
private final class Runaway: NSObject, UITableViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { targetContentOffset.pointee.y = .infinity }
}

// Lists given what UIKit raises on: each is said, and the list goes on — never a crash or a hang.
@MainActor
@Suite("Scroll views and lists given bad input")
struct ListBadInputSnippets {
    @Test("a NaN or negative content size, an empty reuse identifier, an unregistered one, rows that do not exist, a target at infinity")
    func badInput() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(30))
        let table = feed.tableView
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(scroll.contentSize == .zero)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "")
        let stray = table.dequeueReusableCell(withIdentifier: "never registered", for: IndexPath(row: 0, section: 0))
        #expect(stray.reuseIdentifier == "never registered")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
        table.selectRow(at: IndexPath(row: 5, section: 3), animated: false, scrollPosition: .none)
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0)) == nil && table.rectForRow(at: IndexPath(row: 0, section: 9)) == .zero)
        #expect(
            fixture.errors.map(\.description) == [
                "contentSize: (nan, -5.0) is not a size; the content is taken as (0.0, 0.0)",
                "register(_:forCellReuseIdentifier:): must pass a valid reuse identifier; nothing registered",
                "dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier never registered - must register a nib or a class for the identifier; a default cell is used",
                "scrollToRow(at:at:animated:): row 99 in section 0 does not exist; nothing scrolled",
                "selectRow(at:animated:scrollPosition:): row 5 in section 3 does not exist",
            ])
        // A delegate that retargets a flick to infinity: the flick keeps its own projection and comes to rest.
        let runaway = Runaway()
        table.delegate = runaway
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 200, y: 500), time: 0)
        for step in 1...10 { pointer.pointerMoved(to: CGPoint(x: 200, y: 500 - CGFloat(step) * 10), time: Double(step) / 100) }
        pointer.pointerUp(at: CGPoint(x: 200, y: 400), time: 0.1)
        fixture.run(seconds: 5)
        #expect(table.contentOffset.y.isFinite && !table.isDecelerating && table.contentOffset.y <= table.contentSize.height)
    }
}
