import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// UIBackgroundConfiguration as Apple documents it: a list style brought to a state by `updated(for:)` in the
/// properties code has not customized; a nil fill is the tint colour; the transformers change the resolved colours;
/// a cell's configuration replaces its background colour and views, and a background view replaces the configuration.
@MainActor
@Suite("Background configurations: list styles by state, resolved colours, and cells that draw them")
struct BackgroundConfigurationTests {
    static func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        (state.isSelected, state.isHighlighted) = (selected, highlighted)
        return state
    }

    @Test("a plain list row is the system background, grey when selected or highlighted; a grouped row likewise")
    func listStyles() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.backgroundColor == .systemBackground)
        #expect(plain.updated(for: Self.state(selected: true)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: Self.state(highlighted: true)).backgroundColor == .systemGray4)
        #expect(plain.updated(for: Self.state(selected: true)).updated(for: Self.state()).backgroundColor == .systemBackground)
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
        #expect(grouped.updated(for: Self.state(selected: true)).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: Self.state(selected: true)).backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.clear().updated(for: Self.state(selected: true)).backgroundColor == .clear)
    }

    @Test("what code sets is kept in every state; nil is the tint colour; transformers change the resolved colours")
    func customized() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemPink
        #expect(custom.updated(for: Self.state(selected: true)).backgroundColor == .systemPink)
        var tinted = UIBackgroundConfiguration.listSidebarCell()
        #expect(tinted.resolvedBackgroundColor(for: .systemOrange) == .clear)
        #expect(tinted.updated(for: Self.state(selected: true)).resolvedBackgroundColor(for: .systemOrange) == .systemOrange)
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        tinted.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        tinted.backgroundColorTransformer = .grayscale
        // Rec. 709: 0.2126 red.
        #expect(tinted.resolvedBackgroundColor(for: .systemGreen) == UIColor(red: 0.2126, green: 0.2126, blue: 0.2126, alpha: 0.5))
        tinted.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.25) }
        #expect(tinted.resolvedStrokeColor(for: .systemBlue) == UIColor.systemBlue.withAlphaComponent(0.25))
        let copy = tinted
        #expect(copy == tinted)
        tinted.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.25) }
        #expect(copy != tinted)
    }

    /// A plain list of three rows in a 300 × 300 window, laid out.
    static func list(
        configure: @escaping @MainActor (UICollectionViewListCell, Int) -> Void = { _, _ in }
    ) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            configure(cell, item)
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, collection)
    }

    static func shownColor(_ cell: UICollectionViewCell?) -> UIColor? {
        cell?.subviews.first { $0.accessibilityIdentifier == "background configuration" }?.backgroundColor
    }

    @Test("a list cell starts with its list's background; selected it turns grey and back, unless it stops updating")
    func listCellSelection() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection) = Self.list { cell, item in
            if item == 2 { cell.automaticallyUpdatesBackgroundConfiguration = false }
        }
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.backgroundConfiguration == .listPlainCell())
        // The cell's own fill is gone (nil reads back as clear here).
        #expect(first.backgroundColor?.alpha ?? 0 == 0)
        #expect(Self.shownColor(first) == .systemBackground)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(Self.shownColor(first) == .systemGray4)
        #expect(first.backgroundConfiguration?.backgroundColor == .systemGray4)
        collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        window.layoutIfNeeded()
        #expect(Self.shownColor(first) == .systemBackground)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(Self.shownColor(last) == .systemBackground)
    }

    @Test("a configuration takes the background colour and views away; a background view takes the configuration away")
    func exclusive() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.backgroundConfiguration == nil)
        cell.backgroundColor = .red
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundColor?.alpha ?? 0 == 0 && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.defaultBackgroundConfiguration() == .clear())
    }

    @Test("insets, the layout margins on the edges named, corners and an outset stroke place the background's views")
    func placement() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        cell.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 10, trailing: 12)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.cornerRadius = 12
        background.strokeWidth = 2
        background.strokeOutset = 3
        background.strokeColor = .systemRed
        let custom = UIView()
        background.customView = custom
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let shown = try #require(cell.subviews.first { $0.accessibilityIdentifier == "background configuration" })
        // 6 + 20 from the left, 12 + 20 from the right, 4 from the top, 10 from the bottom.
        #expect(shown.frame == CGRect(x: 26, y: 4, width: 142, height: 86))
        #expect(shown.layer.cornerRadius == 12)
        #expect(custom.superview?.superview === shown && custom.frame == shown.bounds)
        let stroke = try #require(shown.subviews.last)
        #expect(stroke.frame == CGRect(x: -3, y: -3, width: 148, height: 92))
        #expect(stroke.layer.cornerRadius == 15 && stroke.layer.borderWidth == 2)
        #expect(stroke.layer.borderColor == UIColor.systemRed.cgColor)
        #expect(cell.subviews.first === shown)
    }
}

/// A table row's background configuration: drawn for its state, and the built-in grey of selection left out.
@MainActor
@Suite("Background configurations in table rows")
struct TableBackgroundConfigurationTests {
    @Test("a grouped table's row is offered the grouped style; set, it turns grey when selected and the built-in grey stays off")
    func tableRow() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: .insetGrouped)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        table.addSubview(cell)
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultBackgroundConfiguration() == .listPlainCell())
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        cell.layoutIfNeeded()
        let shown = try #require(cell.subviews.first { $0.accessibilityIdentifier == "background configuration" })
        #expect(shown.backgroundColor == .secondarySystemGroupedBackground)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(shown.backgroundColor == .systemGray4)
        #expect(cell.subviews.first { $0.accessibilityIdentifier == "selection" }.map { $0.alpha == 0 } ?? true)
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil && shown.superview == nil)
    }
}

/// A table header's background configuration, as code clears a plain header's grey.
@MainActor
@Suite("Background configurations in table headers and footers")
struct HeaderFooterBackgroundConfigurationTests {
    @Test("a header drawn in its configuration's colour, inset; a background view takes the configuration away")
    func header() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        #expect(header.defaultBackgroundConfiguration() == .listPlainHeaderFooter())
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundColor = .systemTeal
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        header.backgroundConfiguration = background
        header.layoutIfNeeded()
        let shown = try #require(header.subviews.first)
        #expect(shown.accessibilityIdentifier == "background configuration")
        #expect(shown.frame == CGRect(x: 16, y: 0, width: 268, height: 40) && shown.backgroundColor == .systemTeal)
        header.backgroundView = UIView()
        #expect(header.backgroundConfiguration == nil && shown.superview == nil)
    }
}
