import AnimKit
import AnimKitTestSupport
import Testing

/// A to-do list that never says which rows can be edited: it deletes through its delegate's swipe actions, as iOS 11+
/// code does, and shows an Edit button.
@MainActor
private final class Todos: UITableViewController {
    var items = ["Call Anna", "Buy milk", "Book flights"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

/// The same list whose data source says its first row cannot be edited.
@MainActor
private final class LockedTodos: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
}

/// A plain data source that does not implement `tableView(_:canEditRowAt:)`.
@MainActor
private final class PlainRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

// Apple, `tableView(_:canEditRowAt:)`: "Editable rows display the insertion or deletion control in their cells. If
// this method isn't implemented, all rows are assumed to be editable."
@MainActor
@Suite("Rows are editable unless the data source says otherwise: editing mode shows their delete controls")
struct DefaultEditableSnippets {
    private func shown(_ controller: UITableViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("a table view controller that does not implement canEditRowAt: every row shows its delete control")
    func controllerDefault() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let todos = Todos(style: .plain)
        _ = shown(todos)
        todos.setEditing(true, animated: false)
        let cells = todos.tableView.visibleCells
        #expect(cells.count == 3 && cells.allSatisfy { $0.editingStyle == .delete && $0.isEditing })
        // The default answer is yes, as UIKit assumes.
        #expect(todos.tableView(todos.tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test("a data source that says no for a row: that row has no control, the others do")
    func saidNo() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let locked = LockedTodos(style: .plain)
        _ = shown(locked)
        locked.setEditing(true, animated: false)
        let first = try #require(locked.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(locked.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.editingStyle == .none && second.editingStyle == .delete)
    }

    @Test("a plain data source: rows editable in editing mode, but no Delete swipe it never asked for")
    func plainDataSource() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table = UITableView(frame: window.bounds)
        let rows = PlainRows()
        table.dataSource = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 350, y: 22), time: 0)
        pointer.pointerMoved(to: CGPoint(x: 340, y: 22), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: 220, y: 22), time: 0.1)
        pointer.pointerUp(at: CGPoint(x: 220, y: 22), time: 0.3)
        fixture.run(seconds: 0.5)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 0)
        table.setEditing(true, animated: false)
        #expect(cell.editingStyle == .delete)
    }
}
