import Foundation

/// One section as a layout placed it: its items' frames, its headers' and footers' (by kind), and the rectangle it
/// spans — what the flow and compositional layouts answer questions from.
struct LaidOutSection {
    var items: [CGRect] = []
    /// Which of each item's dimensions are estimates, to be measured from its cell (none when the list is shorter).
    var estimated: [EstimatedAxes] = []
    /// The headers' and footers' frames by kind, and which of their dimensions are estimates to be measured.
    var supplementary: [(kind: String, frame: CGRect, estimated: EstimatedAxes)] = []
    var extent = CGRect.zero
    /// The row the section's groups lie in when it scrolls sideways on its own (compositional layouts only).
    var row: OrthogonalRow?
    /// What the section's items in sight go through before they are drawn.
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
}

extension LaidOutSection {
    /// The attributes of item `item` (which the section has), the section being section `section`.
    @MainActor
    func attributes(ofItem item: Int, in section: Int, as kind: CollectionViewLayoutAttributes.Type) -> CollectionViewLayoutAttributes {
        let attributes = kind.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = items[item]
        if estimated.indices.contains(item) { attributes.estimatedAxes = estimated[item] }
        return attributes
    }
}

extension [LaidOutSection] {
    /// The attributes of the items and supplementary views that reach into `rect`, made of the class `kind` (the
    /// layout's `layoutAttributesClass`).
    @MainActor
    func elements(in rect: CGRect, as kind: CollectionViewLayoutAttributes.Type) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionViewLayoutAttributes] = []
        let made = kind
        for (index, section) in enumerated() where section.extent.intersects(rect) || section.extent.isEmpty {
            for (kind, frame, estimated) in section.supplementary where frame.intersects(rect) {
                let attributes = made.init(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
                attributes.frame = frame
                attributes.estimatedAxes = estimated
                found.append(attributes)
            }
            for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
                found.append(section.attributes(ofItem: item, in: index, as: made))
            }
        }
        return found
    }

    /// The attributes of the item at `indexPath`, if there is one.
    @MainActor
    func item(at indexPath: IndexPath, as kind: CollectionViewLayoutAttributes.Type) -> CollectionViewLayoutAttributes? {
        guard indices.contains(indexPath.section), self[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return self[indexPath.section].attributes(ofItem: indexPath.item, in: indexPath.section, as: kind)
    }

    /// The attributes of the supplementary view of `kind` of the section at `indexPath`, if it has one.
    @MainActor
    func supplementary(
        ofKind kind: String, at indexPath: IndexPath, as made: CollectionViewLayoutAttributes.Type
    ) -> CollectionViewLayoutAttributes? {
        guard indices.contains(indexPath.section),
            let placed = self[indexPath.section].supplementary.first(where: { $0.kind == kind })
        else { return nil }
        let attributes = made.init(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = placed.frame
        attributes.estimatedAxes = placed.estimated
        return attributes
    }
}
