import Cassowary
import Foundation

/// `systemLayoutSizeFitting`: a view's subtree solved with the view's own size free, pulled towards a target size.
extension LayoutEngine {
    /// The size `root` takes when its subtree's constraints are solved with its width and height wishing to be
    /// `target`'s at `priorities` (horizontal, vertical), its origin at zero — nothing outside the subtree counts, and
    /// nothing is moved.
    func fittingSize(of root: View, views: [View], target: CGSize, priorities: [UILayoutPriority]) -> CGSize {
        start(views: views, shape: [])
        guard let box = box(root) else { return .zero }
        let wishes = [(box.width, target.width, priorities[0]), (box.height, target.height, priorities[1])]
        let labels = beginFirstPass(views, root: root)
        defer { endPasses(labels) }
        for constraint in [box.left == 0, box.top == 0] + wishes.map({ ($0.0 == Double($0.1)).withStrength(LayoutEngine.strength($0.2)) }) {
            try? solver.addConstraint(constraint)
        }
        for view in views where view !== root {
            if view.layoutRecord.translatesFrame { pin(view, root: root) } else { updateIntrinsicSize(of: view) }
        }
        for view in views {
            for guide in view.layoutRecord.systemGuides { pin(guide, to: view) }
        }
        updateConstraints(views.flatMap(\.layoutRecord.constraints))
        solver.updateVariables()
        measureAtSolvedWidths(labels)
        sayRefusedConstraints()
        return CGSize(width: Swift.max(box.width.value, 0), height: Swift.max(box.height.value, 0))
    }
}

extension View {
    /// The smallest size a view's constraints allow: the target of ``systemLayoutSizeFitting(_:)`` for "as small as possible".
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any screen: the target for "as large as the constraints allow".
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// ``View/systemLayoutSizeFitting(_:)``: the three-argument form with both axes at the fitting level.
    func fittingSizeAtFittingLevel(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` as UIKit's view
    /// answers it, a subclass's override aside.
    func fittedSize(_ targetSize: CGSize, priorities: [UILayoutPriority]) -> CGSize {
        let (horizontalFittingPriority, verticalFittingPriority) = (priorities[0], priorities[1])
        // A table cell measures what its content view holds (the content view follows the cell by autoresizing, which
        // no constraint says): the height a self-sizing row would be at that width, as UIKit's cell answers.
        if let cell = self as? TableViewCell { return CGSize(width: targetSize.width, height: cell.fittingHeight(width: targetSize.width)) }
        // A collection view cell's content view fills it, by the same autoresizing: the cell is as big as what it holds.
        if let cell = self as? CollectionViewCell {
            return cell.contentView.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        }
        updateConstraintsIfNeeded()
        return LayoutEngine().fittingSize(of: self, views: subtree, target: targetSize, priorities: priorities)
    }
}
