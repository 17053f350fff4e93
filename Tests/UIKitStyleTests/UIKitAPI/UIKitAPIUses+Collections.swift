import AnimKit
import Foundation

/// A flow-layout grid's data source and delegate.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count = 4

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // api: UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    // api: UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { CGSize(width: 60, height: 60) }

    // api: UICollectionViewDelegate.collectionView(_:didSelectItemAt:)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A cell as wide as the layout's estimate, as tall as its content.
private final class WideCell: UICollectionViewCell {
    // api: UICollectionReusableView.preferredLayoutAttributesFitting(_:)
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        preferred.size.width = layoutAttributes.size.width
        return preferred
    }
}

/// Collection views: the flow layout, registrations, updates, compositional layouts, diffable data sources.
@MainActor
func useCollectionAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    let flow = UICollectionViewFlowLayout()
    // api: UICollectionViewFlowLayout.itemSize
    flow.itemSize = CGSize(width: 60, height: 60)
    // api: UICollectionViewFlowLayout.minimumLineSpacing
    flow.minimumLineSpacing = 8
    // api: UICollectionViewFlowLayout.sectionInset
    flow.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    // api: UICollectionView.init(frame:collectionViewLayout:)
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: flow)
    let sized = UICollectionViewFlowLayout()
    // api: UICollectionViewFlowLayout.estimatedItemSize
    sized.estimatedItemSize = CGSize(width: 300, height: 44)
    // api: UICollectionViewFlowLayout.automaticSize
    sized.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let tags = UICollectionView(frame: window.bounds, collectionViewLayout: sized)
    tags.register(WideCell.self, forCellWithReuseIdentifier: "wide")
    let tiles = Tiles()
    // api: UICollectionView.register(_:forCellWithReuseIdentifier:)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    grid.dataSource = tiles
    grid.delegate = tiles
    window.addSubview(grid)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // api: UICollectionView.performBatchUpdates(_:completion:)
    grid.performBatchUpdates {
        tiles.count = 5
        // api: UICollectionView.insertItems(at:)
        grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    } completion: { _ in
    }
    tiles.count = 4
    // api: UICollectionView.deleteItems(at:)
    grid.deleteItems(at: [IndexPath(item: 4, section: 0)])
    // api: UICollectionView.moveItem(at:to:)
    grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    // api: UICollectionView.scrollToItem(at:at:animated:)
    grid.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredVertically, animated: true)

    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    // api: NSCollectionLayoutDimension.estimated(_:)
    let rowHeight = NSCollectionLayoutDimension.estimated(80)
    // api: NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
    let pair = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowHeight), subitems: [item])
    // api: NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)
    _ = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item, count: 3)
    // api: UICollectionViewCompositionalLayout.init(section:)
    let pairs = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair))
    // api: UICollectionView.setCollectionViewLayout(_:animated:)
    grid.setCollectionViewLayout(pairs, animated: true)

    // api: UICollectionViewCompositionalLayout.list(using:)
    let list = UICollectionView(
        frame: window.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    // api: UICollectionView.CellRegistration
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
        // api: UICollectionViewCell.configurationUpdateHandler
        cell.configurationUpdateHandler = { cell, state in
            // api: UIContentConfiguration.updated(for:)
            var content = UIListContentConfiguration.cell().updated(for: state)
            // api: UICellConfigurationState
            content.text = state.isSelected ? text.uppercased() : text
            cell.contentConfiguration = content
        }
        // api: UICollectionViewCell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        // api: UICollectionViewCell.configurationState
        _ = cell.configurationState.isHighlighted
    }
    // api: UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, text in
        // api: UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
        list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }
    window.addSubview(list)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    // api: UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)
    source.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    snapshot.appendItems(["c"])
    source.apply(snapshot, animatingDifferences: true)
}

/// A cell subclass that looks its state (iOS 14).
private final class StateLookingCell: UITableViewCell {
    // api: UITableViewCell.updateConfiguration(using:)
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        backgroundColor = state.isHighlighted ? .systemGray5 : .systemBackground
    }
}

@MainActor
private func usesTableCellStates(_ cell: StateLookingCell) {
    // api: UITableViewCell.configurationUpdateHandler
    cell.configurationUpdateHandler = { cell, state in cell.alpha = state.isEditing ? 0.5 : 1 }
}
