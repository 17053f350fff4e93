import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// An inset grouped list of `rows` in a phone-wide window, each row's accessories made by `accessories`.
@MainActor
private func insetList(
    _ rows: [String], accessories: @escaping (String) -> [UICellAccessory]
) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = accessories(text)
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, text in
        collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows)
    source.apply(snapshot, animatingDifferences: false)
    window.addSubview(collection)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, collection, source)
}

// iOS 14's list cells as settings and inbox screens build them: an inset grouped list is grey behind white cards with
// 10-point corners at each section's ends and a separator under every row but the last, from the text's leading edge;
// accessories sit at the trailing edge, 16 points in, 10 apart, and the content narrows to leave them room.
@MainActor
@Suite("List cells: the inset grouped look and UICellAccessory")
struct ListCellAccessorySnippets {
    @Test("grey behind, the section's first and last cells rounded at their outer corners, separators but under the last")
    func insetGroupedLook() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = insetList(["Wi-Fi", "Bluetooth", "Cellular"]) { _ in [] }
        #expect(collection.backgroundColor == .systemGroupedBackground)
        let cells = try (0..<3).map {
            try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)
        }
        // The cards are inset 16 points: 393 − 32 = 361 wide.
        #expect(cells.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 361 })
        #expect(cells[0].layer.cornerRadius == 10 && cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[1].layer.cornerRadius == 0)
        #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let separators = cells.map { $0.subviews.first { $0.backgroundColor == .separator && $0.frame.height == 0.5 } }
        #expect(separators[0]?.isHidden == false && separators[1]?.isHidden == false && separators[2]?.isHidden != false)
        // From the text's leading edge (16 in the content) to the card's trailing edge.
        let line = try #require(separators[0])
        #expect(line.frame == CGRect(x: 16, y: cells[0].bounds.height - 0.5, width: 361 - 16, height: 0.5))
        withExtendedLifetime((window, source)) {}
    }

    @Test("a chevron 16 points in from the trailing edge, a label before it 10 apart, the content narrowed to their left")
    func trailingAccessories() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = insetList(["Notifications"]) { _ in
            [.disclosureIndicator(), .label(text: "On")]
        }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let label = try #require(cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "On" })
        let chevron = try #require(cell.subviews.first { $0.accessibilityIdentifier == "accessory" })
        // The chevron is 8 × 13; its right edge 16 points in from the card's (361 − 16 = 345).
        #expect(chevron.frame == CGRect(x: 345 - 8, y: (cell.bounds.height - 13) / 2, width: 8, height: 13))
        #expect(label.frame.maxX == 345 - 8 - 10 && label.textColor == .secondaryLabel)
        // The content view ends where the accessories' room begins: 16 + 8 + 10 + the label + 10.
        #expect(
            cell.contentView.frame == CGRect(x: 0, y: 0, width: 361 - (16 + 8 + 10 + label.frame.width + 10), height: cell.bounds.height))
        withExtendedLifetime((window, source)) {}
    }

    @Test("editing controls are for editing: not shown by default, shown when made .always; a detail button runs its action")
    func editingAndDetail() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var tapped = 0
        let (window, collection, source) = insetList(["A", "B"]) { text in
            text == "A" ? [.delete(), .reorder(), .checkmark()] : [.delete(displayed: .always), .detail { tapped += 1 }]
        }
        let a = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let b = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        // A: the delete and reorder controls wait for editing; the checkmark shows.
        #expect(a.contentView.frame.minX == 0 && a.subviews.filter { $0.accessibilityIdentifier == "accessory" }.count == 1)
        // B: the always-shown delete control at the leading edge, 22 wide from 16: the content starts 16 + 22 + 10 in.
        #expect(isApproximatelyEqual(b.contentView.frame.minX, 16 + 22 + 10))
        let detail = try #require(b.subviews.compactMap { $0 as? UIButton }.last)
        #expect(detail.frame.maxX == 361 - 16 && detail.frame.width == 22)
        let pointer = PointerDispatcher(root: window)
        let point = detail.convert(CGPoint(x: 11, y: 11), to: window)
        pointer.pointerDown(at: point, time: 0)
        pointer.pointerUp(at: point, time: 0.05)
        #expect(tapped == 1)
        withExtendedLifetime((window, source)) {}
    }
}
