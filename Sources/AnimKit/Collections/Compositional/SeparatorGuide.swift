import Foundation

/// A list cell's ``CollectionViewListCell/separatorLayoutGuide``: added to the cell the first time code asks for it,
/// spanning the cell's height to its trailing edge, its leading edge held (at the lowest priority) at the cell's so
/// that the constraint the code adds to it decides where the separators start.
@MainActor
final class SeparatorGuide {
    let guide = UILayoutGuide()
    /// The guide's own leading constraint, which any of the code's wins over.
    private var ownLeading: NSLayoutConstraint?

    /// The guide, in `cell` from now on.
    func installed(in cell: CollectionViewListCell) -> UILayoutGuide {
        guard guide.owningView == nil else { return guide }
        guide.identifier = "UICollectionViewListCell-separatorLayoutGuide"
        cell.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        leading.priority = UILayoutPriority(1)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: cell.topAnchor), guide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            guide.trailingAnchor.constraint(equalTo: cell.trailingAnchor), leading,
        ])
        ownLeading = leading
        return guide
    }

    /// Where the code's constraints put the separators' start in `cell`, if it constrained the guide's leading edge.
    func constrainedLeading(in cell: CollectionViewListCell) -> CGFloat? {
        guard let owner = guide.owningView, owner === cell else { return nil }
        let placed = cell.constraints.contains { constraint in
            guard constraint !== ownLeading, constraint.isActive else { return false }
            return (constraint.firstItem === guide && constraint.firstAttribute == .leading)
                || (constraint.secondItem === guide && constraint.secondAttribute == .leading)
        }
        return placed ? guide.layoutFrame.minX : nil
    }
}
