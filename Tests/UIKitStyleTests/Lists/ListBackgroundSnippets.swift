import AnimKit
import AnimKitTestSupport
import Testing

/// A task list that shows "No tasks" behind its rows when it has none, as empty states are written with a table's
/// `backgroundView`.
private final class TasksController: UITableViewController {
    var tasks: [String] = []
    let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "task")
        tableView.rowHeight = 44
        emptyLabel.text = "No tasks"
        emptyLabel.textAlignment = .center
        tableView.backgroundView = emptyLabel
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        emptyLabel.isHidden = !tasks.isEmpty
        return tasks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = tasks[indexPath.row]
        return cell
    }
}

private final class Photos: NSObject, UICollectionViewDataSource {
    var count = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

// Apple: a table's background view "is automatically resized to match the size of the table view" and "placed as a
// subview of the table view behind all cells, header views, and footer views"; a collection view's is "positioned
// underneath all of the other content and sized automatically to fill the entire bounds" and "does not scroll with
// the collection view's other content".
@MainActor
@Suite("A list's backgroundView: behind the content, the size of the bounds, still as the content scrolls")
struct ListBackgroundSnippets {
    private func phone(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.setWindowSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("an empty table shows its background view over its bounds; with rows, the rows are in front and it stays put")
    func tableEmptyState() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TasksController()
        let window = phone(screen)
        let table = screen.tableView!
        // The content starts under the status bar: the bounds' origin is (0, -59).
        #expect(table.backgroundView === screen.emptyLabel && table.subviews.first === screen.emptyLabel)
        #expect(screen.emptyLabel.frame == CGRect(x: 0, y: -59, width: 393, height: 852) && !screen.emptyLabel.isHidden)
        screen.tasks = (1...40).map { "Task \($0)" }
        table.reloadData()
        window.layoutIfNeeded()
        #expect(screen.emptyLabel.isHidden && table.subviews.first === screen.emptyLabel && table.visibleCells.count > 10)
        table.contentOffset = CGPoint(x: 0, y: 600)
        #expect(screen.emptyLabel.frame == CGRect(x: 0, y: 600, width: 393, height: 852))
        #expect(table.subviews.first === screen.emptyLabel)
        #expect(screen.emptyLabel.convert(screen.emptyLabel.bounds, to: window) == window.bounds)
    }

    @Test("an animated scroll moves the background view along with the bounds: on screen it does not move")
    func animatedScroll() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TasksController()
        screen.tasks = (1...40).map { "Task \($0)" }
        _ = phone(screen)
        let table = screen.tableView!
        table.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        for _ in 0..<6 {
            fixture.run(seconds: 0.05)
            let shown = screen.emptyLabel.presentation.frame.minY - table.presentation.bounds.minY
            #expect(isApproximatelyEqual(shown, 0, tolerance: 1e-9), "\(shown)")
        }
        fixture.run(seconds: 0.2)
        #expect(table.contentOffset.y == 900 && screen.emptyLabel.frame.minY == 900)
    }

    @Test("a new background view replaces the old one, which leaves the table; nil leaves none")
    func replacing() {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let screen = TasksController()
        _ = phone(screen)
        let table = screen.tableView!
        let image = UIImageView()
        table.backgroundView = image
        #expect(screen.emptyLabel.superview == nil && image.superview === table && image.frame == table.bounds)
        table.backgroundView = nil
        #expect(image.superview == nil && table.backgroundView == nil)
    }

    @Test("a collection view's background view is behind its cells and fills its bounds as it scrolls")
    func collectionBackground() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let photos = Photos()
        collection.dataSource = photos
        let empty = UILabel()
        collection.backgroundView = empty
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(empty.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && collection.subviews.first === empty)
        photos.count = 60
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count > 6 && collection.subviews.first === empty)
        collection.contentOffset = CGPoint(x: 0, y: 700)
        #expect(empty.frame == CGRect(x: 0, y: 700, width: 320, height: 480) && collection.subviews.first === empty)
    }
}
