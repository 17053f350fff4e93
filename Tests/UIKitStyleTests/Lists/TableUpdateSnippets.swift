import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Row updates as feeds write them: change the array, then tell the table. The rows that stay keep their cells and
// slide on UIKit's ease in-out over the update's 0.3 s (18 frames); rows come and go by their animation.
@MainActor
@Suite("UITableView row updates: insert, delete, move, batches, and counts that disagree")
struct TableUpdateSnippets {
    /// The cell showing each row, top to bottom.
    private func cells(_ feed: FeedController) -> [UITableViewCell] { feed.tableView.visibleCells }

    @Test("insertRows(.fade) at row 1: at 9 of 18 frames the new row is half faded in and the rows under it halfway down")
    func insertFade() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(5))
        let before = cells(feed)
        feed.items.insert("new", at: 1)
        var finished: Bool?
        feed.tableView.performBatchUpdates {
            feed.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        } completion: {
            finished = $0
        }
        let inserted = try #require(feed.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!before.contains { $0 === inserted } && inserted.presentation.alpha == 0)
        // The rows that stay keep their cells: old row 1 is row 2 now, in the same cell.
        #expect(feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === before[1])
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(inserted.presentation.alpha - half) < 1e-9)
        #expect(abs(before[1].presentation.frame.minY - (50 + 50 * half)) < 1e-9 && before[0].presentation.frame.minY == 0)
        fixture.run(frames: 9)
        #expect(finished == true && before[1].presentation.frame.minY == 100 && inserted.presentation.alpha == 1)
        #expect(feed.shownTexts == ["row 0", "new", "row 1", "row 2", "row 3", "row 4"])
        #expect(feed.tableView.contentSize.height == 300)
    }

    @Test("deleteRows(.left): the row slides out to the left as the rows under it rise, then its cell leaves")
    func deleteLeft() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(5))
        let before = cells(feed)
        feed.items.remove(at: 0)
        feed.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
        fixture.run(frames: 6)
        let progress = easeInOut(6.0 / 18)
        #expect(abs(before[0].presentation.frame.minX + 390 * progress) < 1e-9 && before[0].superview === feed.tableView)
        #expect(abs(before[1].presentation.frame.minY - (50 - 50 * progress)) < 1e-9)
        fixture.run(frames: 12)
        // The delegate hears that the deleted row's cell ended displaying, by its old path, once it has gone.
        #expect(before[0].superview == nil && feed.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === before[1])
        #expect(feed.shownTexts == ["row 1", "row 2", "row 3", "row 4"] && feed.ended == [IndexPath(row: 0, section: 0)])
    }

    @Test("moveRow(at: 0, to: 3): the row's own cell slides down 150 points while rows 1–3 rise 50")
    func move() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(5))
        let before = cells(feed)
        feed.items.insert(feed.items.remove(at: 0), at: 3)
        feed.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        fixture.run(frames: 9)
        let half = easeInOut(0.5)
        #expect(abs(before[0].presentation.frame.minY - 150 * half) < 1e-9)
        #expect(abs(before[2].presentation.frame.minY - (100 - 50 * half)) < 1e-9)
        fixture.run(frames: 9)
        #expect(feed.tableView.visibleCells.map { ObjectIdentifier($0) } == [1, 2, 3, 0, 4].map { ObjectIdentifier(before[$0]) })
    }

    @Test(
        "a batch deletes by old paths and inserts by new ones; every cell that stays moves less than the curve's peak speed allows each frame"
    )
    func batchIsContinuous() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(12))
        let before = cells(feed)
        // Delete rows 0, 3 and 4 (old paths); insert two rows at 1 and 5 (new paths).
        feed.items = ["row 1", "A", "row 2", "row 5", "row 6", "B", "row 7", "row 8", "row 9", "row 10", "row 11"]
        feed.tableView.beginUpdates()
        feed.tableView.deleteRows(at: [0, 3, 4].map { IndexPath(row: $0, section: 0) }, with: .top)
        feed.tableView.insertRows(at: [1, 5].map { IndexPath(row: $0, section: 0) }, with: .right)
        feed.tableView.endUpdates()
        #expect(fixture.errors.isEmpty)
        let staying = [1, 2, 5, 6, 7, 8, 9, 10, 11].map { before[$0] }
        var last = staying.map(\.presentation.frame.minY)
        // Ease in-out's steepest slope, y′/x′ at t = ½: 1.5 / 0.87; one frame is 1/18 of the run.
        let steepest = 1.5 / 0.87 / 18
        var worst: CGFloat = 0
        for _ in 0..<18 {
            fixture.run(frames: 1)
            let now = staying.map(\.presentation.frame.minY)
            for (index, cell) in staying.enumerated() {
                // How far the cell goes in all: from its old row's top (rows of 50) to its new row's.
                let from = CGFloat(before.firstIndex { $0 === cell } ?? 0) * 50
                let to = feed.tableView.indexPath(for: cell).map { feed.tableView.rectForRow(at: $0).minY } ?? from
                worst = max(worst, abs(now[index] - last[index]) - abs(to - from) * steepest)
            }
            last = now
        }
        #expect(worst <= 1e-9)
        #expect(feed.shownTexts == feed.items)
        #expect(staying.allSatisfy { cell in feed.tableView.visibleCells.contains { $0 === cell } })
    }

    @Test("counts that disagree: UIKit's message, word for word, and the table reloads without animation")
    func invalidUpdate() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(5))
        feed.items += ["x", "y"]
        feed.tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        #expect(
            fixture.errors.map(\.description) == [
                "endUpdates(): Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).; the table reloads without animation"
            ])
        #expect(feed.tableView.numberOfRows(inSection: 0) == 7 && fixture.engine.liveAnimators.isEmpty)
        feed.items.removeLast()
        feed.tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        #expect(
            fixture.errors.last?.description
                == "endUpdates(): attempt to delete row 9 from section 0 which only contains 7 rows before the update; the table reloads without animation"
        )
        #expect(feed.tableView.numberOfRows(inSection: 0) == 6)
    }

    @Test("beginUpdates() and endUpdates() with nothing in between animate rows to heights the delegate now gives")
    func heightChange() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, feed) = FeedController.shown(items: rowNames(4))
        let before = cells(feed)
        feed.heights = [50, 120, 50, 50]
        feed.tableView.beginUpdates()
        feed.tableView.endUpdates()
        fixture.run(frames: 9)
        #expect(abs(before[2].presentation.frame.minY - (100 + 70 * easeInOut(0.5))) < 1e-9)
        #expect(abs(before[1].presentation.frame.height - (50 + 70 * easeInOut(0.5))) < 1e-9)
        fixture.run(frames: 9)
        #expect(before[3].frame.minY == 220 && feed.tableView.contentSize.height == 270)
    }
}
