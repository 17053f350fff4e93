import Foundation

extension CollectionViewCell {
    /// Shows whether the cell's item is expanded: in its configuration state, and a list cell's outline disclosure
    /// turned down (animated when the item was just tapped open or shut).
    func showExpanded(_ expanded: Bool, animated: Bool) {
        if parts.isExpanded != expanded {
            parts.isExpanded = expanded
            setNeedsUpdateConfiguration()
        }
        (self as? CollectionViewListCell)?.turnOutlineMarks(animated: animated)
    }
}

extension CollectionViewListCell {
    /// Turns each outline disclosure's chevron a quarter turn down while the item is expanded, back to the trailing
    /// side otherwise (0.25 s when animated: UIKit does not say how long its turn takes).
    func turnOutlineMarks(animated: Bool) {
        let shown = accessories.filter { $0.shows(editing: showsEditing) }
        let turn = parts.isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        for (accessory, placed) in zip(shown, accessoryViews) {
            guard case .outlineDisclosure = accessory.kind, let mark = placed.view.subviews.first, mark.transform != turn else { continue }
            if animated { View.animate(withDuration: 0.25) { mark.transform = turn } } else { mark.transform = turn }
        }
    }
}
