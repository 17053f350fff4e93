import Foundation

/// What a compositional layout does across its sections (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// Which way the sections follow one another: down, the default, or sideways (`.horizontal`: each section's groups
    /// follow one another rightwards, a leading header before them, the next section after).
    open var scrollDirection = CollectionView.ScrollDirection.vertical
    /// The room between one section and the next.
    open var interSectionSpacing: CGFloat = 0

    /// Sections one under another, with no room between them.
    public init() {}
}

/// UIKit's name for a compositional layout's configuration.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
