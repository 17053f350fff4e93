import Foundation

/// Sections that follow one another sideways (`UICollectionViewCompositionalLayoutConfiguration.scrollDirection =
/// .horizontal`), laid out as the downward ones are with x and y exchanged: each section's groups repeat from the
/// leading edge rightwards, a horizontal group in it is a vertical one of the exchanged layout, a fractional width a
/// fractional height, a leading header a top one — and the frames are exchanged back.
extension CGSize {
    /// The size with its width and height exchanged.
    var transposed: CGSize { CGSize(width: height, height: width) }
}

extension CGRect {
    /// The rectangle mirrored in the diagonal: x and y exchanged, width and height too.
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension NSDirectionalEdgeInsets {
    /// The insets of the exchanged layout: top and leading exchanged, bottom and trailing too.
    var transposed: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}

extension NSCollectionLayoutDimension {
    /// The dimension of the exchanged layout: a share of the width a share of the height, and the other way round.
    var transposed: NSCollectionLayoutDimension {
        switch kind {
        case .fractionalWidth: .fractionalHeight(dimension)
        case .fractionalHeight: .fractionalWidth(dimension)
        case .absolute, .estimated: self
        }
    }
}

extension NSCollectionLayoutSize {
    /// The size of the exchanged layout.
    var transposed: NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}

extension EstimatedAxes {
    /// The estimated axes with width and height exchanged.
    var transposed: EstimatedAxes {
        var axes: EstimatedAxes = []
        if contains(.width) { axes.insert(.height) }
        if contains(.height) { axes.insert(.width) }
        return axes
    }
}

extension NSRectAlignment {
    /// Where the item sits in the exchanged layout: leading and trailing (a sideways section's header and footer) are
    /// top and bottom; the corners mirror in the diagonal.
    var transposed: NSRectAlignment {
        switch self {
        case .leading: .top
        case .trailing: .bottom
        case .top: .leading
        case .bottom: .trailing
        case .topLeading, .bottomTrailing, .none: self
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        }
    }
}

@MainActor
extension NSCollectionLayoutItem {
    /// The item (a group with its items) as the exchanged layout has it.
    func transposed() -> NSCollectionLayoutItem {
        let copy: NSCollectionLayoutItem
        if let group = self as? NSCollectionLayoutGroup {
            let flipped = NSCollectionLayoutGroup(
                axis: group.axis == .horizontal ? .vertical : .horizontal, layoutSize: layoutSize.transposed,
                subitems: group.subitems.map { $0.transposed() }, count: group.count)
            flipped.interItemSpacing = group.interItemSpacing
            copy = flipped
        } else {
            copy = NSCollectionLayoutItem(layoutSize: layoutSize.transposed)
        }
        copy.contentInsets = contentInsets.transposed
        return copy
    }
}

@MainActor
extension NSCollectionLayoutSection {
    /// The section as the exchanged layout has it: its group, insets, headers, footers and backgrounds exchanged.
    func transposed() -> NSCollectionLayoutSection {
        let group = self.group.transposed() as? NSCollectionLayoutGroup ?? self.group
        let copy = NSCollectionLayoutSection(group: group)
        (copy.interGroupSpacing, copy.contentInsets) = (interGroupSpacing, contentInsets.transposed)
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map { item in
            let flipped = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: item.layoutSize.transposed, elementKind: item.elementKind, alignment: item.alignment.transposed,
                absoluteOffset: CGPoint(x: item.offset.y, y: item.offset.x))
            (flipped.extendsBoundary, flipped.pinToVisibleBounds, flipped.zIndex) = (
                item.extendsBoundary, item.pinToVisibleBounds, item.zIndex
            )
            flipped.contentInsets = item.contentInsets.transposed
            return flipped
        }
        copy.decorationItems = decorationItems.map { item in
            let flipped = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
            (flipped.zIndex, flipped.contentInsets) = (item.zIndex, item.contentInsets.transposed)
            return flipped
        }
        return copy
    }
}

extension LaidOutSection {
    /// The section laid out in the exchanged layout, exchanged back: frames mirrored in the diagonal, pinned headers
    /// and footers pinned along x.
    var transposed: LaidOutSection {
        var section = self
        section.items = items.map(\.transposed)
        section.estimated = estimated.map(\.transposed)
        section.supplementary = supplementary.map { placed in
            var flipped = placed
            (flipped.frame, flipped.estimated, flipped.horizontal) = (placed.frame.transposed, placed.estimated.transposed, true)
            return flipped
        }
        section.decorations = decorations.map { ($0.kind, $0.frame.transposed, $0.zIndex) }
        section.extent = extent.transposed
        return section
    }
}
