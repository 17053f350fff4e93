import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A table whose second row has a context menu (Copy, and a destructive Delete), as iOS 13+ code configures one.
@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate, UIContextMenuInteractionDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("selected \(indexPath.row)") }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        guard indexPath.row == 1 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copy") { [weak self] _ in self?.log.append("copy") },
                UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("delete") },
            ])
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration?
    {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.log.append("share at \(location)") }])
        }
    }
}

/// The labels anywhere under `view` showing `text`.
@MainActor
private func labels(_ text: String, under view: UIView) -> [UILabel] {
    ((view as? UILabel)?.text == text ? [view as? UILabel].compactMap { $0 } : []) + view.subviews.flatMap { labels(text, under: $0) }
}

// A row held still for half a second shows its context menu by the cell; a tap on an action runs it and closes the
// menu. A row without one is selected on release as any tapped row is.
@MainActor
@Suite("Context menus: UIContextMenuConfiguration, the table's and an interaction's")
struct ContextMenuSnippets {
    @Test("held half a second, the second row shows Copy and a red Delete; Copy runs; the first row has none and is selected")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let rows = Rows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds)
        (table.dataSource, table.delegate) = (rows, rows)
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 100, y: 66), time: 0)
        fixture.run(seconds: 0.4)
        #expect(labels("Copy", under: window).isEmpty)
        fixture.run(seconds: 0.2)
        let copy = try #require(labels("Copy", under: window).first)
        let delete = try #require(labels("Delete", under: window).first)
        #expect(delete.textColor == .systemRed && copy.textColor == .label)
        pointer.pointerUp(at: CGPoint(x: 100, y: 66), time: 0.7)
        #expect(rows.log.isEmpty)
        fixture.run(seconds: 0.5)
        let middle = copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: window)
        pointer.pointerDown(at: middle, time: 2)
        pointer.pointerUp(at: middle, time: 2.05)
        fixture.run(seconds: 0.5)
        #expect(rows.log == ["copy"] && labels("Copy", under: window).isEmpty)
        // The first row has no menu: held, then let go, it is selected.
        pointer.pointerDown(at: CGPoint(x: 100, y: 22), time: 3)
        fixture.run(seconds: 0.7)
        pointer.pointerUp(at: CGPoint(x: 100, y: 22), time: 3.7)
        #expect(rows.log == ["copy", "selected 0"] && labels("Copy", under: window).isEmpty)
    }

    @Test("an interaction added to a view shows its delegate's menu for a press held there, and knows where")
    func interaction() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let rows = Rows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 120))
        window.addSubview(card)
        window.makeKeyAndVisible()
        let interaction = UIContextMenuInteraction(delegate: rows)
        card.addInteraction(interaction)
        #expect(card.interactions.count == 1 && interaction.view === card)
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 70, y: 130), time: 0)
        fixture.run(seconds: 0.6)
        let share = try #require(labels("Share", under: window).first)
        pointer.pointerUp(at: CGPoint(x: 70, y: 130), time: 0.6)
        let middle = share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: window)
        pointer.pointerDown(at: middle, time: 1)
        pointer.pointerUp(at: middle, time: 1.05)
        #expect(rows.log == ["share at \(CGPoint(x: 20, y: 30))"])
        card.removeInteraction(interaction)
        #expect(card.interactions.isEmpty && interaction.view == nil)
    }
}
