import Foundation

extension CollectionViewCell {
    /// The height the cell needs at `width`: what its content view's constraints fit (a self-sizing cell), or what its
    /// list configuration needs (44 points at least); `nil` when nothing says.
    func fittingHeight(width: CGFloat) -> CGFloat? {
        if contentView.subtree.contains(where: { !$0.constraints.isEmpty }) {
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: View.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        return (parts.configuredView as? ListContentView)?.fittingHeight
    }
}
