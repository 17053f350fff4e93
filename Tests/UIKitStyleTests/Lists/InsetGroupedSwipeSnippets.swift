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
}
