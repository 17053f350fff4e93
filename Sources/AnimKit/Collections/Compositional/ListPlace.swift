import Foundation

/// Where a list's cell sits in its section, as a list layout tells the cell: an inset grouped list rounds the first
/// cell's top corners and the last one's bottom corners (10 points); its separators are the list's
/// ``UIListSeparatorConfiguration`` as its item separator handler gave it for the item, the automatic ones resolved — a
/// line under every cell but a section's last, none above.
struct ListPlace: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
    /// The item's separators, with ``showsSeparator`` and ``showsTopSeparator`` what shows of them.
    var separator: UIListSeparatorConfiguration
    var showsSeparator: Bool
    var showsTopSeparator = false

    /// How round an inset grouped section's corners are.
    static let cornerRadius: CGFloat = 10

    /// A separator line named `name` (its accessibility identifier, as a table cell's), hidden until a place shows it.
    @MainActor
    static func line(_ name: String) -> View {
        let line = View()
        (line.backgroundColor, line.isHidden, line.accessibilityIdentifier) = (.separator, true, name)
        return line
    }
}

extension CollectionViewCompositionalLayout {
    /// `attributes` with each list cell's place in its section set, when this layout lays out a list.
    func placedInList(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard let list = listConfiguration, let collectionView else { return attributes }
        for cell in attributes where cell.representedElementCategory == .cell {
            let path = cell.indexPath, count = collectionView.numberOfItems(inSection: path.section)
            let isLast = path.item == count - 1
            var separator = list.separatorConfiguration
            if let handler = list.itemSeparatorHandler { separator = handler(path, separator) }
            let shows = list.showsSeparators
            cell.listPlace = ListPlace(
                appearance: list.appearance, isFirst: path.item == 0, isLast: isLast, separator: separator,
                showsSeparator: shows && separator.bottomSeparatorVisibility != .hidden
                    && (separator.bottomSeparatorVisibility == .visible || !isLast),
                showsTopSeparator: shows && separator.topSeparatorVisibility == .visible)
        }
        return attributes
    }
}

extension CollectionViewListCell {
    /// Takes the look of `place`: the inset grouped section's rounded ends, and the separators (hidden when none).
    func show(_ place: ListPlace?) {
        var corners: CornerMask = []
        if place?.appearance == .insetGrouped {
            if place?.isFirst == true { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if place?.isLast == true { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        layer.cornerRadius = corners.isEmpty ? 0 : ListPlace.cornerRadius
        layer.maskedCorners = corners.isEmpty ? .allCorners : corners
        clipsToBounds = !corners.isEmpty
        listSeparator.isHidden = place?.showsSeparator != true
        listTopSeparator.isHidden = place?.showsTopSeparator != true
        let color = place?.separator.color ?? .separator
        (listSeparator.backgroundColor, listTopSeparator.backgroundColor) = (color, color)
        shownSeparators = place?.separator
        setNeedsLayout()
    }

    /// Places the separators along the bottom and the top, one pixel-thin, each from its leading inset — where the
    /// separator layout guide's constraints put it, else the text's leading edge (the content's 16-point margin
    /// without text) — to the trailing edge less its trailing inset.
    func placeSeparator() {
        let text = (parts.configuredView as? ListContentView)?.parts.titleLabel
        let automatic =
            separatorGuide.constrainedLeading(in: self)
            ?? text.map { contentView.convert($0.frame, from: $0.superview).minX + contentView.frame.minX } ?? 16
        let configuration = shownSeparators ?? UIListSeparatorConfiguration(listAppearance: .plain)
        for (line, insets, y) in [
            (listSeparator, configuration.bottomSeparatorInsets, bounds.height - 0.5),
            (listTopSeparator, configuration.topSeparatorInsets, 0),
        ] where !line.isHidden {
            if line.superview !== self { addSubview(line) }
            let leading = insets.separatorLeading(automatic: automatic)
            line.frame = CGRect(x: leading, y: y, width: Swift.max(bounds.width - leading - insets.separatorTrailing, 0), height: 0.5)
        }
    }
}
