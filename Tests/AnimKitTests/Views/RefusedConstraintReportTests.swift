import AnimKitTestSupport
import Foundation
import Testing

@testable import AnimKit

/// Auto Layout's console message for a constraint it cannot satisfy is said once the layout has ended, of the
/// constraints still refused then: a self-sizing cell whose content view is still at the cell's first height when its
/// constraints are first solved says nothing, as on iOS; a true conflict is said once.
@MainActor
@Suite("Refused constraints are said once the layout ends")
struct RefusedConstraintReportTests {
    final class AvatarCell: TableViewCell {
        let avatar = View()
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            avatar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(avatar)
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                avatar.widthAnchor.constraint(equalToConstant: 44),
                avatar.heightAnchor.constraint(equalToConstant: 44),
                avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Rows: NSObject, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "avatar", for: indexPath)
        }
    }

    private func listening(_ body: () -> Void) -> [String] {
        var heard: [String] = []
        LayoutReport.listener = { heard.append($0) }
        defer { LayoutReport.listener = nil }
        body()
        return heard
    }

    @Test("self-sizing rows of 12 + 44 + 12 points: 68 tall, the avatar 44, and nothing said")
    func selfSizingCellSaysNothing() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = Rows()
        table.register(AvatarCell.self, forCellReuseIdentifier: "avatar")
        table.dataSource = rows
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 80
        let heard = listening { table.layoutIfNeeded() }
        #expect(heard.isEmpty, "\(heard)")
        let cells = table.visibleCells.compactMap { $0 as? AvatarCell }
        let avatar = CGRect(x: 16, y: 12, width: 44, height: 44)
        #expect(cells.count == 3 && cells.allSatisfy { $0.frame.height == 68 && $0.avatar.frame == avatar })
        withExtendedLifetime(rows) {}
    }

    @Test("a width of 100 and of 200, both required: said once, naming the one broken; not again while it stays refused")
    func trueConflictSaidOnce() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100), wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor), narrow, wide])
        let first = listening { root.layoutIfNeeded() }
        #expect(first.count == 1 && first.first?.contains("Will attempt to recover by breaking constraint\n\(wide)") == true)
        #expect(box.frame.width == 100)
        root.frame.size.width = 320
        let again = listening { root.layoutIfNeeded() }
        #expect(again.isEmpty, "\(again)")
        // It holds once the other goes, and is said again when a new conflict refuses it.
        narrow.isActive = false
        let freed = listening { root.layoutIfNeeded() }
        #expect(freed.isEmpty && box.frame.width == 200)
        narrow.isActive = true
        #expect(listening { root.layoutIfNeeded() }.count == 1)
    }
}
