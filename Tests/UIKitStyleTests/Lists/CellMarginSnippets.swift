import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A self-sizing cell as custom cells are written: a label pinned to the content view's layout margins guide.
private final class NoteCell: UITableViewCell {
    let note = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.font = .preferredFont(forTextStyle: .body)
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: margins.topAnchor), note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            note.leadingAnchor.constraint(equalTo: margins.leadingAnchor), note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class NotesSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.note.text = "Milk"
        return cell
    }
}

// A cell's content view is inset 11 points above and below by its margins, so that one line of body text pinned to them
// makes the standard 44-point row (as `textLabel` sits in it), and at the sides by the built-in labels' inset. Apple
// documents only the 8-point default of other views; the 11 is what iOS gives a cell's content view.
@MainActor
@Suite("A table cell's content margins")
struct CellMarginSnippets {
    /// A 390-point table of one note, laid out; its data source, which the table does not keep.
    fileprivate static func noteTable() -> (UITableView, NotesSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let source = NotesSource()
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test("a label pinned to the content view's margins sits 11 points down and 16 in; its self-sized row is its height and 22")
    func contentMargins() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (table, source) = Self.noteTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.note.frame.origin == CGPoint(x: 16, y: 11))
        #expect(cell.frame.height == cell.note.frame.height + 22)
        #expect(cell.note.frame.width == CGFloat(390 - 32))
        // Set by the code, they are the code's.
        cell.contentView.layoutMargins = .zero
        #expect(cell.contentView.layoutMargins == .zero)
        withExtendedLifetime(source) {}
    }

    @Test("a row that grows in an update moves its content and separator on the update's curve: half-way at half time")
    func growingRowLaysOutInTheUpdate() throws {
        let fixture = EngineFixture(framesPerSecond: 100)
        defer { fixture.end() }
        let (table, source) = Self.noteTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        let before = cell.frame.height
        // The classic expanding row: more text, then an empty update so that the table measures the row again.
        cell.note.text = "Milk\nEggs\nBread"
        table.beginUpdates()
        table.endUpdates()
        fixture.run(seconds: 0.4)
        let after = cell.frame.height
        let line = try #require(cell.subviews.first { $0.accessibilityIdentifier == "separator" })
        #expect(after > before)
        #expect(line.frame.origin.y == after - 1)
        // Again from the start, seen at half of the update's 0.3 s ease-in-out (symmetric: half the way).
        cell.note.text = "Milk"
        table.beginUpdates()
        table.endUpdates()
        fixture.run(seconds: 0.4)
        cell.note.text = "Milk\nEggs\nBread"
        table.beginUpdates()
        table.endUpdates()
        fixture.run(seconds: 0.15)
        let separator = try #require(line.layer.presentation())
        #expect(abs(separator.position.y - ((before - 1 + after - 1) / 2 + 0.5)) < 1e-9)
        let label = try #require(cell.note.layer.presentation())
        #expect(abs(label.bounds.height - ((before + after) / 2 - 22)) < 1e-9)
        withExtendedLifetime(source) {}
    }
}
