import Foundation

/// One section as a layout placed it: its items' frames, its headers' and footers' (by kind), and the rectangle it
/// spans — what the flow and compositional layouts answer questions from.
struct LaidOutSection {
    var items: [CGRect] = []
    /// Whether each item's height is an estimate, to be measured from its cell.
    var estimated: [Bool] = []
    var supplementary: [(kind: String, frame: CGRect)] = []
    var extent = CGRect.zero
}

extension [LaidOutSection] {
    /// The attributes of the items and supplementary views that reach into `rect`.
    @MainActor
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var found: [CollectionViewLayoutAttributes] = []
        for (index, section) in enumerated() where section.extent.intersects(rect) || section.extent.isEmpty {
            for (kind, frame) in section.supplementary where frame.intersects(rect) {
                let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
                attributes.frame = frame
                found.append(attributes)
            }
            for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                found.append(attributes)
            }
        }
        return found
    }

    /// The attributes of the item at `indexPath`, if there is one.
    @MainActor
    func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indices.contains(indexPath.section), self[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = self[indexPath.section].items[indexPath.item]
        return attributes
    }

    /// The attributes of the supplementary view of `kind` of the section at `indexPath`, if it has one.
    @MainActor
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indices.contains(indexPath.section),
            let frame = self[indexPath.section].supplementary.first(where: { $0.kind == kind })?.frame
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        return attributes
    }
}
