import AnimKit
import AnimKitTestSupport
import Foundation
import Testing

/// A chat bubble as such screens write it: at most three quarters of the row wide, 12 from the leading side, holding a
/// label of any number of lines 12 points in from its sides and 8 from its ends; the row is the bubble and 4 points
/// above and below.
private final class BubbleItem: UICollectionViewCell {
    let bubble = UIView(), label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(label)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A label that counts the times it is told its intrinsic size changed, as subclasses override it to pad it.
private final class CountingLabel: UILabel {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        super.invalidateIntrinsicContentSize()
    }
}

/// Twenty-four two-letter words: 71 characters, 710 points on one line (10 a character, spaces included).
private let long = String(repeating: "ab ", count: 24).trimmingCharacters(in: .whitespaces)

// A wrapping label is measured as UIKit measures it, in two passes: first at no width limit (its text on one line),
// so that constraints that let it grow (a bubble at most ¾ of the row) give it all the room they allow, then at the
// width that gave it. It is never wrapped at the width it had for some earlier text or an earlier, narrower row —
// which kept a reused bubble as narrow as its last short message, and a list that grew wider with rows still as tall
// as at its first width.
@MainActor
@Suite("Wrapping labels measured again: new text, a reused cell, a wider list")
struct RemeasuredBubbleSnippets {
    @Test("a bubble that held \"hi\" takes the long text at its widest: 276 of label, 9 words a line, 3 lines")
    func newText() {
        measuring {
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let item = BubbleItem(frame: .zero)
            item.contentView.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(item.contentView)
            NSLayoutConstraint.activate([
                item.contentView.topAnchor.constraint(equalTo: row.topAnchor),
                item.contentView.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                item.contentView.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            ])
            item.label.text = "hi"
            row.layoutIfNeeded()
            #expect(item.bubble.frame == CGRect(x: 12, y: 4, width: 44, height: 36))
            item.label.text = long
            row.layoutIfNeeded()
            // ¾ of 400 is 300 of bubble, 276 of label: "ab" nine times is 26 characters, 260 points; ten would be 290.
            #expect(item.label.frame == CGRect(x: 12, y: 8, width: 260, height: 60))
            #expect(item.bubble.frame == CGRect(x: 12, y: 4, width: 284, height: 76))
        }
    }

    @Test("a reused cell whose label was laid out at \"hi\" measures the long text at 400 as 84 tall")
    func reusedCellMeasured() {
        measuring {
            let item = BubbleItem(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
            item.label.text = "hi"
            item.layoutIfNeeded()
            #expect(item.label.frame.width == 20)
            item.label.text = long
            let fitted = item.systemLayoutSizeFitting(
                CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            // Three lines of 20, 8 and 8 inside the bubble, 4 and 4 around it.
            #expect(fitted == CGSize(width: 400, height: 84))
        }
    }

    @Test("a list 200 wide made 400: the long bubble goes from 6 lines (144 tall) to 3 (84); the rows after move up")
    func widerList() throws {
        let fixture = EngineFixture()
        defer { fixture.end() }
        try measuring {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            let texts = [long, "hi"]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 600),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let registration = UICollectionView.CellRegistration<BubbleItem, Int> { cell, _, item in cell.label.text = texts[item] }
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0, 1])
            source.apply(snapshot, animatingDifferences: false)
            window.addSubview(collection)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            // 200 wide: a 150-point bubble, 126 of label, 4 words a line ("ab ab ab ab" is 110), 6 lines of 20.
            let heights = { (0..<2).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height } }
            #expect(heights() == [144, 44])
            collection.frame.size.width = 400
            window.layoutIfNeeded()
            #expect(heights() == [84, 44])
            let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.frame == CGRect(x: 0, y: 84, width: 400, height: 44))
            let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? BubbleItem)
            #expect(first.bubble.frame == CGRect(x: 12, y: 4, width: 284, height: 76))
            withExtendedLifetime((window, source)) {}
        }
    }

    @Test("invalidateIntrinsicContentSize() is overridable, and a label calls it when its text or font changes")
    func overridable() {
        let label = CountingLabel()
        label.text = "one"
        label.font = .systemFont(ofSize: 30)
        label.text = "one"
        #expect(label.invalidations == 2)
    }
}
