import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A header that draws its title from its state, as iOS 14 code writes one: `updateConfiguration(using:)` sets a list
/// configuration; every call is logged with the state's traits.
private final class StateHeader: UITableViewHeaderFooterView {
    var log: [String] = []
    var title = "Inbox"

    override func updateConfiguration(using state: UIViewConfigurationState) {
        log.append("update \(state.traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        var content = defaultContentConfiguration()
        content.text = title
        contentConfiguration = content
    }
}

/// A configuration of code's own that reads its state: dark when the traits are.
private struct TraitBadge: UIContentConfiguration {
    var dark = false
    func makeContentView() -> UIView & UIContentView { TraitBadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> TraitBadge {
        var updated = self
        updated.dark = state.traitCollection.userInterfaceStyle == .dark
        return updated
    }
}

/// The view a ``TraitBadge`` makes.
private final class TraitBadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
}

/// A grouped table of two sections whose headers are ``StateHeader``s, each given a handler that logs after the update.
@MainActor
private final class StatefulHeaders: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.register(StateHeader.self, forHeaderFooterViewReuseIdentifier: "state")
    }

    /// Shown grouped in a 390 × 600 window, laid out.
    static func shown() -> (UIWindow, StatefulHeaders) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let controller = StatefulHeaders(style: .grouped)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "state") as? StateHeader
        // Given once, when the view is new: a view handed out again keeps it.
        if header?.configurationUpdateHandler == nil {
            header?.configurationUpdateHandler = { view, _ in (view as? StateHeader)?.log.append("handler") }
        }
        return header
    }
}

// UITableViewHeaderFooterView's configuration updates (iOS 14), as Apple documents them: `updateConfiguration(using:)`
// then the `configurationUpdateHandler`, with a `UIViewConfigurationState`, at the layout after the view is made or
// handed out again (and, here, before it is measured) and after `setNeedsUpdateConfiguration()` — once for any number of
// requests before that layout.
@MainActor
@Suite("A header's configuration follows its state: updateConfiguration(using:), the handler, setNeedsUpdateConfiguration()")
struct HeaderConfigurationUpdateSnippets {
    @Test("shown: each update then the handler; asked twice, one more at the next layout; dark traits are handed on")
    func updates() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, controller) = StatefulHeaders.shown()
        let header = try #require(controller.tableView.headerView(forSection: 0) as? StateHeader)
        // Updated before it was measured and again as it was handed out to show (UIKit does not say how often): each
        // update followed by the handler, and the title it set is the one shown, sized by its configuration.
        let shown = header.log
        #expect(!shown.isEmpty && shown == Array(repeating: ["update light", "handler"], count: shown.count / 2).flatMap { $0 })
        let label = header.contentView.subtree.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" }
        #expect(label != nil && header.frame.height > 0)
        header.title = "Archive"
        header.setNeedsUpdateConfiguration()
        header.setNeedsUpdateConfiguration()
        #expect(header.log == shown)
        window.layoutIfNeeded()
        #expect(header.log == shown + ["update light", "handler"])
        #expect(header.contentView.subtree.contains { ($0 as? UILabel)?.text == "Archive" })
        window.overrideUserInterfaceStyle = .dark
        header.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(header.log.suffix(2) == ["update dark", "handler"])
        #expect(header.configurationState == UIViewConfigurationState(traitCollection: header.traitCollection))
    }

    @Test("a header handed out again by reloadData is updated again before it shows")
    func reuse() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, controller) = StatefulHeaders.shown()
        let headers = (0..<2).compactMap { controller.tableView.headerView(forSection: $0) as? StateHeader }
        try #require(headers.count == 2)
        for header in headers { (header.log, header.title) = ([], "Sent") }
        controller.tableView.reloadData()
        window.layoutIfNeeded()
        let again = (0..<2).compactMap { controller.tableView.headerView(forSection: $0) as? StateHeader }
        // The same two views, handed out again: each updated before it shows, its new title drawn.
        #expect(Set(again.map(ObjectIdentifier.init)) == Set(headers.map(ObjectIdentifier.init)))
        for header in again {
            #expect(header.log.first == "update light", "\(header.log)")
            #expect(header.contentView.subtree.contains { ($0 as? UILabel)?.text == "Sent" })
        }
    }

    @Test("a configuration of code's own is brought to the header's state (dark traits) unless automatic updates are off")
    func ownConfiguration() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let (updating, kept) = (UITableViewHeaderFooterView(reuseIdentifier: nil), UITableViewHeaderFooterView(reuseIdentifier: nil))
        kept.automaticallyUpdatesContentConfiguration = false
        for header in [updating, kept] {
            header.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
            header.contentConfiguration = TraitBadge()
            window.addSubview(header)
        }
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect((updating.contentConfiguration as? TraitBadge)?.dark == true)
        #expect((kept.contentConfiguration as? TraitBadge)?.dark == false)
    }
}
