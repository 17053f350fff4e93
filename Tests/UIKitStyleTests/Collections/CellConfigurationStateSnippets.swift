import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A tile that looks its state, as iOS 14 code writes one: `updateConfiguration(using:)` picks the colours, and
/// records each state it was given.
private final class StateTile: UICollectionViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
        contentView.backgroundColor = state.isSelected || state.isHighlighted ? .systemBlue : .systemGray6
    }
}

/// A row whose text says its state, set from the configuration update handler.
@MainActor
private func stateRow() -> UITableViewCell {
    let cell = UITableViewCell()
    cell.configurationUpdateHandler = { cell, state in
        var content = UIListContentConfiguration.cell().updated(for: state)
        content.text = state.isEditing ? "editing" : state.isSelected ? "selected" : "plain"
        cell.contentConfiguration = content
    }
    return cell
}

// Apple: the cell calls `updateConfiguration(using:)` "before the cell displays for the first time, and when the
// cell's configuration state changes", or after `setNeedsUpdateConfiguration()`; `configurationUpdateHandler` is
// called after it, and setting the handler asks for an update.
@MainActor
@Suite("Cells updated for their state (UICellConfigurationState)")
struct CellConfigurationStateSnippets {
    private func tiles() -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return shownCollection(layout, count: 3, prepare: { $0.register(StateTile.self, forCellWithReuseIdentifier: "tile") }) {
            collection, path, _ in collection.dequeueReusableCell(withReuseIdentifier: "tile", for: path)
        }
    }

    @Test("a tile is updated once before it shows, again when selected (blue), highlighted, and when its view edits")
    func collectionCell() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let (window, collection, source) = tiles()
        defer { withExtendedLifetime((window, source)) {} }
        let tile = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? StateTile)
        #expect(tile.states.count == 1 && tile.states[0].isSelected == false && tile.contentView.backgroundColor == .systemGray6)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(tile.states.count == 1, "the update waits for the next layout")
        window.layoutIfNeeded()
        #expect(tile.states.count == 2 && tile.states[1].isSelected && tile.contentView.backgroundColor == .systemBlue)
        tile.isSelected = true
        window.layoutIfNeeded()
        #expect(tile.states.count == 2, "no change, no update")
        tile.isHighlighted = true
        tile.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(tile.states.count == 3 && tile.states[2].isHighlighted && tile.configurationState.isHighlighted)
        collection.isEditing = true
        window.layoutIfNeeded()
        #expect(tile.states.last?.isEditing == true && tile.states.count == 4)
    }

    @Test("a row's handler runs after updateConfiguration and on each change: plain, selected, editing")
    func tableCell() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let row = stateRow()
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        row.layoutIfNeeded()
        let text = { (row.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(text() == "plain")
        row.setSelected(true, animated: false)
        row.layoutIfNeeded()
        #expect(text() == "selected")
        row.setEditing(true, animated: false)
        row.layoutIfNeeded()
        #expect(text() == "editing" && row.configurationState.isEditing && row.configurationState.isSelected)
    }
}
