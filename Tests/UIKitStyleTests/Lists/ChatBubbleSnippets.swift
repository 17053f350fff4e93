import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A chat screen's cell, as such screens write it: a bubble at most three quarters of the row wide, pinned to one side,
/// holding a label of any number of lines with 12-point sides and 8-point ends; the table sizes the rows itself.
private final class BubbleCell: UITableViewCell {
    let bubble = UIView(), label = UILabel()
    var leading: NSLayoutConstraint?, trailing: NSLayoutConstraint?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(label)
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(_ text: String, mine: Bool) {
        label.text = text
        leading?.isActive = !mine
        trailing?.isActive = mine
    }
}

private final class Messages: NSObject, UITableViewDataSource {
    /// Theirs, mine, theirs: 36 characters (360 points on one line), 9 and 20.
    let texts = [String(repeating: "ab ", count: 12), "short one", String(repeating: "x", count: 20)]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "bubble", for: indexPath)
        (cell as? BubbleCell)?.show(texts[indexPath.row], mine: indexPath.row == 1)
        return cell
    }
}

// A label of any number of lines in a self-sizing row wraps at the width the row gives it, and the row is as tall as
// its lines (UIKit's second layout pass, inside the measurement too); a cell's content view follows the cell's size
// at once, as its autoresizing mask says, so the content is first solved at the table's width and not the cell's
// initial 320 points.
@MainActor
@Suite("Chat bubbles: a wrapping label in a self-sizing row")
struct ChatBubbleSnippets {
    @Test("36 characters in a 400-point table: a 284-point bubble of two lines, the row 64 tall; short ones on one line")
    func bubbles() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        try measuring {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            table.register(BubbleCell.self, forCellReuseIdentifier: "bubble")
            let messages = Messages()
            table.dataSource = messages
            table.layoutIfNeeded()
            let cells = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0)) as? BubbleCell) }
            // At most 300 wide (¾ of 400), so the label has 276: "ab" nine times is 260 points, the tenth would be 290.
            #expect(cells[0].label.frame == CGRect(x: 12, y: 8, width: 260, height: 40))
            #expect(cells[0].bubble.frame == CGRect(x: 12, y: 4, width: 284, height: 56))
            #expect(cells.map(\.frame.minY) == [0, 64, 108] && cells.map(\.frame.height) == [64, 44, 44])
            // Mine, at the trailing side: 90 + 24 wide, 12 from the edge.
            #expect(cells[1].bubble.frame == CGRect(x: 274, y: 4, width: 114, height: 36))
            #expect(cells[2].bubble.frame == CGRect(x: 12, y: 4, width: 224, height: 36))
            withExtendedLifetime(messages) {}
        }
    }

    @Test("measured by hand: the cell and its content view both fit 64 points at 400, before any layout")
    func measuredByHand() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        measuring {
            let cell = BubbleCell(style: .default, reuseIdentifier: nil)
            cell.show(String(repeating: "ab ", count: 12), mine: false)
            let target = CGSize(width: 400, height: UIView.layoutFittingCompressedSize.height)
            #expect(
                cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                    == CGSize(width: 400, height: 64))
            #expect(
                cell.contentView.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                    == CGSize(width: 400, height: 64))
            // Measuring moves nothing, and leaves the label wrapping at its own width.
            #expect(cell.label.frame == .zero && cell.label.intrinsicContentSize == CGSize(width: 360, height: 20))
        }
    }

    @Test("a cell's content view takes the cell's new size at once, before a layout pass")
    func contentViewFollows() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 64)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 400, height: 64))
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        item.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(item.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }
}
