import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// Three rows in an inset grouped table (a settings card), each deletable the pre-iOS 11 way.
@MainActor
private final class SettingsCard: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        (tableView.dataSource, tableView.delegate, tableView.rowHeight) = (self, self, 50)
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Wi-Fi", "Bluetooth", "Cellular"][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    static func shown() -> (UIWindow, SettingsCard) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let card = SettingsCard()
        window.rootViewController = card
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, card)
    }
}

/// A card of reusable rows whose data changes: a deleted row's cell comes back for the next row shown.
@MainActor
private final class ReusingCard: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    var names = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"]

    override func viewDidLoad() {
        super.viewDidLoad()
        (tableView.dataSource, tableView.delegate, tableView.rowHeight) = (self, self, 50)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                self?.names.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
        ])
    }

    static func shown() -> (UIWindow, ReusingCard) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let card = ReusingCard()
        window.rootViewController = card
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, card)
    }
}

// In an inset grouped list a row swiped open slides under the edge of its card, and its buttons show inside the card:
// the card's rounded corners clip both, as UIKit draws a swiped Settings-style row. Drawn with a mask over the card's
// place (the row's own corners squared meanwhile), given back when the row closes.
@MainActor
@Suite("Swipe actions in an inset grouped list stay inside the card")
struct InsetGroupedSwipeSnippets {
    @Test("the first row swiped open: masked to the card's place, its top corners; its buttons' top right one; closed, as before")
    func clippedToTheCard() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, card) = SettingsCard.shown()
        let first = IndexPath(row: 0, section: 0)
        let rest = card.tableView.rectForRow(at: first)
        let cell = try #require(card.tableView.cellForRow(at: first))
        #expect(rest.minX == 16 && cell.layer.cornerRadius == 10 && cell.mask == nil)
        let pointer = PointerDispatcher(root: window)
        let start = CGPoint(x: rest.maxX - 40, y: rest.midY)
        pointer.pointerDown(at: start, time: 0)
        pointer.pointerMoved(to: CGPoint(x: start.x - 10, y: start.y), time: 0.05)
        pointer.pointerMoved(to: CGPoint(x: start.x - 130, y: start.y), time: 0.1)
        pointer.pointerMoved(to: CGPoint(x: start.x - 130, y: start.y), time: 0.3)
        pointer.pointerUp(at: CGPoint(x: start.x - 130, y: start.y), time: 0.31)
        fixture.run(seconds: 0.5)
        let open = rest.minX - cell.frame.minX
        #expect(open > 0, "the row rests open")
        let mask = try #require(cell.mask)
        #expect(mask.frame == CGRect(x: open, y: 0, width: rest.width, height: rest.height))
        #expect(mask.layer.cornerRadius == 10 && mask.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cell.layer.cornerRadius == 0)
        let buttons = try #require(card.tableView.subviews.first { $0.subviews.contains { $0.accessibilityIdentifier == "Delete" } })
        #expect(buttons.frame.maxX == rest.maxX && buttons.layer.cornerRadius == 10)
        #expect(buttons.layer.maskedCorners == [.layerMaxXMinYCorner] && buttons.clipsToBounds)
        // A tap elsewhere closes it: the row's own corners come back, the mask goes.
        pointer.pointerDown(at: CGPoint(x: 200, y: 500), time: 1)
        pointer.pointerUp(at: CGPoint(x: 200, y: 500), time: 1.05)
        fixture.run(seconds: 0.5)
        #expect(cell.frame.minX == rest.minX && cell.mask == nil && cell.layer.cornerRadius == 10)
    }

    /// Swipes the row at `path` open on its trailing side.
    private func swipeOpen(_ path: IndexPath, in card: ReusingCard, window: UIWindow, at time: TimeInterval, fixture: EngineFixture) {
        let rest = card.tableView.rectForRow(at: path)
        let pointer = PointerDispatcher(root: window)
        let start = CGPoint(x: rest.maxX - 40, y: rest.midY)
        pointer.pointerDown(at: start, time: time)
        pointer.pointerMoved(to: CGPoint(x: start.x - 10, y: start.y), time: time + 0.05)
        pointer.pointerMoved(to: CGPoint(x: start.x - 130, y: start.y), time: time + 0.1)
        pointer.pointerMoved(to: CGPoint(x: start.x - 130, y: start.y), time: time + 0.3)
        pointer.pointerUp(at: CGPoint(x: start.x - 130, y: start.y), time: time + 0.31)
        fixture.run(seconds: 0.5)
    }

    @Test("a swiped row deleted by its action: its cell, reused for the next row, is no longer clipped")
    func deletedRowReusedUnclipped() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, card) = ReusingCard.shown()
        let second = IndexPath(row: 1, section: 0)
        let swiped = try #require(card.tableView.cellForRow(at: second))
        swipeOpen(second, in: card, window: window, at: 0, fixture: fixture)
        #expect(swiped.mask != nil)
        let rest = card.tableView.rectForRow(at: second)
        let pointer = PointerDispatcher(root: window)
        // The Delete button fills the open room at the row's trailing end.
        pointer.pointerDown(at: CGPoint(x: rest.maxX - 20, y: rest.midY), time: 1)
        pointer.pointerUp(at: CGPoint(x: rest.maxX - 20, y: rest.midY), time: 1.05)
        fixture.run(seconds: 1)
        #expect(card.names == ["Wi-Fi", "Cellular", "Hotspot"])
        #expect(swiped.mask == nil && swiped.layer.cornerRadius == 0)
        card.names.insert("VPN", at: 0)
        card.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        fixture.run(seconds: 1)
        let cells = card.tableView.visibleCells
        #expect(cells.count == 4 && cells.allSatisfy { $0.mask == nil })
        // The first row's cell (the swiped one, reused or not) has the card's top corners.
        let first = try #require(card.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.layer.cornerRadius == 10 && first.textLabel?.text == "VPN")
    }

    @Test("a swiped row that an update keeps slides back with its clip, and is unclipped when the update ends")
    func keptRowUnclipped() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, card) = ReusingCard.shown()
        let third = IndexPath(row: 2, section: 0)
        let swiped = try #require(card.tableView.cellForRow(at: third))
        swipeOpen(third, in: card, window: window, at: 0, fixture: fixture)
        let mask = try #require(swiped.mask)
        #expect(mask.frame.minX > 0)
        card.names.append("VPN")
        card.tableView.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
        #expect(mask.frame.minX == 0)
        fixture.run(seconds: 1)
        #expect(swiped.mask == nil && swiped.frame.minX == 16)
    }
}
