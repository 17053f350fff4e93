import Foundation

extension CollectionReusableView {
    /// The size the view's constraints fit from `size`, the `estimated` dimensions free to fit the content and the
    /// others fixed; `nil` when no constraint says (nothing estimated, or no constraints in the view).
    func fittingSize(_ size: CGSize, estimated: EstimatedAxes) -> CGSize? {
        guard !estimated.isEmpty, sizesByConstraints else { return nil }
        // A cell's own answer (UIKit's asks the cell, whose override may size it), its content view's by default.
        return systemLayoutSizeFitting(
            CGSize(
                width: estimated.contains(.width) ? View.layoutFittingCompressedSize.width : size.width,
                height: estimated.contains(.height) ? View.layoutFittingCompressedSize.height : size.height),
            withHorizontalFittingPriority: estimated.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: estimated.contains(.height) ? .fittingSizeLevel : .required)
    }

    /// Whether constraints place the view's content (a cell's: its content view's), so that they size it.
    var sizesByConstraints: Bool {
        ((self as? CollectionViewCell)?.contentView ?? self).subtree.contains { !$0.constraints.isEmpty }
    }
}
