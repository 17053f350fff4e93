import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Every UITableView.RowAnimation, as an inserted row at row 1 of rows 50 tall in a 390-wide table shows it half-way
// through the update (9 of 18 frames): where it is and how opaque, from where the animation starts.
@MainActor
@Suite("UITableView.RowAnimation: each way a row comes in")
struct RowAnimationSnippets {
    /// The inserted row's frame and opacity at half of ease in-out's progress `p`.
    static func expected(_ animation: UITableView.RowAnimation, _ p: CGFloat) -> (CGRect, CGFloat) {
        let final = CGRect(x: 0, y: 50, width: 390, height: 50)
        switch animation {
        case .fade, .automatic: return (final, p)
        case .right: return (final.offsetBy(dx: 390 * (1 - p), dy: 0), 1)
        case .left: return (final.offsetBy(dx: -390 * (1 - p), dy: 0), 1)
        case .top: return (final.offsetBy(dx: 0, dy: -50 * (1 - p)), 1)
        case .bottom: return (final.offsetBy(dx: 0, dy: 50 * (1 - p)), 1)
        case .none: return (final, 1)
        case .middle: return (CGRect(x: 0, y: 75 - 25 * p, width: 390, height: 50 * p), 1)
        @unknown default: return (final, 1)
        }
    }

    @Test(
        "inserted half-way", arguments: [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic])
    func inserted(_ animation: UITableView.RowAnimation) throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(4))
        feed.items.insert("new", at: 1)
        feed.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
        let cell = try #require(feed.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        fixture.run(frames: 9)
        let (frame, alpha) = Self.expected(animation, CGFloat(easeInOut(0.5)))
        let shown = cell.presentation.frame
        #expect(abs(shown.minX - frame.minX) < 1e-9 && abs(shown.minY - frame.minY) < 1e-9, "\(shown) vs \(frame)")
        #expect(abs(shown.height - frame.height) < 1e-9 && abs(cell.presentation.alpha - alpha) < 1e-9)
    }
}
