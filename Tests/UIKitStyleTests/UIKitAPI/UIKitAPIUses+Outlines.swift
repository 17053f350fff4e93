import AnimKit
import Foundation

/// An outline list, as a sidebar or a file browser builds one (iOS 14): headers from a supplementary registration, a
/// section snapshot of folders and files, outline disclosures.
@MainActor
func useOutlineAPI() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    // api: UICollectionLayoutListConfiguration.headerMode
    configuration.headerMode = .supplementary
    // api: UICollectionLayoutListConfiguration.footerMode
    configuration.footerMode = .none
    let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        // api: UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)
        cell.accessories = [.outlineDisclosure()]
        // api: UICollectionViewListCell.indentationWidth
        cell.indentationWidth = 12
        // api: UICollectionViewListCell.indentsAccessories
        cell.indentsAccessories = true
        // api: UICollectionViewListCell.indentationLevel
        _ = cell.indentationLevel
    }
    // api: UICollectionView.SupplementaryRegistration
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
        var content = view.defaultContentConfiguration()
        content.text = "Folders"
        view.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { list, indexPath, name in
        list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    source.supplementaryViewProvider = { list, _, indexPath in
        // api: UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)
        list.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    // api: UICollectionViewDiffableDataSource.sectionSnapshotHandlers
    source.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
    // api: NSDiffableDataSourceSectionSnapshot
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Photos"])
    tree.append(["Beach", "Snow"], to: "Photos")
    tree.expand(["Photos"])
    // api: UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)
    source.apply(tree, to: 0, animatingDifferences: false)
    window.addSubview(list)
    window.layoutIfNeeded()
    // api: UICollectionViewDiffableDataSource.snapshot(for:)
    var shown = source.snapshot(for: 0)
    shown.collapse(["Photos"])
    source.apply(shown, to: 0)
    // api: UICollectionViewDiffableDataSource.sectionIdentifier(for:)
    _ = source.sectionIdentifier(for: 0)
    // api: UICollectionViewDiffableDataSource.index(for:)
    _ = source.index(for: 0)
}
