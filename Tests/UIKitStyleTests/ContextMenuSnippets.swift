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
        if indexPath.row == 2 {
            return UIContextMenuConfiguration(identifier: nil, previewProvider: { PreviewController() }) { _ in
                UIMenu(children: [UIAction(title: "Open") { _ in }])
            }
        }
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
        // The SDK's initializer defaults its three arguments: the short spelling code writes.
        let actions: UIContextMenuActionProvider = { _ in
            UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.log.append("share at \(location)") }])
        }
        return UIContextMenuConfiguration(actionProvider: actions)
    }
}

/// A preview controller as iOS code writes one: a view of its own, the size it prefers.
final class PreviewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        preferredContentSize = CGSize(width: 300, height: 200)
    }
}

/// A 390 × 844 window filled by a table whose data source and delegate are `rows`, shown and laid out.
@MainActor
func windowWithTable(of rows: some UITableViewDataSource & UITableViewDelegate) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds)
    (table.dataSource, table.delegate) = (rows, rows)
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// Every view under `view`.
@MainActor
private func views(under view: UIView) -> [UIView] { view.subviews.flatMap { [$0] + views(under: $0) } }

/// The labels anywhere under `view` showing `text`.
@MainActor
private func labels(_ text: String, under view: UIView) -> [UILabel] {
    ((view as? UILabel)?.text == text ? [view as? UILabel].compactMap { $0 } : []) + view.subviews.flatMap { labels(text, under: $0) }
}

// A row held still for half a second shows its context menu by the cell; a tap on an action runs it and closes the
// menu. A row without one is selected on release as any tapped row is. As iOS 13 shows it, the screen behind is
// blurred and the row (or the configuration's preview controller's view) is lifted over it, rounded (13 points, as
// iOS's platter), the menu 8 points under it; a preview controller's view takes its `preferredContentSize`, centred
// on the row and across the window, kept inside the safe area — AnimKit's layout.
@MainActor
@Suite("Context menus: UIContextMenuConfiguration, the table's and an interaction's")
struct ContextMenuSnippets {
    /// The rows in a table filling a 390 × 844 window, shown.
    private func shownTable() -> (Rows, UIWindow) {
        let rows = Rows()
        return (rows, windowWithTable(of: rows))
    }

    @Test("held half a second, the second row shows Copy and a red Delete; Copy runs; the first row has none and is selected")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (rows, window) = shownTable()
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

    @Test("held, the row rises over a blur with the menu 8 under it; a preview controller's view takes its size, centred")
    func liftedPreview() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (rows, window) = shownTable()
        let pointer = PointerDispatcher(root: window)
        pointer.pointerDown(at: CGPoint(x: 100, y: 66), time: 0)
        fixture.run(seconds: 0.6)
        pointer.pointerUp(at: CGPoint(x: 100, y: 66), time: 0.6)
        fixture.run(seconds: 1)
        let blur = try #require(views(under: window).compactMap { $0 as? UIVisualEffectView }.first)
        #expect(blur.frame == window.bounds && blur.alpha == 1)
        // The row's snapshot, where the row is (44 down, 44 tall), rounded and clipped.
        let lifted = try #require(blur.superview?.subviews.first { $0.layer.cornerRadius == 13 && $0.clipsToBounds })
        #expect(lifted.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        let copy = try #require(labels("Copy", under: window).first)
        let panel = try #require(copy.superview)
        #expect(panel.frame.minY == 44 + 44 + 8 && panel.frame.minX == 8)
        // Tapped outside, the preview sinks back and the blur fades.
        pointer.pointerDown(at: CGPoint(x: 200, y: 700), time: 2)
        pointer.pointerUp(at: CGPoint(x: 200, y: 700), time: 2.05)
        fixture.run(seconds: 0.5)
        #expect(views(under: window).compactMap { $0 as? UIVisualEffectView }.isEmpty && labels("Copy", under: window).isEmpty)
        // The third row (88…132) previews a controller: 300 × 200, centred across the window and on the row.
        fixture.run(seconds: 1)
        pointer.pointerDown(at: CGPoint(x: 100, y: 110), time: 3)
        fixture.run(seconds: 0.6)
        pointer.pointerUp(at: CGPoint(x: 100, y: 110), time: 3.6)
        fixture.run(seconds: 1)
        let preview = try #require(views(under: window).first { $0.layer.cornerRadius == 13 && $0.clipsToBounds })
        #expect(preview.frame == CGRect(x: 45, y: 110 - 100, width: 300, height: 200))
        #expect(preview.subviews.first?.backgroundColor == .systemTeal && preview.subviews.first?.frame == preview.bounds)
        let open = try #require(labels("Open", under: window).first?.superview)
        // Leaning to neither side, the menu lines up with the preview's leading edge.
        #expect(open.frame.minY == 10 + 200 + 8 && open.frame.minX == 45)
        pointer.pointerDown(at: CGPoint(x: 200, y: 700), time: 5)
        pointer.pointerUp(at: CGPoint(x: 200, y: 700), time: 5.05)
        fixture.run(seconds: 2)
        // A view at the bottom right rises until its menu (one row, 44) fits under it: 844 − 8 − 44 − 8 − 40 = 744; the
        // menu lines up with its trailing edge.
        let badge = UIView(frame: CGRect(x: 290, y: 800, width: 100, height: 40))
        badge.addInteraction(UIContextMenuInteraction(delegate: rows))
        window.addSubview(badge)
        pointer.pointerDown(at: CGPoint(x: 340, y: 820), time: 6)
        fixture.run(seconds: 0.6)
        pointer.pointerUp(at: CGPoint(x: 340, y: 820), time: 6.6)
        fixture.run(seconds: 1)
        let risen = try #require(views(under: window).first { $0.layer.cornerRadius == 13 && $0.clipsToBounds })
        #expect(risen.frame == CGRect(x: 290, y: 744, width: 100, height: 40))
        let share = try #require(labels("Share", under: window).first?.superview)
        #expect(share.frame.minY == 744 + 40 + 8 && share.frame.maxX == 382)
        #expect(fixture.errors.isEmpty)
    }
}
