import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A settings list that colours its section titles as they show, as screens do: a table view controller overrides
// `tableView(_:willDisplayHeaderView:forSection:)` and sets the header's `textLabel` colour. UIKit tells the delegate
// as each header and footer is about to show, and `didEndDisplayingHeaderView` as it leaves the table's sight.
@MainActor
@Suite("UITableViewDelegate's header and footer display calls")
struct HeaderDisplaySnippets {
    final class Settings: UITableViewController {
        var log: [String] = []
        override func numberOfSections(in tableView: UITableView) -> Int { 10 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "About the first" : nil
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .systemRed
            log.append("header \(section)")
        }
        override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            log.append("footer \(section)")
        }
        override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            log.append("header \(section) gone")
        }
    }

    @Test("the headers in sight are told once each, coloured before they draw; scrolled away, the first is told it left")
    func headersShowAndLeave() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let settings = Settings(style: .grouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = settings
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let shown = settings.log
        #expect(shown.first == "header 0" && shown.contains("footer 0") && shown.contains("header 1"))
        #expect(Set(shown).count == shown.count && !shown.contains { $0.hasSuffix("gone") })
        let header = try #require(settings.tableView.headerView(forSection: 0))
        #expect(header.textLabel?.textColor == .systemRed)
        settings.tableView.contentOffset.y = 1200
        settings.tableView.layoutIfNeeded()
        #expect(settings.log.contains("header 0 gone") && settings.log.count > shown.count)
        window.isHidden = true
    }
}
