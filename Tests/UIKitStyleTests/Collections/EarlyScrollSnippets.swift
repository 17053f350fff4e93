import AnimKit
import AnimKitTestSupport
import Testing

/// A chat's messages: bubbles that size themselves to their text (a long one wraps to two lines), in a compositional
/// list of estimated heights, scrolled to the last message as soon as the snapshot is applied — in `viewDidLoad`,
/// before the collection view has a size, as chat screens do.
private final class Bubble: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class Chat: UIViewController {
    let messages = ["Hi!", "On for tonight?", String(repeating: "A long message that wraps onto another line. ", count: 2)]
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    static func layout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Constraints give the collection view its size at the first layout: it has none in viewDidLoad.
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let registration = UICollectionView.CellRegistration<Bubble, String> { cell, _, text in cell.label.text = text }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, path, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource?.apply(snapshot, animatingDifferences: false) { [weak self] in
            self?.collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .bottom, animated: false)
        }
    }
}

/// A plain table scrolled to its last row before it has a size.
private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

// UIKit keeps a list's offset in range when the list takes its size: a scroll asked for before the list had a size
// leaves no blank screen.
@MainActor
@Suite("A list scrolled before it has a size rests in range once laid out")
struct EarlyScrollSnippets {
    @Test("a chat scrolled to its last message in viewDidLoad shows all three, the long one on two lines")
    func chatScrolledEarly() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let chat = Chat()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = chat
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = chat.collectionView
        // The content (three short rows) is shorter than the view: the only offset in range is the top.
        #expect(collection.contentOffset == .zero && collection.visibleCells.count == 3)
        let long = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? Bubble)
        let short = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? Bubble)
        // Two lines of the label's font above the 16 points of margins; one line for the short one.
        let line = short.frame.height - 16
        #expect(line > 10 && long.frame.height > 16 + 1.5 * line, "\(short.frame.height) \(long.frame.height)")
        #expect(collection.contentSize.height == long.frame.maxY)
    }

    @Test("a table scrolled to its last row before it has a size rests at the top of its short content")
    func tableScrolledEarly() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let table = UITableView(frame: .zero)
        let rows = Rows()
        table.dataSource = rows
        table.reloadData()
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .bottom, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.frame = window.bounds
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(table.contentOffset == .zero && table.visibleCells.count == 3)
    }
}
