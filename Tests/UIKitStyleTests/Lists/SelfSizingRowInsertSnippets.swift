import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A message row as tall as its bubble: a bubble of a given height 10 points in from the top and bottom.
@MainActor
private final class MessageCell: UITableViewCell {
    let bubble = UIView()
    lazy var bubbleHeight = bubble.heightAnchor.constraint(equalToConstant: 30)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            bubble.widthAnchor.constraint(equalToConstant: 200),
            bubbleHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not from an archive") }
}

/// A chat of self-sizing rows (estimated 44): each message is a bubble height; rows are 2 × 10 taller.
@MainActor
private final class Chat: NSObject, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    var bubbles: [CGFloat] = [30, 30]

    override init() {
        super.init()
        table.register(MessageCell.self, forCellReuseIdentifier: "message")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { bubbles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        (cell as? MessageCell)?.bubbleHeight.constant = bubbles[indexPath.row]
        return cell
    }

    func send(_ bubble: CGFloat, with animation: UITableView.RowAnimation) {
        bubbles.append(bubble)
        table.insertRows(at: [IndexPath(row: bubbles.count - 1, section: 0)], with: animation)
    }
}

// A self-sizing row (rowHeight automaticDimension) is as tall as its cell's Auto Layout fitting height — inserted rows
// too: UIKit sizes the new row's cell before the update animates, so it enters at its own height and the content grows
// by it (the estimate only stands in for rows out of sight).
@MainActor
@Suite("Self-sizing rows inserted by an update: the new row enters at its own height")
struct SelfSizingRowInsertSnippets {
    @Test("a 100-point bubble sent with .bottom: its row is 120 tall from the first frame, after two rows of 50; content 220")
    func insertedRowFits() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let chat = Chat()
        #expect(chat.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 390, height: 50))
        chat.send(100, with: .bottom)
        let path = IndexPath(row: 2, section: 0)
        let cell = try #require(chat.table.cellForRow(at: path))
        #expect(chat.table.rectForRow(at: path) == CGRect(x: 0, y: 100, width: 390, height: 120))
        // .bottom: it starts one row height lower and slides up; its height is its own throughout.
        #expect(cell.presentation.frame == CGRect(x: 0, y: 220, width: 390, height: 120))
        fixture.run(frames: 18)
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 390, height: 120))
        #expect(chat.table.contentSize.height == 220)
    }

    @Test("a reloaded row is sized again from its new cell: a bubble grown to 60 makes the row 80")
    func reloadedRowFits() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let chat = Chat()
        chat.bubbles[0] = 60
        chat.table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        fixture.run(frames: 18)
        #expect(chat.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(chat.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 80)
    }
}
