import Foundation

/// What a compositional layout does across its sections (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// Which way the sections follow one another: down, the default, or sideways (`.horizontal`: each section's groups
    /// follow one another rightwards, a leading header before them, the next section after).
    open var scrollDirection = CollectionView.ScrollDirection.vertical
    /// The room between one section and the next.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: a `.top` one before the first section and a `.bottom` one after the
    /// last (`.leading` and `.trailing` when the sections follow one another sideways), sized against the collection
    /// view, asked of the data source at index path (0, 0); a pinned one stays in sight over every section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Sections one under another, with no room between them.
    public init() {}
}

/// UIKit's name for a compositional layout's configuration.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
