import Foundation

/// The headers and footers of a whole compositional layout (``CollectionViewCompositionalLayoutConfiguration/boundarySupplementaryItems``):
/// a header before the first section, a footer after the last — along the way the sections follow one another — each as
/// wide as the collection view its size resolves against, with index path (0, 0), as UIKit asks its data source for
/// them. A pinned one stays in sight over all the sections.
struct LayoutBoundaryItems {
    /// Where the headers and footers are when nothing pins them.
    private(set) var placed: [PlacedSupplementary] = []

    /// Lays `items`' headers (`before`) or footers out from `start`, in a collection view `container` large, their
    /// estimated sizes `measured` (by kind); `sideways` when the sections follow one another rightwards (a leading
    /// header, a trailing footer). Returns where the next thing starts.
    @MainActor
    mutating func lay(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], before: Bool, from start: CGFloat, in container: CGSize,
        measured: [String: CGSize], sideways: Bool
    ) -> CGFloat {
        let edges = items.filter { $0.alignment.isTop == before }
        guard !edges.isEmpty else { return start }
        // A section of no items with only these edges, laid out as any section's are.
        let carrier = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                subitems: [
                    NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
                ]))
        carrier.boundarySupplementaryItems = edges
        guard sideways else {
            var arranger = ComposedArranger(container: container, top: start, measuredEdges: measured)
            let laid = arranger.lay(carrier, index: 0, count: 0)
            placed += laid.supplementary
            return laid.extent.maxY
        }
        var arranger = ComposedArranger(container: container.transposed, top: start, measuredEdges: measured.mapValues(\.transposed))
        let laid = arranger.lay(carrier.transposed(), index: 0, count: 0).transposed
        placed += laid.supplementary
        return laid.extent.maxX
    }

    /// Their attributes, of the class `made`, that reach into `rect` while `visible` shows of `content` (all of the
    /// layout's content: what a pinned one stays within).
    @MainActor
    func elements(in rect: CGRect, visible: CGRect, content: CGRect, as made: CollectionViewLayoutAttributes.Type)
        -> [CollectionViewLayoutAttributes]
    {
        let whole = LaidOutSection(extent: content)
        return placed.map { $0.attributes(in: 0, of: whole, visible: visible, as: made) }.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of the one of `kind`, if the layout has one.
    @MainActor
    func supplementary(ofKind kind: String, visible: CGRect, content: CGRect, as made: CollectionViewLayoutAttributes.Type)
        -> CollectionViewLayoutAttributes?
    {
        placed.first { $0.kind == kind }.map { $0.attributes(in: 0, of: LaidOutSection(extent: content), visible: visible, as: made) }
    }
}
