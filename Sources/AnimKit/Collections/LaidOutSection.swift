import Foundation

/// One section as a layout placed it: its items' frames, its headers' and footers' (by kind), and the rectangle it
/// spans — what the flow and compositional layouts answer questions from.
struct LaidOutSection {
    var items: [CGRect] = []
    /// Which of each item's dimensions are estimates, to be measured from its cell (none when the list is shorter).
    var estimated: [EstimatedAxes] = []
    /// The headers and footers.
    var supplementary: [PlacedSupplementary] = []
    /// The decoration views (a compositional section's backgrounds), by kind; one of each kind a section.
    var decorations: [(kind: String, frame: CGRect, zIndex: Int)] = []
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
    /// The attributes of the items, supplementary and decoration views that reach into `rect`, made of the class `kind`
    /// (the layout's `layoutAttributesClass`); pinned headers and footers where `visible` (the part of the content in
    /// sight) puts them.
    @MainActor
    func elements(in rect: CGRect, visible: CGRect, as kind: CollectionViewLayoutAttributes.Type) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionViewLayoutAttributes] = []
        let made = kind
        for (index, section) in enumerated() where section.extent.intersects(rect) || section.extent.isEmpty {
            for (kind, frame, zIndex) in section.decorations where frame.intersects(rect) {
                let attributes = made.init(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: index))
                (attributes.frame, attributes.zIndex) = (frame, zIndex)
                found.append(attributes)
            }
            for edge in section.supplementary {
                let attributes = edge.attributes(in: index, of: section, visible: visible, as: made)
                if attributes.frame.intersects(rect) { found.append(attributes) }
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
        ofKind kind: String, at indexPath: IndexPath, visible: CGRect, as made: CollectionViewLayoutAttributes.Type
    ) -> CollectionViewLayoutAttributes? {
        guard indices.contains(indexPath.section), indexPath.item == 0,
            let placed = self[indexPath.section].supplementary.first(where: { $0.kind == kind })
        else { return nil }
        return placed.attributes(in: indexPath.section, of: self[indexPath.section], visible: visible, as: made)
    }

    /// The attributes of the decoration view of `kind` of the section at `indexPath`, if it has one.
    @MainActor
    func decoration(ofKind kind: String, at indexPath: IndexPath, as made: CollectionViewLayoutAttributes.Type)
        -> CollectionViewLayoutAttributes?
    {
        guard indices.contains(indexPath.section), indexPath.item == 0,
            let placed = self[indexPath.section].decorations.first(where: { $0.kind == kind })
        else { return nil }
        let attributes = made.init(forDecorationViewOfKind: kind, with: indexPath)
        (attributes.frame, attributes.zIndex) = (placed.frame, placed.zIndex)
        return attributes
    }
}
