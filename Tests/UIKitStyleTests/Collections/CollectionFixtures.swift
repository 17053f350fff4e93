import AnimKit
import Foundation

/// A collection view laid out by `layout` in a 390 × 600 window, showing items 0..<`count` in one section through a
/// diffable data source whose cells `cell` makes (after `prepare` has registered what it needs); the window and the data source are returned to be kept while a
/// test looks.
@MainActor
func shownCollection(
    _ layout: UICollectionViewLayout, count: Int, prepare: (UICollectionView) -> Void = { _ in },
    cell: @escaping (UICollectionView, IndexPath, Int) -> UICollectionViewCell?
) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    prepare(collection)
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection, cellProvider: cell)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    source.apply(snapshot, animatingDifferences: false)
    window.addSubview(collection)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, collection, source)
}
