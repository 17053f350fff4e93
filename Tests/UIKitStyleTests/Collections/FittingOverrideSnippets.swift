import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A 20-point box 8 points from the content view's top and bottom: content that fits 36.
@MainActor
private func addBox(to contentView: UIView) {
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), box.heightAnchor.constraint(equalToConstant: 20),
    ])
}

/// A cell that sizes itself by overriding `systemLayoutSizeFitting`: its content's height plus 30.
private final class TallerItem: UICollectionViewCell {
    required init(frame: CGRect) {
        super.init(frame: frame)
        addBox(to: contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fitted = super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height + 30)
    }
}

/// The same for a table row: its content's height plus 50.
private final class TallerRow: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addBox(to: contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fitted = super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: fitted.width, height: fitted.height + 50)
    }
}

private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

// A self-sizing cell is asked its size through its own `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
// verticalFittingPriority:)`, as UIKit's lists ask it (the default `preferredLayoutAttributesFitting(_:)` of a
// collection view cell, a table's automatic row height): an override sizes the item or the row.
@MainActor
@Suite("systemLayoutSizeFitting overridden by a cell sizes its item and its row")
struct FittingOverrideSnippets {
    @Test("an item of estimated height whose content fits 36 and whose cell adds 30: 66 tall; the next starts at 66")
    func collectionItem() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let registration = UICollectionView.CellRegistration<TallerItem, Int> { _, _, _ in }
        let (window, collection, source) = shownCollection(UICollectionViewCompositionalLayout(section: section), count: 2) {
            $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
        }
        let frames = (0..<2).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 390, height: 66), CGRect(x: 0, y: 66, width: 390, height: 66)])
        withExtendedLifetime((window, source)) {}
    }

    @Test("a self-sizing row whose content fits 36 and whose cell adds 50: 86 tall")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        table.register(TallerRow.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 86, width: 400, height: 86))
        withExtendedLifetime(rows) {}
    }
}
