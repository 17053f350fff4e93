import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A settings screen's two cards: three connections, then one notifications row, each section with its title above
/// and, for the second, a note below.
@MainActor
private final class SettingsCards: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .insetGrouped)
    var rows = [["Wi-Fi", "Bluetooth", "Cellular"], ["Allow Notifications"]]
    /// Whether the rows size themselves (UIKit's default), each 50 tall by its constraints, rather than `rowHeight` 50.
    var selfSizing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        if !selfSizing { tableView.rowHeight = 50 }
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        if selfSizing { cell.contentView.heightAnchor.constraint(equalToConstant: 50).isActive = true }
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Notifications"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Sounds play when a message arrives." : nil
    }

    static func shown(selfSizing: Bool = false) -> (UIWindow, SettingsCards) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let cards = SettingsCards()
        cards.selfSizing = selfSizing
        window.rootViewController = cards
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, cards)
    }
}

// Rows inserted or deleted in an inset grouped table: the card keeps its shape (the rounded corners are its first and
// last rows', whichever rows those are now), and the sections below move with the rows, headers and notes too, on the
// update's curve — not at once.
@MainActor
@Suite("Updates of an inset grouped table's cards")
struct InsetGroupedUpdateSnippets {
    private static let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    private static let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    @Test("a row inserted under a card's only row: that row keeps its top corners only, the new one takes the bottom ones")
    func insertedUnderTheLastRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, cards) = SettingsCards.shown()
        let first = try #require(cards.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(first.layer.maskedCorners == Self.top.union(Self.bottom) && first.layer.cornerRadius == 10)
        cards.rows[1].append("Sounds")
        cards.tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
        fixture.run(seconds: 0.5)
        let second = try #require(cards.tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(cards.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === first)
        #expect(first.layer.maskedCorners == Self.top && second.layer.maskedCorners == Self.bottom)
    }

    /// Fading rows are sent behind the others, which marks the table for layout: the update's block lays out a cell,
    /// and so the table, whose pass must not put the titles and notes where they end before the block moves them.
    @Test(
        "a connection deleted: the new last row takes the bottom corners; the title and note below rise 50 points, half way at half time",
        arguments: [false, true], [UITableView.RowAnimation.left, .fade])
    func deletedAbove(selfSizing: Bool, animation: UITableView.RowAnimation) throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, cards) = SettingsCards.shown(selfSizing: selfSizing)
        let header = try #require(cards.tableView.headerView(forSection: 1))
        let footer = try #require(cards.tableView.footerView(forSection: 1))
        let (headerY, footerY) = (header.frame.minY, footer.frame.minY)
        cards.rows[0].remove(at: 2)
        cards.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: animation)
        // 0.15 s of the update's 0.3 s on ease-in-out, which is symmetric: half of the way.
        fixture.run(seconds: 0.15)
        #expect(abs(header.presentation.frame.minY - (headerY - 25)) < 1e-9, "\(header.presentation.frame.minY) from \(headerY)")
        #expect(abs(footer.presentation.frame.minY - (footerY - 25)) < 1e-9, "\(footer.presentation.frame.minY) from \(footerY)")
        fixture.run(seconds: 0.5)
        #expect(header.frame.minY == headerY - 50 && footer.frame.minY == footerY - 50)
        let last = try #require(cards.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(last.layer.maskedCorners == Self.bottom)
    }

    @Test("a section reloaded: its new title is drawn where it ends from the first frame (over the card's text), not sliding in")
    func reloadedSectionTitleStaysPut() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (_, cards) = SettingsCards.shown()
        let cell = try #require(cards.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cellText = try #require(cell.textLabel)
        let textX = cellText.convert(cellText.bounds, to: cards.tableView).minX
        // The title of an inset grouped section lines up with the text in its card: the card's 16-point inset, then
        // the cell's 16-point margin.
        #expect(textX == 32)
        func titleFrame() throws -> CGRect {
            let label = try #require(cards.tableView.headerView(forSection: 0)?.textLabel)
            let origin = try #require(label.superview?.convert(CGPoint.zero, to: cards.tableView))
            return label.presentation.frame.offsetBy(dx: origin.x, dy: origin.y)
        }
        let before = try titleFrame()
        #expect(before.minX == textX)
        cards.tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
        fixture.run(frames: 1)
        #expect(try titleFrame() == before)
        fixture.run(seconds: 0.1)
        #expect(try titleFrame() == before)
        fixture.run(seconds: 0.5)
        #expect(try titleFrame() == before)
    }
}
