import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A shopping list as UIKit code edits one: an Edit button in the controller, every row deletable and movable, the
/// last row ("Add item") inserting; what the data source hears is recorded.
@MainActor
private final class ShoppingList: UITableViewController {
    var items = ["apples", "bread", "cheese", "dates", "eggs", "Add item"]
    var commits: [(UITableViewCell.EditingStyle, Int)] = []
    var moves: [(Int, Int)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 50
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count - 1 }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == items.count - 1 ? .insert : .delete
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath.row))
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath.row, destinationIndexPath.row))
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    static func shown() -> (UIWindow, ShoppingList) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let list = ShoppingList(style: .plain)
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, list)
    }
}

// Editing: a 22-point control 8 points in, the content 38 points right, a 40-point reorder strip at the right, the
// accessory faded; 0.3 s on UIView.animate's default curve (ease in-out) — AnimKit's figures, iOS publishes none.
@MainActor
@Suite("Editing mode: setEditing, delete and insert controls, reordering")
struct EditingSnippets {
    private func cell(_ list: ShoppingList, _ row: Int) -> UITableViewCell? {
        list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }

    @Test("the Edit button puts the table in editing: the content slides 38 right, the controls come in, Edit reads Done")
    func editButton() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let list = ShoppingList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let row = try #require(cell(list, 1))
        #expect(row.contentView.frame.minX == 0 && list.editButtonItem.title == "Edit")
        let bar = navigation.navigationBar
        let edit = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title == "Edit" && !$0.isHidden })
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: edit.convert(CGPoint(x: 10, y: 10), to: window), time: 0)
        pointer.pointerUp(at: edit.convert(CGPoint(x: 10, y: 10), to: window), time: 0.05)
        #expect(bar.subviews.contains { ($0 as? UIButton)?.title == "Done" })
        #expect(list.isEditing && list.tableView.isEditing && list.editButtonItem.title == "Done" && row.isEditing)
        // Model values at once; drawn half-way at 0.15 s.
        #expect(row.contentView.frame == CGRect(x: 38, y: 0, width: 390 - 38 - 40, height: 50))
        fixture.run(frames: 9)
        let drawn: CGFloat = row.contentView.layer.presentation()?.frame.minX ?? -1
        #expect(abs(drawn - 38 * easeInOut(0.5)) < 1e-9)
        fixture.run(seconds: 0.3)
        let control = try #require(row.subviews.first { $0.accessibilityIdentifier == "editing control" })
        #expect(control.frame == CGRect(x: 8, y: 14, width: 22, height: 22) && control.backgroundColor == .systemRed)
        let reorder = try #require(row.subviews.first { $0.accessibilityIdentifier == "reorder control" })
        #expect(reorder.frame == CGRect(x: 350, y: 0, width: 40, height: 50) && reorder.alpha == 1)
        // Its three lines, 18 wide, 5 apart, round the row's middle.
        #expect(reorder.subviews.map(\.frame.minY) == [19, 24, 29] && reorder.subviews.allSatisfy { $0.frame.width == 18 })
        #expect(cell(list, 5)?.subviews.first { $0.accessibilityIdentifier == "editing control" }?.backgroundColor == .systemGreen)
        // The chevron faded out while editing.
        #expect(row.subviews.contains { $0.alpha == 0 && $0.frame.width < 20 && $0.frame.minX > 350 })
        list.setEditing(false, animated: false)
        #expect(row.contentView.frame.minX == 0 && control.alpha == 0 && list.editButtonItem.title == "Edit")
        withExtendedLifetime(window) {}
    }

    @Test("a tap on a delete control opens the row on Delete (the minus upright); Delete commits; a plus commits .insert")
    func deleteAndInsertControls() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, list) = ShoppingList.shown()
        list.setEditing(true, animated: false)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 19, y: 75), time: 0)
        pointer.pointerUp(at: CGPoint(x: 19, y: 75), time: 0.05)
        fixture.run(seconds: 0.5)
        let row = try #require(cell(list, 1))
        let label = UILabel()
        (label.text, label.font) = ("Delete", .systemFont(ofSize: 15))
        let width = max(74, label.intrinsicContentSize.width + 30)
        #expect(row.frame.minX == -width && list.commits.isEmpty)
        let control = try #require(row.subviews.first { $0.accessibilityIdentifier == "editing control" })
        #expect(abs(control.transform.b + 1) < 1e-9)
        pointer.pointerDown(at: CGPoint(x: 390 - width / 2, y: 75), time: 1)
        pointer.pointerUp(at: CGPoint(x: 390 - width / 2, y: 75), time: 1.05)
        #expect(list.commits.map(\.0) == [.delete] && list.commits.map(\.1) == [1])
        fixture.run(seconds: 0.5)
        pointer.pointerDown(at: CGPoint(x: 19, y: 275), time: 2)
        pointer.pointerUp(at: CGPoint(x: 19, y: 275), time: 2.05)
        #expect(list.commits.map(\.0) == [.delete, .insert] && list.commits.map(\.1) == [1, 5])
        // A tap on a row's text selects nothing while editing.
        pointer.pointerDown(at: CGPoint(x: 150, y: 125), time: 3)
        pointer.pointerUp(at: CGPoint(x: 150, y: 125), time: 3.05)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test("dragged by its grip from row 1 to below row 3, bread lands third: the rows between rise, moveRowAt(1 → 3)")
    func reorder() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, list) = ShoppingList.shown()
        list.setEditing(true, animated: false)
        let pointer = PointerDispatcher(root: window)
        let bread = try #require(cell(list, 1))
        pointer.pointerDown(at: CGPoint(x: 370, y: 75), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 370, y: 85), time: 0.05)
        // Taken 25 points below its top and held 110 points lower, its top at 160: the nearest slot is the one
        // after two more rows, at 150.
        pointer.pointerMoved(to: CGPoint(x: 370, y: 185), time: 0.1)
        #expect(bread.frame.minY == 160)
        fixture.run(seconds: 0.3)
        #expect(cell(list, 2)?.frame.minY == 50 && cell(list, 3)?.frame.minY == 100 && cell(list, 4)?.frame.minY == 200)
        pointer.pointerUp(at: CGPoint(x: 370, y: 185), time: 0.5)
        #expect(list.moves.map(\.0) == [1] && list.moves.map(\.1) == [3])
        #expect(list.items == ["apples", "cheese", "dates", "bread", "eggs", "Add item"])
        fixture.run(seconds: 0.4)
        #expect(cell(list, 3) === bread && bread.frame == CGRect(x: 0, y: 150, width: 390, height: 50))
        let texts = (0..<6).map { cell(list, $0)?.textLabel?.text }
        #expect(texts == list.items && fixture.errors.isEmpty)
        withExtendedLifetime(window) {}
    }
}
