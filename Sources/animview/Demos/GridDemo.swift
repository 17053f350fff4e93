import AnimKit
import Foundation

/// Collection views as apps use them: a photo grid from a compositional layout whose diffable snapshots add, remove
/// and reorder photos, and a flow layout of tags that wrap into lines; tap a photo to select it.
@MainActor
struct GridDemo: DemoScene {
    static let name = "grid"
    static let summary = "UICollectionView: a compositional photo grid updated by snapshots, and wrapping tags in a flow layout"
    static let playTime: TimeInterval = 3.5

    let canvas = View(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
    let photos = PhotoGridController()
    let tags = TagCloudController()
    var focus: View { photos.collectionView }

    init() {
        canvas.backgroundColor = UIColor(white: 0.93, alpha: 1)
        canvas.accessibilityIdentifier = "canvas"
        photos.view.frame = CGRect(x: 40, y: 30, width: 340, height: 440)
        tags.view.frame = CGRect(x: 420, y: 30, width: 340, height: 440)
        for controller in [photos, tags] as [UIViewController] {
            controller.view.layer.cornerRadius = 18
            controller.view.clipsToBounds = true
            canvas.addSubview(controller.view)
        }
    }

    func start() {
        let photos = self.photos, tags = self.tags
        let steps: [(time: TimeInterval, action: () -> Void)] = [
            (0.5, { photos.add(2) }), (1.3, { photos.remove([3, 4]) }), (2.1, { photos.shuffle() }), (2.6, { tags.add("interactive") }),
        ]
        runSteps(steps, carriedBy: photos.view)
    }
}

/// A grid of coloured photos, four across, each a square inset by 2 points; a tap removes one.
final class PhotoGridController: UIViewController, UICollectionViewDelegate {
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private static let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple,
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "photos"
        collectionView.delegate = self
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            cell.contentView.backgroundColor = Self.colors[photo % Self.colors.count]
            cell.contentView.layer.cornerRadius = 8
            let ring = UIView()
            ring.layer.borderColor = UIColor.black.cgColor
            ring.layer.borderWidth = 3
            ring.layer.cornerRadius = 8
            cell.selectedBackgroundView = ring
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<14))
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    /// A tapped photo is removed; the photos after it close up.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let dataSource, let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([photo])
        dataSource.apply(snapshot)
    }

    /// Adds `count` photos at the top.
    func add(_ count: Int) {
        guard let dataSource, var snapshot = Optional(dataSource.snapshot()), let first = snapshot.itemIdentifiers.first else { return }
        let next = (snapshot.itemIdentifiers.max() ?? 0) + 1
        snapshot.insertItems(Array(next..<next + count), beforeItem: first)
        dataSource.apply(snapshot)
    }

    /// Removes the photos at `positions`.
    func remove(_ positions: [Int]) {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        snapshot.deleteItems(positions.filter { items.indices.contains($0) }.map { items[$0] })
        dataSource.apply(snapshot)
    }

    /// Moves every other photo to the end.
    func shuffle() {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        for (index, item) in items.enumerated() where index.isMultiple(of: 2) {
            if let last = snapshot.itemIdentifiers.last, last != item { snapshot.moveItem(item, afterItem: last) }
        }
        dataSource.apply(snapshot)
    }
}

/// Tags as capsules that wrap into lines: a flow layout sized by each tag's text, fed by a diffable data source.
final class TagCloudController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "tags"
        collectionView.delegate = self
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, tag in
            var content = UIListContentConfiguration.cell()
            content.text = tag
            content.textProperties.color = .white
            cell.contentConfiguration = content
            cell.backgroundColor = .systemIndigo
            cell.layer.cornerRadius = 18
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, tag in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["swift", "uikit", "animation", "linux", "spring", "keyframes", "layers", "auto layout", "lists", "scrolling"])
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    {
        let label = UILabel()
        label.text = dataSource?.itemIdentifier(for: indexPath)
        return CGSize(width: label.intrinsicContentSize.width + 32, height: 36)
    }

    /// Adds a tag at the front; the others flow on.
    func add(_ tag: String) {
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers.first { snapshot.insertItems([tag], beforeItem: first) }
        dataSource.apply(snapshot)
    }
}
