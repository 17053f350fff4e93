import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

// A list's separators as iOS 14.5+ screens set them: the list's `separatorConfiguration`, an `itemSeparatorHandler`
// that hides, shows and insets lines item by item, and a cell's `separatorLayoutGuide`.
@MainActor
@Suite("UIListSeparatorConfiguration, itemSeparatorHandler and separatorLayoutGuide")
struct ListSeparatorSnippets {
    /// A plain list of three rows reading "Row N" in a 390 × 600 window, configured by `configure`; each cell's
    /// `prepare` runs as it is configured.
    private func shown(
        _ configure: (inout UICollectionLayoutListConfiguration) -> Void, prepare: @escaping (UICollectionViewListCell) -> Void = { _ in }
    ) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&list)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            prepare(cell)
        }
        return shownCollection(UICollectionViewCompositionalLayout.list(using: list), count: 3) {
            $0.dequeueConfiguredReusableCell(using: cell, for: $1, item: $2)
        }
    }

    /// The frames of row `item`'s lines that show, under and above it.
    private func lines(_ collection: UICollectionView, _ item: Int) -> (bottom: CGRect?, top: CGRect?) {
        let cell = collection.cellForItem(at: IndexPath(item: item, section: 0))
        let line = { (name: String) in cell?.subviews.first { $0.accessibilityIdentifier == name && !$0.isHidden }?.frame }
        return (line("separator"), line("top separator"))
    }

    /// Where row `item`'s text starts, in the cell.
    private func textStart(_ collection: UICollectionView, _ item: Int) throws -> CGFloat {
        let cell = try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)))
        let label = try #require(
            cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == "Row \(item)" })
        return cell.convert(label.bounds, from: label).minX
    }

    @Test("automatic: a line under every row but the last, from the text to the trailing edge, none above")
    func automatic() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown { _ in }
        defer { withExtendedLifetime((window, source)) {} }
        let start = try textStart(collection, 0)
        #expect(start > 0)
        #expect(lines(collection, 0).bottom == CGRect(x: start, y: 43.5, width: 390 - start, height: 0.5))
        #expect(lines(collection, 0).top == nil && lines(collection, 2).bottom == nil)
    }

    @Test("the handler hides row 0's line, insets row 1's (40 in, 10 short), shows a line above it and under the last row")
    func handler() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown { list in
            list.separatorConfiguration.color = .red
            list.itemSeparatorHandler = { indexPath, listConfiguration in
                var item = listConfiguration
                switch indexPath.item {
                case 0: item.bottomSeparatorVisibility = .hidden
                case 1:
                    item.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
                    item.topSeparatorVisibility = .visible
                default: item.bottomSeparatorVisibility = .visible
                }
                return item
            }
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(lines(collection, 0).bottom == nil)
        #expect(lines(collection, 1).bottom == CGRect(x: 40, y: 43.5, width: 390 - 40 - 10, height: 0.5))
        // The top line's insets were left automatic: from the text, to the end.
        let start = try textStart(collection, 1)
        #expect(lines(collection, 1).top == CGRect(x: start, y: 0, width: 390 - start, height: 0.5))
        #expect(lines(collection, 2).bottom != nil)
        let line = collection.cellForItem(at: IndexPath(item: 1, section: 0))?.subviews.first { $0.accessibilityIdentifier == "separator" }
        #expect(line?.backgroundColor == .red)
        // showsSeparators off hides every line, the handler's too.
        let (other, plain, otherSource) = shown { list in
            list.showsSeparators = false
            list.itemSeparatorHandler = { _, configuration in
                var item = configuration
                item.bottomSeparatorVisibility = .visible
                return item
            }
        }
        defer { withExtendedLifetime((other, otherSource)) {} }
        #expect((0..<3).allSatisfy { lines(plain, $0).bottom == nil })
    }

    @Test("a cell's separatorLayoutGuide constrained 60 in from its content starts the line there")
    func layoutGuide() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = shown({ _ in }) { cell in
            guard cell.separatorLayoutGuide.owningView === cell, !cell.constraints.contains(where: { $0.identifier == "line start" }) else {
                return
            }
            let start = cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60)
            start.identifier = "line start"
            start.isActive = true
        }
        defer { withExtendedLifetime((window, source)) {} }
        collection.layoutIfNeeded()
        #expect(lines(collection, 0).bottom == CGRect(x: 60, y: 43.5, width: 330, height: 0.5))
        #expect(UIListSeparatorConfiguration(listAppearance: .plain).bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    }
}
