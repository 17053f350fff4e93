import AnimKit
import Foundation

/// A collection-view layout a file declares, seen as one tries a layout on iOS: a collection view of numbered cells
/// laid out by it, flicked along the way it scrolls half a second in and back two and a half seconds later — as a
/// finger would, so a layout that snaps (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) or
/// moves its cells as they scroll (`shouldInvalidateLayout(forBoundsChange:)`) shows it.
@MainActor
public func __animviewLayoutPreview(_ layout: UICollectionViewLayout) -> UIViewController {
    LayoutPreviewController(layout: layout)
}

/// The screen of ``__animviewLayoutPreview(_:)``.
@MainActor
final class LayoutPreviewController: UIViewController, UICollectionViewDataSource {
    /// How many numbered cells the collection view holds.
    static let itemCount = 100
    /// The finger's speed of each flick, in points a second.
    static let flickSpeed: CGFloat = 2500
    /// When the flicks come: forward, then back.
    static let flickTimes: (forward: TimeInterval, back: TimeInterval) = (0.5, 3)

    private let layout: UICollectionViewLayout

    init(layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.backgroundColor = .clear
        collection.register(NumberedCell.self, forCellWithReuseIdentifier: NumberedCell.identifier)
        collection.dataSource = self
        view.addSubview(collection)
        // Sideways when the layout says so, or when its content is wider than the view and no taller.
        let sideways: () -> Bool = {
            if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection == .horizontal }
            let size = collection.collectionViewLayout.collectionViewContentSize
            return size.width > collection.bounds.width && size.height <= collection.bounds.height
        }
        let speed = Self.flickSpeed
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.flickTimes.forward) {
            MainActor.assumeIsolated { collection.flick(velocity: sideways() ? CGPoint(x: speed, y: 0) : CGPoint(x: 0, y: speed)) }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.flickTimes.back) {
            MainActor.assumeIsolated { collection.flick(velocity: sideways() ? CGPoint(x: -speed, y: 0) : CGPoint(x: 0, y: -speed)) }
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.itemCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: NumberedCell.identifier, for: indexPath)
        (cell as? NumberedCell)?.show(indexPath.item)
        return cell
    }
}

/// A cell showing its item's number on a colour of its own.
@MainActor
final class NumberedCell: UICollectionViewCell {
    static let identifier = "animview.numbered"
    private let number = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        number.textAlignment = .center
        number.font = .boldSystemFont(ofSize: 22)
        number.textColor = .white
        number.frame = contentView.bounds
        number.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(number)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows item `item`: its number, on a hue that turns a twelfth of the wheel from one item to the next.
    func show(_ item: Int) {
        number.text = "\(item + 1)"
        contentView.backgroundColor = UIColor(hue: CGFloat(item % 12) / 12, saturation: 0.6, brightness: 0.85, alpha: 1)
    }
}
