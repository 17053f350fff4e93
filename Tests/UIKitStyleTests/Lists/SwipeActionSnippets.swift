import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// Swipe actions as a mailbox writes them (MailboxController): rows are dragged with the pointer on the scene clock,
// and what a user sees is checked — where the row is, which buttons show, what ran.
@MainActor
@Suite("Swipe actions: UIContextualAction and UISwipeActionsConfiguration")
struct SwipeActionSnippets {
    /// How wide a button titled `title` rests: its title in the 15-point font and 15 points either side, 74 at least.
    private func buttonWidth(_ title: String) -> CGFloat {
        let label = UILabel()
        (label.text, label.font) = (title, .systemFont(ofSize: 15))
        return max(74, label.intrinsicContentSize.width + 30)
    }

    /// Drags from `start` sideways by each of `moves` in turn (the pan begins 10 points in; 0.05 s a step), and lets
    /// go after resting 0.2 s unless `flick`.
    private func drag(_ pointer: PointerDispatcher, from start: CGPoint, by moves: [CGFloat], flick: Bool = false) {
        pointer.pointerDown(at: start, time: 0)
        var x = start.x, time = 0.0
        for move in moves {
            (x, time) = (x + move, time + 0.05)
            pointer.pointerMoved(to: CGPoint(x: x, y: start.y), time: time)
        }
        if !flick { pointer.pointerMoved(to: CGPoint(x: x, y: start.y), time: time + 0.2) }
        pointer.pointerUp(at: CGPoint(x: x, y: start.y), time: time + (flick ? 0.01 : 0.21))
    }

    private func cell(_ mailbox: MailboxController, _ row: Int) -> UITableViewCell? {
        mailbox.tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }

    private func buttons(_ mailbox: MailboxController) -> UIView? {
        mailbox.tableView.subviews.first {
            $0.subviews.contains { $0.accessibilityIdentifier == "Flag" || $0.accessibilityIdentifier == "Unread" }
        }
    }

