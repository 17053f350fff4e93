import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A section header as screens write one: a registered `UITableViewHeaderFooterView` subclass whose box (24 tall)
/// is pinned 8 points inside its content view — it sizes itself to 40. Every one made is counted.
final class BoxHeader: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    let box = UIView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        BoxHeader.made += 1
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.heightAnchor.constraint(equalToConstant: 24), box.widthAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Eight sections (20 rows, then 5 each, 44 points a row) with box headers and titled footers.
@MainActor
private final class Chapters: UITableViewController {
    let counts = [20, 5, 5, 5, 5, 5, 5, 5]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(BoxHeader.self, forHeaderFooterViewReuseIdentifier: "box")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "box")
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Section \(section) ends" }

    static func shown() -> (UIWindow, Chapters) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = Chapters(style: .plain)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }
}

// Heights: a header 40 (its box's 24 + 8 + 8), a titled footer 28, rows 44 — section 0 spans 40 + 880 + 28 = 948,
// the others 40 + 220 + 28 = 288 each. In a plain table a header stays at the top while its section scrolls under it,
// a footer at the bottom.
@MainActor
@Suite("Section headers and footers: UITableViewHeaderFooterView")
struct HeaderFooterSnippets {
    @Test("a registered header sizes itself to 40; a titled footer is 28 and floats at the bottom of a long section")
    func headersAndFooters() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, chapters) = Chapters.shown()
        let table = try #require(chapters.tableView)
        #expect(table.contentSize.height == CGFloat(948 + 7 * 288))
        let header = try #require(table.headerView(forSection: 0))
        #expect(header is BoxHeader && header.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        let footer = try #require(table.footerView(forSection: 0))
        // Its natural place, 920, is below the 600 shown: it rests at the bottom, 572.
        #expect(footer.frame == CGRect(x: 0, y: 572, width: 390, height: 28) && footer.textLabel?.text == "Section 0 ends")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(948 + 40))
        table.contentOffset.y = 700
        window.layoutIfNeeded()
        // Section 0's header pinned at the top of what shows; its footer back at 920; section 1's views in place.
        #expect(table.headerView(forSection: 0)?.frame.minY == 700 && table.footerView(forSection: 0)?.frame.minY == 920)
        #expect(table.headerView(forSection: 1)?.frame.minY == 948 && table.footerView(forSection: 1)?.frame.minY == 948 + 40 + 220)
        withExtendedLifetime(window) {}
    }

    @Test("headers scrolled out are reused: scrolling the whole table makes only a few")
    func headersReused() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        BoxHeader.made = 0
        let (window, chapters) = Chapters.shown()
        let table = try #require(chapters.tableView)
        for offset in stride(from: 0, through: table.contentSize.height - 600, by: 50) {
            table.contentOffset.y = offset
            window.layoutIfNeeded()
        }
        // At most three sections show at once (288 each in 600); measuring borrows one more.
        #expect(BoxHeader.made <= 4 && BoxHeader.made >= 2)
        #expect(table.headerView(forSection: 7)?.frame.minY == CGFloat(948 + 6 * 288))
        #expect(table.headerView(forSection: 0) == nil && fixture.errors.isEmpty)
    }

    @Test("a grouped table's footer title sits under its rows, in small grey type; a header title in capitals")
    func groupedTitles() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(3), rowHeight: 44, style: .grouped)
        feed.sections = ["Fruit"]
        feed.tableView.reloadData()
        window.layoutIfNeeded()
        let header = try #require(feed.tableView.headerView(forSection: 0))
        #expect(header.textLabel?.text == "FRUIT" && header.textLabel?.font == .systemFont(ofSize: 13))
        #expect(header.frame.height == 38 && header.textLabel?.textColor == .secondaryLabel)
    }

    @Test("the table's header and footer views keep their heights and take the table's width, laid out inside it")
    func tableHeaderAndFooterWidth() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, feed) = FeedController.shown(items: rowNames(3), rowHeight: 44, style: .plain)
        let table: UITableView = feed.tableView
        // Made 0 wide, as screens make them: "the table view respects only the height of your view's frame rectangle".
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 220)),
            footer = UIView(frame: CGRect(x: 5, y: 9, width: 30, height: 50))
        let image = UIView()
        image.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(image)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: header.leadingAnchor), image.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            image.topAnchor.constraint(equalTo: header.topAnchor), image.bottomAnchor.constraint(equalTo: header.bottomAnchor),
        ])
        table.tableHeaderView = header
        table.tableFooterView = footer
        window.layoutIfNeeded()
        let width = table.bounds.width
        #expect(width > 0 && header.frame == CGRect(x: 0, y: 0, width: width, height: 220))
        #expect(image.frame == CGRect(x: 0, y: 0, width: width, height: 220))
        #expect(footer.frame == CGRect(x: 0, y: 220 + 3 * 44, width: width, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 220)
        table.frame.size.width = 300
        window.layoutIfNeeded()
        #expect(header.frame.width == 300 && image.frame.width == 300 && footer.frame.width == 300)
    }

    @Test("registering a class that is not a header or footer view is refused with UIKit's kind of message")
    func badRegistrations() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "plain")
        table.register(BoxHeader.self, forHeaderFooterViewReuseIdentifier: "")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "plain") == nil)
        #expect(
            fixture.errors.map(\.description) == [
                "register(_:forHeaderFooterViewReuseIdentifier:): View is not a UITableViewHeaderFooterView; nothing registered for \"plain\"",
                "register(_:forHeaderFooterViewReuseIdentifier:): must pass a valid reuse identifier; nothing registered",
            ])
    }
}
