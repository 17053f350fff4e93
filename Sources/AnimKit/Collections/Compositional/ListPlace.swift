import Foundation

/// Where a list's cell sits in its section, as a list layout tells the cell: an inset grouped list rounds the first
/// cell's top corners and the last one's bottom corners (10 points), and every cell but a section's last draws a
/// separator under it from its text's leading edge to its trailing edge.
struct ListPlace: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
    var showsSeparator: Bool

    /// How round an inset grouped section's corners are.
    static let cornerRadius: CGFloat = 10
}

extension CollectionViewCompositionalLayout {
    /// `attributes` with each list cell's place in its section set, when this layout lays out a list.
    func placedInList(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        guard let list = listConfiguration, let collectionView else { return attributes }
        for cell in attributes where cell.representedElementCategory == .cell {
            let path = cell.indexPath, count = collectionView.numberOfItems(inSection: path.section)
            let isLast = path.item == count - 1
            cell.listPlace = ListPlace(
                appearance: list.appearance, isFirst: path.item == 0, isLast: isLast, showsSeparator: list.showsSeparators && !isLast)
        }
        return attributes
    }
}

extension CollectionViewListCell {
    /// Takes the look of `place`: the inset grouped section's rounded ends, and the separator (hidden when none).
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
        setNeedsLayout()
    }

    /// Places the separator along the bottom, from the text's leading edge (the content's 16-point margin without
    /// text) to the trailing edge: one pixel-thin line.
    func placeSeparator() {
        guard !listSeparator.isHidden else { return }
        if listSeparator.superview !== self { addSubview(listSeparator) }
        let text = (parts.configuredView as? ListContentView)?.parts.titleLabel
        let leading = text.map { contentView.convert($0.frame, from: $0.superview).minX + contentView.frame.minX } ?? 16
        listSeparator.frame = CGRect(x: leading, y: bounds.height - 0.5, width: Swift.max(bounds.width - leading, 0), height: 0.5)
    }
}