    @Test("dragged 60 points left the row follows and Delete and Flag share the room; let go past half, it rests open")
    func dragOpen() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        let pointer = PointerDispatcher(root: window)
        let open = buttonWidth("Delete") + buttonWidth("Flag")
        pointer.pointerDown(at: CGPoint(x: 300, y: 75), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 290, y: 75), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 230, y: 75), time: 0.1)
        // The pan counts from 290: 60 points.
        #expect(cell(mailbox, 1)?.frame == CGRect(x: -60, y: 50, width: 390, height: 50))
        let room = try #require(buttons(mailbox))
        #expect(room.frame == CGRect(x: 330, y: 50, width: 60, height: 50))
        let delete = try #require(room.subviews.first { $0.accessibilityIdentifier == "Delete" })
        // Delete nearest the edge, its share of 60 in proportion to its width.
        let share = 60 * buttonWidth("Delete") / open
        #expect(abs(delete.frame.width - share) < 1e-9 && abs(delete.frame.maxX - 60) < 1e-9)
        #expect(delete.backgroundColor == .systemRed && mailbox.tableView.contentOffset.y == 0)
        // On to half of the buttons and a little more, then rest and let go: it opens.
        let x = 230 - (open / 2 + 5 - 60)
        pointer.pointerMoved(to: CGPoint(x: x, y: 75), time: 0.2)
        pointer.pointerMoved(to: CGPoint(x: x, y: 75), time: 0.5)
        pointer.pointerUp(at: CGPoint(x: x, y: 75), time: 0.51)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 1)?.frame.minX == -open && room.frame == CGRect(x: 390 - open, y: 50, width: open, height: 50))
        #expect(mailbox.ran.isEmpty && mailbox.selected.isEmpty && fixture.errors.isEmpty)
    }

    @Test("let go short of half the buttons, the row closes and its buttons go; nothing runs, nothing is selected")
    func shortDragCloses() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        drag(PointerDispatcher(root: window), from: CGPoint(x: 300, y: 125), by: [-10, -40])
        // Let go 40 points in, it slides back from there.
        fixture.run(frames: 1)
        let drawn: CGFloat = cell(mailbox, 2)?.layer.presentation()?.frame.minX ?? 0
        #expect(drawn < -30 && drawn > -40)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 2)?.frame.minX == 0 && buttons(mailbox) == nil && mailbox.ran.isEmpty && mailbox.selected.isEmpty)
    }

    @Test("a quick flick opens the row however short it was")
    func flickOpens() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        drag(PointerDispatcher(root: window), from: CGPoint(x: 300, y: 125), by: [-10, -30], flick: true)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 2)?.frame.minX == -(buttonWidth("Delete") + buttonWidth("Flag")))
    }

    @Test("open, a tap on Flag runs it for that row and the row closes; a tap elsewhere only closes, selecting nothing")
    func tapButtonsAndElsewhere() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        let pointer = PointerDispatcher(root: window)
        drag(pointer, from: CGPoint(x: 300, y: 175), by: [-10, -150])
        fixture.run(seconds: 0.5)
        let open = buttonWidth("Delete") + buttonWidth("Flag")
        // Flag is the inner button: from 390 − open to 390 − Delete's width.
        pointer.pointerDown(at: CGPoint(x: 390 - open + 5, y: 175), time: 1)
        pointer.pointerUp(at: CGPoint(x: 390 - open + 5, y: 175), time: 1.05)
        #expect(mailbox.ran.map(\.title) == ["Flag"] && mailbox.ran.map(\.row) == [3])
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 3)?.frame.minX == 0 && buttons(mailbox) == nil)
        drag(pointer, from: CGPoint(x: 300, y: 175), by: [-10, -150])
        fixture.run(seconds: 0.5)
        pointer.pointerDown(at: CGPoint(x: 100, y: 325), time: 3)
        pointer.pointerUp(at: CGPoint(x: 100, y: 325), time: 3.05)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 3)?.frame.minX == 0 && mailbox.selected.isEmpty && mailbox.ran.count == 1)
        // Closed, a tap selects again.
        pointer.pointerDown(at: CGPoint(x: 100, y: 325), time: 4)
        pointer.pointerUp(at: CGPoint(x: 100, y: 325), time: 4.05)
        #expect(mailbox.selected == [IndexPath(row: 6, section: 0)])
    }

    @Test("a full swipe runs Delete: the message goes, its row slides away and the rows under it rise; no buttons stay")
    func fullSwipeDeletes() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        drag(PointerDispatcher(root: window), from: CGPoint(x: 380, y: 75), by: [-10, -150, -150])
        #expect(mailbox.ran.map(\.title) == ["Delete"] && mailbox.messages.count == 29 && !mailbox.messages.contains("message 1"))
        fixture.run(seconds: 0.6)
        let texts = mailbox.tableView.visibleCells.prefix(3).map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["message 0", "message 2", "message 3"])
        #expect(cell(mailbox, 1)?.frame == CGRect(x: 0, y: 50, width: 390, height: 50) && buttons(mailbox) == nil)
        #expect(fixture.engine.liveAnimators.isEmpty && fixture.errors.isEmpty)
    }

    @Test("without a full swipe, past the buttons the row moves by the rubber band of a 390-point row")
    func rubberBandWithoutFullSwipe() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        mailbox.fullSwipe = false
        let pointer = PointerDispatcher(root: window), open = buttonWidth("Delete") + buttonWidth("Flag")
        pointer.pointerDown(at: CGPoint(x: 380, y: 75), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 370, y: 75), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 370 - open - 100, y: 75), time: 0.1)
        let past: CGFloat = (1 - 1 / (0.55 * 100 / 390 + 1)) * 390
        let minX: CGFloat = cell(mailbox, 1)?.frame.minX ?? 0
        #expect(abs(minX + open + past) < 1e-9)
        pointer.pointerUp(at: CGPoint(x: 370 - open - 100, y: 75), time: 0.4)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 1)?.frame.minX == -open && mailbox.ran.isEmpty)
    }

    @Test("dragged right, the row shows its leading Unread; a vertical drag while it is open closes it and scrolls")
    func leadingThenScroll() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, mailbox) = MailboxController.shown()
        let pointer = PointerDispatcher(root: window)
        drag(pointer, from: CGPoint(x: 50, y: 75), by: [10, 100])
        fixture.run(seconds: 0.5)
        let unread = buttonWidth("Unread")
        #expect(cell(mailbox, 1)?.frame.minX == unread)
        let room = try #require(buttons(mailbox))
        #expect(room.frame == CGRect(x: 0, y: 50, width: unread, height: 50) && room.subviews.first?.backgroundColor == .systemBlue)
        pointer.pointerDown(at: CGPoint(x: 200, y: 400), time: 2)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 390), time: 2.05)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 350), time: 2.1)
        #expect(mailbox.tableView.contentOffset.y == 40)
        pointer.pointerMoved(to: CGPoint(x: 200, y: 350), time: 2.5)
        pointer.pointerUp(at: CGPoint(x: 200, y: 350), time: 2.51)
        fixture.run(seconds: 0.5)
        #expect(cell(mailbox, 1)?.frame.minX == 0 && buttons(mailbox) == nil && mailbox.ran.isEmpty)
    }

    @Test("a data source that lets rows be edited offers Delete (titled by the delegate); tapped, it commits .delete")
    func commitEditingStyle() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = EditableFeed.shown()
        let pointer = PointerDispatcher(root: window)
        drag(pointer, from: CGPoint(x: 300, y: 125), by: [-10, -120])
        fixture.run(seconds: 0.5)
        let width = buttonWidth("Remove")
        #expect(feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == -width)
        pointer.pointerDown(at: CGPoint(x: 380, y: 125), time: 2)
        pointer.pointerUp(at: CGPoint(x: 380, y: 125), time: 2.05)
        #expect(feed.committed.map(\.0) == [.delete] && feed.committed.map(\.1) == [IndexPath(row: 2, section: 0)])
        fixture.run(seconds: 0.5)
        #expect(feed.tableView.numberOfRows(inSection: 0) == 19 && fixture.errors.isEmpty)
    }

    @Test("a row with no actions does not move when dragged sideways, and the table does not scroll")
    func noActionsNoSwipe() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(30))
        drag(PointerDispatcher(root: window), from: CGPoint(x: 300, y: 125), by: [-10, -120])
        #expect(feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 0)
        #expect(feed.tableView.contentOffset == .zero && feed.tableView.subviews.allSatisfy { $0.accessibilityIdentifier != "Delete" })
    }
}

/// A feed whose data source lets every row be deleted the pre-iOS 11 way: `canEditRowAt` and `commit`.
@MainActor
private final class EditableFeed: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var items = rowNames(20)
    var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        (tableView.dataSource, tableView.delegate, tableView.rowHeight) = (self, self, 50)
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append((editingStyle, indexPath))
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }

    static func shown() -> (UIWindow, EditableFeed) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let feed = EditableFeed()
        window.rootViewController = feed
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, feed)
    }
}
